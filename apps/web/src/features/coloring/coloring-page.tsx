import { CANVAS_SIZE, DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, DRAWING_OPACITY } from '@huebook/shared/constants';
import { MESSAGES } from '@huebook/shared/messages';
import type { Page } from '@huebook/shared/schemas/page';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';

import { Spinner } from '../../components/ui/spinner.tsx';
import { notify } from '../../lib/notification-store.ts';

import { celebrate } from './celebrate.ts';
import { ColoringToolbar, focusToggle, type ToolPanel } from './coloring-toolbar.tsx';
import { saveColoredPage } from './save-colored.ts';
import { BrushPanel, PalettePanel } from './tool-panels.tsx';
import { useDrawingSurface } from './use-drawing-surface.ts';

/** Route element of /pages/:id/color: a fresh screen per page. */
export function ColoringRoute() {
  const page = useLoaderData() as Page;
  return <ColoringScreen key={page.id} page={page} />;
}

/**
 * The coloring screen (spec §2): the 1024×1024 illustration multiplied over a transparent
 * drawing canvas shown at 50% opacity, so lines stay on top; brush, palette and save.
 */
function ColoringScreen({ page }: { page: Page }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const brushPanelId = useId();
  const palettePanelId = useId();
  const [brushSize, setBrushSize] = useState<number>(DEFAULT_BRUSH_SIZE);
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const [panel, setPanel] = useState<ToolPanel | null>(null);
  // Nothing to save until something changes (spec §4 "Saved flag").
  const [isSaved, setIsSaved] = useState(true);
  const [isSaving, setIsSaving] = useState(false);
  // Counts strokes so a stroke made while a save runs keeps the page unsaved.
  const changeCount = useRef(0);

  const { surfaceRef, isReady } = useDrawingSurface(canvasRef, {
    brushSize,
    color,
    initialPhoto: page.colored?.photo,
    onStrokeEnd: () => {
      changeCount.current += 1;
      setIsSaved(false);
    },
  });

  async function onSave() {
    const surface = surfaceRef.current;
    if (!surface || isSaving) return;
    const savedChange = changeCount.current;
    setIsSaving(true);
    try {
      const png = await surface.toPngBlob();
      if (!png) return;
      const colored = await saveColoredPage(page.id, png);
      if (!colored) return;
      setIsSaved(changeCount.current === savedChange);
      notify({ message: MESSAGES.pageSaved, variant: 'success' });
      celebrate();
      void queryClient.invalidateQueries({ queryKey: ['pages'] });
    } finally {
      setIsSaving(false);
    }
  }

  function onBack() {
    // 'default' is the first entry of this tab: there is nothing to go back to.
    if (location.key === 'default') void navigate('/pages/public');
    else void navigate(-1);
  }

  return (
    <section
      aria-labelledby="coloring-title"
      className="mx-auto flex w-full max-w-[max(18rem,min(100%,calc(100dvh-12rem)))] flex-col gap-4"
    >
      <h1 id="coloring-title" className="sr-only">
        Color {page.title || 'page'}
      </h1>
      <div className="sticky top-18 z-10">
        <ColoringToolbar
          panel={panel}
          onPanel={setPanel}
          brushPanelId={brushPanelId}
          palettePanelId={palettePanelId}
          color={color}
          brushSize={brushSize}
          onBack={onBack}
          onSave={() => void onSave()}
          canSave={!isSaved && isReady}
          isSaving={isSaving}
        >
          {panel === 'brush' && (
            <BrushPanel
              id={brushPanelId}
              size={brushSize}
              onSize={(size) => {
                setBrushSize(size);
                setPanel(null);
                focusToggle(brushPanelId);
              }}
            />
          )}
          {panel === 'palette' && (
            <PalettePanel
              id={palettePanelId}
              color={color}
              onColor={setColor}
              onPreset={(preset) => {
                setColor(preset);
                setPanel(null);
                focusToggle(palettePanelId);
              }}
            />
          )}
        </ColoringToolbar>
      </div>
      <div
        className="relative aspect-square w-full overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-ink-200"
        onPointerDown={() => setPanel(null)}
      >
        <canvas
          ref={canvasRef}
          width={CANVAS_SIZE}
          height={CANVAS_SIZE}
          data-testid="drawing-canvas"
          aria-label="Drawing canvas"
          className={
            isReady
              ? 'absolute inset-0 size-full cursor-crosshair touch-none'
              : 'pointer-events-none absolute inset-0 size-full touch-none'
          }
          style={{ opacity: DRAWING_OPACITY }}
        />
        <img
          src={page.illustration}
          alt={page.title ? `Coloring page: ${page.title}` : 'Coloring page'}
          width={CANVAS_SIZE}
          height={CANVAS_SIZE}
          draggable={false}
          className="pointer-events-none absolute inset-0 size-full mix-blend-multiply select-none"
        />
        {!isReady && (
          <div className="absolute inset-0 grid place-items-center bg-white/60" role="status">
            <Spinner className="size-8 text-brand-600" />
            <span className="sr-only">Loading your saved colors…</span>
          </div>
        )}
      </div>
    </section>
  );
}
