import { SectionHeading, sectionClass } from './section-heading.tsx';
import { videoSource } from './video.ts';
import type { Website } from './website.ts';

/** How it works: numbered instructions, and the video when one is set. */
export function HowItWorksSection({ website }: { website: Website }) {
  const { subheading, instructions, video } = website.howItWorks;
  const source = videoSource(video);
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow="How it works"
          title="Three steps to color"
          lead={subheading}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {instructions.map((step, index) => (
            <li key={step.id || index} className="relative rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-2xl bg-brand-600 text-lg font-extrabold text-white shadow-sm"
              >
                {index + 1}
              </span>
              <p className="mt-4 text-ink-700">
                <span className="sr-only">Step {index + 1}: </span>
                {step.content}
              </p>
            </li>
          ))}
        </ol>
        {source && (
          <div className="mx-auto mt-12 aspect-video max-w-4xl overflow-hidden rounded-3xl bg-ink-900 shadow-xl">
            {source.kind === 'iframe' ? (
              <iframe
                src={source.src}
                title="How it works video"
                className="size-full"
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            ) : (
              <video
                src={source.src}
                controls
                preload="metadata"
                className="size-full"
                aria-label="How it works video"
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
