import { ArrowRight, Palette } from 'lucide-react';

import { ButtonLink } from '../../components/ui/button.tsx';

import { PlatformLinks } from './platform-links.tsx';
import { downloadLinks } from './sections.ts';
import type { Website } from './website.ts';

/** The home hero: two heading lines, the subheading, CTAs, download links and the image. */
export function HeroSection({ website, tagline }: { website: Website; tagline: string }) {
  const { headingLine1, headingLine2, subheading, image } = website.home;
  const downloads = downloadLinks(website);
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative scroll-mt-20 overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-16 pb-20 sm:px-6 lg:pt-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-pink-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-40 -left-24 size-72 rounded-full bg-sky-200/50 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          {tagline && (
            <p className="inline-flex max-w-full items-center gap-2 rounded-2xl bg-white px-3 py-1.5 text-left text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
              <Palette aria-hidden="true" className="size-4 shrink-0" />
              {tagline}
            </p>
          )}
          <h1
            id="home-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl lg:text-6xl"
          >
            {headingLine1}
            {headingLine2 && (
              <span className="block bg-gradient-to-r from-brand-600 via-pink-500 to-amber-500 bg-clip-text text-transparent">
                {headingLine2}
              </span>
            )}
          </h1>
          {subheading && <p className="mx-auto mt-6 max-w-xl text-lg text-ink-600 lg:mx-0">{subheading}</p>}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink to="/sign-up" size="lg">
              Get started free
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/#how-it-works" variant="light" size="lg">
              How it works
            </ButtonLink>
          </div>
          {downloads.length > 0 && (
            <div className="mt-8 flex flex-col items-center gap-2 lg:items-start">
              <p className="text-sm font-semibold text-ink-500">Also on</p>
              <PlatformLinks links={downloads} />
            </div>
          )}
        </div>
        <HeroArt image={image} />
      </div>
    </section>
  );
}

/** The admin's hero image, or a drawn stand-in: a page half colored in. */
function HeroArt({ image }: { image: string }) {
  if (image) {
    return (
      <img src={image} alt="" className="mx-auto w-full max-w-md rounded-3xl shadow-xl ring-1 ring-ink-200" />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="mx-auto w-full max-w-64 rotate-2 rounded-3xl sm:max-w-md bg-white p-4 shadow-xl ring-1 ring-ink-200"
    >
      <svg
        viewBox="0 0 240 240"
        className="w-full"
        fill="none"
        stroke="#1c1926"
        strokeWidth="3"
        strokeLinejoin="round"
      >
        <rect x="2" y="2" width="236" height="236" rx="18" fill="#fff" stroke="none" />
        <circle cx="120" cy="72" r="34" fill="#fde68a" />
        <path d="M40 200c10-50 40-70 80-70s70 20 80 70z" fill="#c4b5fd" />
        <path d="M70 150c-8-22 2-40 20-44M170 150c8-22-2-40-20-44" />
        <path d="M30 210h180" />
        <circle cx="60" cy="60" r="14" fill="#f9a8d4" />
        <circle cx="186" cy="56" r="10" />
        <path d="M104 70h2M134 70h2M108 86c8 6 16 6 24 0" />
        <path d="M150 176l20-26 20 26zM50 176l20-26 20 26z" fill="#7dd3fc" />
      </svg>
    </div>
  );
}
