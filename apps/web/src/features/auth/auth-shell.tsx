import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useAppName } from '../../lib/use-app-name.ts';

/** The centred card every sign-in screen sits in. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const appName = useAppName();
  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-pink-50 px-4 pt-[calc(2.5rem+var(--safe-top))] pb-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -left-24 size-72 rounded-full bg-amber-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -bottom-24 size-72 rounded-full bg-sky-200/50 blur-3xl"
      />
      <div className="relative w-full max-w-sm">
        <Link
          to="/"
          className="mx-auto mb-6 flex w-fit items-center gap-2 text-xl font-extrabold text-ink-900"
        >
          <svg viewBox="0 0 64 64" aria-hidden="true" className="size-9">
            <rect width="64" height="64" rx="16" fill="#7c3aed" />
            <circle cx="24" cy="26" r="9" fill="#fbbf24" />
            <circle cx="40" cy="26" r="9" fill="#f472b6" />
            <circle cx="32" cy="40" r="9" fill="#38bdf8" />
          </svg>
          {appName}
        </Link>
        <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/5 ring-ink-100 sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">{title}</h1>
          {subtitle && <p className="mt-1.5 text-ink-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-ink-600">{footer}</div>}
      </div>
    </main>
  );
}

export const authLinkClass = 'font-bold text-brand-700 underline-offset-2 hover:underline';
