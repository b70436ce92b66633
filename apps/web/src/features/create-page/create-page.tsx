import { ImageUp, Wand2 } from 'lucide-react';

import { ButtonLink } from '../../components/ui/button.tsx';

import { CreditsLeft } from './credits-left.tsx';

/** A decorative drawing of a coloring page with pencils. */
function CreateIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" className="mx-auto h-40 w-auto sm:h-48">
      <rect x="40" y="14" width="132" height="152" rx="14" fill="#fff" stroke="#1c1926" strokeWidth="4" />
      <circle cx="106" cy="70" r="30" fill="#fde68a" stroke="#1c1926" strokeWidth="4" />
      <path
        d="M66 140c14-22 30-30 40-30s26 8 40 30"
        fill="#bae6fd"
        stroke="#1c1926"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M92 64h0M120 64h0" stroke="#1c1926" strokeWidth="7" strokeLinecap="round" />
      <path d="M94 82c8 7 16 7 24 0" fill="none" stroke="#1c1926" strokeWidth="4" strokeLinecap="round" />
      <g transform="rotate(28 196 96)">
        <rect x="186" y="40" width="20" height="96" rx="4" fill="#8b5cf6" stroke="#1c1926" strokeWidth="4" />
        <path
          d="M186 136l10 22 10-22z"
          fill="#fbcfe8"
          stroke="#1c1926"
          strokeWidth="4"
          strokeLinejoin="round"
        />
      </g>
      <circle cx="34" cy="40" r="8" fill="#f472b6" />
      <circle cx="206" cy="20" r="6" fill="#38bdf8" />
      <circle cx="24" cy="150" r="6" fill="#fbbf24" />
    </svg>
  );
}

/** /pages/create: choose between an AI page and an uploaded picture (spec §2 "Create page"). */
export function CreatePagePage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-6 text-center sm:py-12">
      <CreateIllustration />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900">Create page</h1>
      <p className="mt-2 text-lg text-ink-600">
        Bring your creativity to life—generate a page with AI or upload your own
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/pages/create/ai" size="lg">
          <Wand2 aria-hidden="true" className="size-5" />
          Create page with AI
        </ButtonLink>
        <ButtonLink to="/pages/create/upload" size="lg" variant="light">
          <ImageUp aria-hidden="true" className="size-5" />
          Upload page
        </ButtonLink>
      </div>
      <CreditsLeft className="mt-6" />
    </section>
  );
}
