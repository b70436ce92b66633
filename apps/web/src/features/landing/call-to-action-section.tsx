import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '../../components/ui/button.tsx';

import type { Website } from './website.ts';

/** Call to action: a bold band with a sign-up button. */
export function CallToActionSection({ website }: { website: Website }) {
  const { heading, description } = website.callToAction;
  return (
    <section
      id="call-to-action"
      aria-labelledby="call-to-action-heading"
      className="scroll-mt-20 px-4 py-12 sm:px-6"
    >
      <div className="mx-auto max-w-6xl rounded-3xl bg-ink-900 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2
          id="call-to-action-heading"
          className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
        >
          {heading || 'Ready to add some color?'}
        </h2>
        {description && <p className="mx-auto mt-4 max-w-xl text-lg text-ink-300">{description}</p>}
        <ButtonLink to="/sign-up" size="lg" className="mt-8">
          Create your free account
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
