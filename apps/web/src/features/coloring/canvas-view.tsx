import { CANVAS_SIZE, DRAWING_OPACITY } from '@huebook/shared/constants';
import type { Page } from '@huebook/shared/schemas/page';
import clsx from 'clsx';
import type { CSSProperties, ReactNode, RefObject } from 'react';

import { Spinner } from '../../components/ui/spinner.tsx';

import { BrushCursor } from './brush-cursor.tsx';
import type { FillState } from './coloring-session.ts';
import type { HandCursor } from './hand-tool.ts';
import { toolEntry, type ToolId } from './tool-registry.ts';
import type { View } from './view-math.ts';

const handCursors: Record<NonNullable<HandCursor>, string> = {
  grab: 'cursor-grab',
  grabbing: 'cursor-grabbing',
};

/**
 * The page on screen (DESIGN.md "The coloring canvas"): on a white sheet, the colour layer at
 * 50% opacity (spec §9) with the illustration multiplied on top, so lines are never covered.
 * The sheet is 1024×1024 CSS pixels, placed by the view's translate and scale.
 */
export function CanvasView({
  viewportRef,
  canvasRef,
  page,
  view,
  tool,
  hand,
  brushSize,
  fillState,
  isReady,
  onPointerDown,
  screenOverlay,
}: {
  viewportRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  page: Pick<Page, 'illustration' | 'title'>;
  view: View;
  tool: ToolId;
  /** The hand tool's cursor while Space is held or a pan drags the page. */
  hand: HandCursor;
  brushSize: number;
  fillState: FillState;
  isReady: boolean;
  onPointerDown: () => void;
  /**
   * Drawn over the viewport in screen pixels, not zoomed with the sheet: it follows `view`
   * itself (color by number's numbers, which keep a readable size at any zoom).
   */
  screenOverlay?: ReactNode;
}) {
  const { tool: current } = toolEntry(tool);
  const fillNote = !current.needsRegionMap
    ? null
    : fillState === 'preparing'
      ? 'Preparing fill…'
      : fillState === 'failed'
        ? 'Fill is not available on this page'
        : null;
  return (
    <div
      ref={viewportRef}
      className="relative aspect-square w-full touch-none overflow-hidden rounded-2xl bg-ink-100 shadow-md ring-1 ring-ink-200 select-none"
      onPointerDown={onPointerDown}
    >
      <div
        className="absolute top-0 left-0 origin-top-left bg-white"
        style={{
          width: CANVAS_SIZE,
          height: CANVAS_SIZE,
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
        }}
      >
        <canvas
          ref={canvasRef}
          width={CANVAS_SIZE}
          height={CANVAS_SIZE}
          data-testid="drawing-canvas"
          aria-label="Drawing canvas"
          className={clsx(
            'absolute inset-0 size-full touch-none',
            // The tool's own cursor (its registry entry) through a custom property.
            !isReady ? 'pointer-events-none' : hand ? handCursors[hand] : 'cursor-(--tool-cursor)',
          )}
          style={{ opacity: DRAWING_OPACITY, '--tool-cursor': current.cursor } as CSSProperties}
        />
        <img
          src={page.illustration}
          alt={page.title ? `Coloring page: ${page.title}` : 'Coloring page'}
          width={CANVAS_SIZE}
          height={CANVAS_SIZE}
          draggable={false}
          className="pointer-events-none absolute inset-0 size-full mix-blend-multiply select-none"
        />
      </div>
      {screenOverlay}
      <BrushCursor
        viewportRef={viewportRef}
        size={brushSize}
        isVisible={isReady && current.usesBrushSize && !hand}
      />
      {fillNote && (
        <p
          role="status"
          className="pointer-events-none absolute top-3 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-xs font-bold text-ink-700 shadow ring-1 ring-ink-200"
        >
          {fillState === 'preparing' && <Spinner className="size-3 text-brand-600" />}
          {fillNote}
        </p>
      )}
      {!isReady && (
        <div className="absolute inset-0 grid place-items-center bg-white/60" role="status">
          <Spinner className="size-8 text-brand-600" />
          <span className="sr-only">Loading your saved colors…</span>
        </div>
      )}
    </div>
  );
}
