import { RefreshCw } from 'lucide-react';

import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

/** Shown while the website content loads. */
export function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-ink-600">
      <Spinner className="text-brand-600" />
      Loading the website content…
    </p>
  );
}

/** Shown when the website content could not be read, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-ink-200"
    >
      <p className="font-semibold text-ink-900">The website content could not be loaded.</p>
      <p className="text-ink-600">Check your connection, then try again.</p>
      <Button variant="light" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
