import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { buttonClass } from '../components/ui/button.tsx';

/** A readable line for whatever a loader or screen threw. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The generic fallback of spec §2: 'Unexpected Application Error!' with the status or message. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-extrabold text-ink-900">Unexpected Application Error!</h1>
        <p className="mt-3 font-mono text-rose-700">{describeRouteError(error)}</p>
        <a href="/" className={buttonClass('primary', 'md', 'mt-6')}>
          Go to the start
        </a>
      </div>
    </main>
  );
}

/** Any path that matches no route (spec §2). */
export function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div className="max-w-md text-center">
        <p className="text-6xl font-black text-brand-600">404</p>
        <h1 className="mt-2 text-2xl font-extrabold text-ink-900">Page not found</h1>
        <p className="mt-2 text-ink-600">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
          Go to the start
        </Link>
      </div>
    </main>
  );
}
