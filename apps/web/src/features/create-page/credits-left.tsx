import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Sparkles } from 'lucide-react';

import { creditQuery } from '../../lib/api-cached-reads.ts';

/** "3 page creations left this month" (DESIGN.md "Credits": a period is one month). */
export function creditsLeftText(count: number): string {
  if (count <= 0) return 'No page creations left this month';
  return `${count} page creation${count === 1 ? '' : 's'} left this month`;
}

/**
 * A small badge with the remaining page-creation credits (spec §4). Shows nothing while they
 * load or when the call failed (the query cache has already said so).
 */
export function CreditsLeft({ className }: { className?: string }) {
  const { data: credit } = useQuery(creditQuery);
  if (!credit) return <span aria-hidden="true" className={clsx('h-8', className)} />;
  return (
    <p
      className={clsx(
        'inline-flex h-8 shrink-0 items-center gap-1.5 self-start rounded-full whitespace-nowrap sm:self-auto bg-brand-50 px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200',
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="size-4" />
      {creditsLeftText(credit.page_creation)}
    </p>
  );
}
