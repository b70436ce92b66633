import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * The numbers bar while its numbers are placed ("Placing numbers…") or when they cannot be
 * ("Numbers are not available on this page."). Small and loaded with the screen: it also stands
 * in for the bar while the bar's own code loads (coloring-page.tsx).
 */
export function NumbersPreparing({ isFailed = false }: { isFailed?: boolean }) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-ink-700 shadow-sm ring-1 ring-ink-200"
    >
      {isFailed ? (
        'Numbers are not available on this page.'
      ) : (
        <>
          <Spinner className="size-4 text-brand-600" />
          Placing numbers…
        </>
      )}
    </div>
  );
}
