import type { Charts } from '@huebook/shared/schemas/analytics';

import { toChartPanels } from './chart-data.ts';
import { MonthlyChart } from './monthly-chart.tsx';

/** The four charts of 'Monthly performance' (loaded on demand: recharts is large). */
export default function MonthlyCharts({ charts }: { charts: Charts }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {toChartPanels(charts).map((panel) => (
        <figure
          key={panel.series}
          aria-label={`${panel.title} per month`}
          className="rounded-2xl bg-white p-4 ring-1 ring-ink-200"
        >
          <figcaption className="mb-3 flex items-baseline justify-between gap-2">
            <span className="font-bold text-ink-900">{panel.title}</span>
            <span className="text-xs text-ink-500">{panel.total} in 12 months</span>
          </figcaption>
          <MonthlyChart panel={panel} />
        </figure>
      ))}
    </div>
  );
}
