import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';

import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

import { useCharts, useCounters } from './api.ts';
import { toCounterBlocks } from './chart-data.ts';

const MonthlyCharts = lazy(() => import('./monthly-charts.tsx'));

const GRID = 'grid gap-4 md:grid-cols-2 lg:grid-cols-4';

/** /admin (spec §2 "Dashboard"): counters of this week and of all time, then monthly charts. */
export function DashboardPage() {
  const counters = useCounters();
  const charts = useCharts();

  return (
    <section>
      <PageHeading title="Dashboard" />
      {counters.isPending ? (
        <>
          <BlockSkeleton title="This week" />
          <BlockSkeleton title="All time" />
        </>
      ) : counters.isError ? (
        <LoadError what="counters" onRetry={() => void counters.refetch()} />
      ) : (
        toCounterBlocks(counters.data).map((block) => (
          <Block key={block.title} title={block.title}>
            <dl className={GRID}>
              {block.tiles.map((tile) => (
                <div key={tile.series} className="rounded-2xl bg-white p-4 ring-1 ring-ink-200">
                  <dt className="text-sm font-semibold text-ink-600">{tile.label}</dt>
                  <dd className="mt-1 text-3xl font-extrabold text-ink-900" title={String(tile.value)}>
                    {tile.text}
                  </dd>
                </div>
              ))}
            </dl>
          </Block>
        ))
      )}

      <Block title="Monthly performance">
        {charts.isPending ? (
          <ChartSkeletons />
        ) : charts.isError ? (
          <LoadError what="charts" onRetry={() => void charts.refetch()} />
        ) : (
          <Suspense fallback={<ChartSkeletons />}>
            <MonthlyCharts charts={charts.data} />
          </Suspense>
        )}
      </Block>
    </section>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BlockSkeleton({ title }: { title: string }) {
  return (
    <Block title={title}>
      <div className={GRID} aria-busy="true" aria-label={`Loading ${title.toLowerCase()} counters`}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-ink-100" />
        ))}
      </div>
    </Block>
  );
}

function ChartSkeletons() {
  return (
    <div className={GRID} aria-busy="true" aria-label="Loading charts">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="h-64 animate-pulse rounded-2xl bg-ink-100" />
      ))}
    </div>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<BarChart3 className="size-7" aria-hidden="true" />}
      title={`We couldn’t load the ${what}`}
      action={
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Check your connection, then try again.
    </EmptyState>
  );
}
