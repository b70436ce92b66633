import DOMPurify from 'dompurify';
import { useMemo } from 'react';

import { ButtonLink } from '../../components/ui/button.tsx';

import { useLandingSettings } from './use-website.ts';

const TITLES = { privacy: 'Privacy Policy', terms: 'Terms of Service' } as const;

/** Admin-written HTML made safe to render: no scripts, handlers or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** /privacy and /terms: the website settings' rich text (spec §2), sanitized. */
export function LegalPage({ kind }: { kind: keyof typeof TITLES }) {
  const { website } = useLandingSettings();
  const { visibility, content } = website[kind];
  const html = useMemo(() => sanitizeHtml(content), [content]);
  const title = TITLES[kind];
  if (!visibility || !html.trim()) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold text-ink-900">{title}</h1>
        <p className="mt-4 text-ink-600">This page is not available at the moment.</p>
        <ButtonLink to="/" variant="light" className="mt-8">
          Back to home
        </ButtonLink>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="sr-only">{title}</h1>
      <article
        className="text-ink-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-4xl [&_h1]:font-extrabold [&_h1]:text-ink-900 [&_h2]:mt-8 [&_h2]:text-3xl [&_h2]:font-extrabold [&_h2]:text-ink-900 [&_h2:first-child]:mt-0 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink-900 [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p]:leading-relaxed [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </main>
  );
}
