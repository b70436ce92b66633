import { CANVAS_SIZE } from '@huebook/shared/constants';

import type { NumbersLayout } from './numbers-layout.ts';

/**
 * The numbers over the page (issue 15), in canvas pixels inside the zoomed sheet, over the
 * lines: grey digits with a white halo, hidden once their region is colored right. Never drawn
 * into the colour layer, so they are never saved; for screen readers the counter says it all.
 */
export function NumbersOverlay({
  layout,
  done,
  ms,
}: {
  layout: NumbersLayout;
  done: Uint8Array | null;
  ms: number | null;
}) {
  return (
    <svg
      aria-hidden="true"
      data-testid="numbers-overlay"
      data-layout-ms={ms === null ? undefined : Math.round(ms)}
      viewBox={`0 0 ${CANVAS_SIZE} ${CANVAS_SIZE}`}
      className="pointer-events-none absolute inset-0 size-full select-none"
    >
      {layout.marks.map((mark, m) =>
        done?.[m] ? null : (
          <text
            key={mark.label}
            x={mark.x}
            y={mark.y}
            fontSize={mark.size}
            textAnchor="middle"
            dominantBaseline="central"
            fontFamily="ui-sans-serif, system-ui, sans-serif"
            fontWeight={600}
            fill="#3f3f46"
            stroke="#ffffff"
            strokeWidth={Math.max(2, mark.size * 0.16)}
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {mark.number}
          </text>
        ),
      )}
    </svg>
  );
}
