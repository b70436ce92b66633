import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { ChartPanel } from './chart-data.ts';

/** The chart line colour: yellow (spec §9), Tailwind's yellow-500. */
export const CHART_LINE_COLOR = '#eab308';

/**
 * One line chart of 'Monthly performance': count per named month. Animation is off so the
 * chart is drawn at once (and screenshots are stable, STACK-NOTES "recharts").
 */
export function MonthlyChart({ panel }: { panel: ChartPanel }) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <LineChart data={panel.rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 11 }} tickLine={false} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickLine={false} axisLine={false} width={48} />
        <Tooltip formatter={(value) => [value, panel.title]} />
        <Line
          type="monotone"
          dataKey="count"
          name={panel.title}
          stroke={CHART_LINE_COLOR}
          strokeWidth={2.5}
          dot={{ r: 3, fill: CHART_LINE_COLOR }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
