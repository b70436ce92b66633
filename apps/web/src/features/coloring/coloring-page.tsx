import type { Page } from '@huebook/shared/schemas/page';
import { lazy, Suspense, useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLoaderData, useLocation, useNavigate, useOutletContext } from 'react-router';

import { CanvasView } from './canvas-view.tsx';
import { preloadCelebration } from './celebrate.ts';
import { ColoringToolbar, focusToggle } from './coloring-toolbar.tsx';
import { startsPan } from './hand-tool.ts';
import type { ShortcutCommand } from './keyboard-map.ts';
import { NumbersPreparing } from './numbers/numbers-preparing.tsx';
import { preloadColorByNumber, useColorByNumber } from './numbers/use-color-by-number.ts';
import { pageLayout } from './page-layout.ts';
import { PageOriginNote, pageOrigin } from './page-origin-note.tsx';
import { PdfExport, preloadPdfPanel } from './pdf-export.tsx';
import { PrintSheet } from './print-sheet.tsx';
import { preloadLogCodec } from './replay/page-log.ts';
import { ReplayBar } from './replay/replay-bar.tsx';
import { preloadReplay } from './replay/use-replay.ts';
import { BrushPanel, PalettePanel } from './tool-panels.tsx';
import { toolEntry } from './tool-registry.ts';
import { loadToolState, saveStayInsideLines, toolReducer } from './tool-state.ts';
import { useCanvasView } from './use-canvas-view.ts';
import { useColoringSession } from './use-coloring-session.ts';
import { preloadExport, useExport } from './use-export.ts';
import { useHandTool } from './use-hand-tool.ts';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { usePointerInput } from './use-pointer-input.ts';
import { useSaveColored } from './use-save-colored.ts';

/*
 * What the first fill does not need loads apart (issue 12, docs/decisions.md "First load of the
 * coloring screen"): color by number's bar, overlay and layout, the replay's player, video and
 * log codec, the PDF panel, the export code and the confetti. Each starts loading on intent
 * (pointer or focus on its button), and all of them once the user first acts on the screen
 * (a press or a key) after the first fill is possible, when the browser is next idle. Not on
 * load alone: fetched and run while the page loads, they held Lighthouse's TBT up by ~500 ms.
 */
const loadNumbersBar = () => import('./numbers/numbers-bar.tsx');
const loadNumbersOverlay = () => import('./numbers/numbers-overlay.tsx');
const NumbersBar = lazy(() => loadNumbersBar().then((module) => ({ default: module.NumbersBar })));
const NumbersOverlay = lazy(() =>
  loadNumbersOverlay().then((module) => ({ default: module.NumbersOverlay })),
);

/** Starts loading color by number: its runtime, bar and overlay. */
function preloadNumbers(): void {
  preloadColorByNumber();
  for (const load of [loadNumbersBar, loadNumbersOverlay]) void load().catch(() => undefined);
}

/** Starts loading everything the screen loads apart. */
function preloadAll(): void {
  preloadNumbers();
  preloadExport();
  preloadPdfPanel();
  preloadReplay();
  preloadLogCodec();
  preloadCelebration();
}

/**
 * Calls `preloadAll` when the browser is idle after the user's first press or key on the page.
 * @returns a function that cancels it.
 */
function preloadAfterFirstAction(): () => void {
  let cancelIdle: (() => void) | null = null;
  const onAction = () => {
    stopListening();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preloadAll, { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(preloadAll, 200);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  const stopListening = () => {
    window.removeEventListener('pointerdown', onAction, true);
    window.removeEventListener('keydown', onAction, true);
  };
  window.addEventListener('pointerdown', onAction, true);
  window.addEventListener('keydown', onAction, true);
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/** Route element of /pages/:id/color: a fresh screen per page. */
export function ColoringRoute() {
  const page = useLoaderData() as Page;
  const layout = useOutletContext<{ menuButton?: ReactNode } | undefined>();
  return <ColoringScreen key={page.id} page={page} menuButton={layout?.menuButton} />;
}

/**
 * The coloring screen (spec §2): toolbar, panels and the page, wired to the coloring engine
 * through a session (layer, history, region map) and small hooks for input, zoom and saving.
 * On a phone on its side (`short-landscape`) the toolbar is a rail left of the page, which is as
 * tall as the screen (100dvh − 1rem); `menuButton` is the app's menu, which then has no top bar.
 */
function ColoringScreen({ page, menuButton }: { page: Page; menuButton?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const brushPanelId = useId();
  const palettePanelId = useId();
  const [tools, dispatch] = useReducer(toolReducer, undefined, () => loadToolState());
  useEffect(() => saveStayInsideLines(tools.stayInsideLines), [tools.stayInsideLines]);

  const { session, snapshot, isReady, illustration, regionMap } = useColoringSession(canvasRef, page);
  const isFillReady = snapshot.fillState !== 'preparing';
  useEffect(() => (isFillReady ? preloadAfterFirstAction() : undefined), [isFillReady]);
  const numbers = useColorByNumber(page, session, regionMap);
  const firstNumberColor = numbers.layout?.palette[0];
  useEffect(() => {
    if (firstNumberColor) dispatch({ type: 'color', color: firstNumberColor, close: false });
  }, [firstNumberColor]);
  const canvasView = useCanvasView(viewportRef);
  const saving = useSaveColored(page, session, snapshot.revision, canvasRef);
  const exporting = useExport(page, session, illustration, numbers.printNumbers);
  const hand = useHandTool(viewportRef);
  const [isPanning, setIsPanning] = useState(false);
  useLeaveGuard(!saving.isSaved);

  const toolSettings = () => ({
    size: tools.brushSize,
    color: tools.color,
    zoom: canvasView.view.zoom,
    stayInsideLines: tools.stayInsideLines,
  });
  usePointerInput(canvasRef, {
    beginStroke: (point) => {
      if (!session || !isReady) return null;
      const stroke = toolEntry(tools.tool).tool.pointerDown(session, toolSettings(), point);
      if (stroke) dispatch({ type: 'close-panel' });
      return stroke;
    },
    tap: (point) => {
      if (session && isReady) toolEntry(tools.tool).tool.tap?.(session, toolSettings(), point);
    },
    pinchStart: canvasView.pinchStart,
    pinch: canvasView.pinch,
    startsPan: (press) => startsPan(press, hand.heldRef.current),
    panStart: () => setIsPanning(true),
    pan: canvasView.pan,
    panEnd: () => setIsPanning(false),
  });

  useKeyboardShortcuts((command: ShortcutCommand) => {
    if (command.type === 'tool') dispatch({ type: 'select-tool', tool: command.tool });
    else if (command.type === 'size-step') dispatch({ type: 'size-step', step: command.step });
    else if (command.type === 'undo') session?.undo();
    else session?.redo();
  });

  function onBack() {
    // 'default' is the first entry of this tab: there is nothing to go back to.
    if (location.key === 'default' || window.history.length <= 1) void navigate('/pages/public');
    else void navigate(-1);
  }

  const hasNote = pageOrigin(page) !== null;
  const layout = pageLayout(numbers.isOn, hasNote);

  const saveStatus = saving.isSaving
    ? 'Saving…'
    : saving.isSaved && saving.hasSaved
      ? 'All changes saved'
      : '';

  return (
    <section
      aria-labelledby="coloring-title"
      className="mx-auto flex w-full max-w-4xl flex-col items-center gap-4"
    >
      <h1 id="coloring-title" className="sr-only">
        Color {page.title || 'page'}
      </h1>
      {/* Not a box (contents) but where the toolbar is a rail beside the page. */}
      <div className="contents short-landscape:flex short-landscape:w-full short-landscape:items-start short-landscape:gap-2">
        <div className="sticky top-[calc(4.5rem+var(--safe-top))] z-10 w-full short-landscape:top-[calc(0.5rem+var(--safe-top))] short-landscape:w-auto short-landscape:shrink-0">
          <ColoringToolbar
            tool={tools.tool}
            panel={tools.panel}
            brushPanelId={brushPanelId}
            palettePanelId={palettePanelId}
            color={tools.color}
            brushSize={tools.brushSize}
            fillState={snapshot.fillState}
            canUndo={snapshot.canUndo}
            canRedo={snapshot.canRedo}
            isZoomed={canvasView.isZoomed}
            canSave={!saving.isSaved && isReady}
            isSaving={saving.isSaving}
            saveStatus={saveStatus}
            exporting={exporting.busy}
            isReady={isReady && session !== null}
            numbers={{
              isOn: numbers.isOn,
              onToggle: () => {
                // Color by number is tapping regions: the fill tool comes with it.
                if (!numbers.isOn) dispatch({ type: 'select-tool', tool: 'fill' });
                numbers.toggle();
              },
              onIntent: preloadNumbers,
            }}
            onExportIntent={preloadExport}
            onBack={onBack}
            onPalette={() => dispatch({ type: 'palette-button' })}
            onTool={(tool) => dispatch({ type: 'tool-button', tool })}
            onUndo={() => session?.undo()}
            onRedo={() => session?.redo()}
            onZoom={canvasView.toggleZoom}
            onClear={() => session?.clear()}
            onExport={(action) => void exporting.run(action)}
            onSave={() => void saving.save()}
            onClosePanel={() => dispatch({ type: 'close-panel' })}
            menuButton={menuButton}
          >
            {tools.panel === 'brush' && (
              <BrushPanel
                id={brushPanelId}
                size={tools.brushSize}
                stayInsideLines={tools.stayInsideLines}
                onStayInsideLines={(isOn) => dispatch({ type: 'stay-inside-lines', isOn })}
                onSize={(size) => {
                  dispatch({ type: 'size', size });
                  focusToggle(brushPanelId);
                }}
              />
            )}
            {tools.panel === 'palette' && (
              <PalettePanel
                id={palettePanelId}
                color={tools.color}
                onColor={(color) => dispatch({ type: 'color', color, close: false })}
                onPreset={(color) => {
                  dispatch({ type: 'color', color, close: true });
                  focusToggle(palettePanelId);
                }}
              />
            )}
          </ColoringToolbar>
        </div>
        {/* Not a box (contents) but where the toolbar is a rail: the column right of it, with the
          PDF and replay bars under the page, so the rail stays beside them when they are scrolled
          to. */}
        <div className="contents short-landscape:flex short-landscape:min-w-0 short-landscape:flex-1 short-landscape:flex-col short-landscape:gap-4">
          {/* With Numbers on, the numbered colours sit above the page; the note on where the page
          came from follows it. Wide screens put both beside the page, so they are in view
          without scrolling at 1280×720 (`pageLayout`). */}
          <div className={layout.row}>
            {numbers.isOn && (
              <div className={layout.bar}>
                <Suspense fallback={<NumbersPreparing />}>
                  <NumbersBar
                    numbers={numbers}
                    color={tools.color}
                    onColor={(color) => dispatch({ type: 'color', color, close: true })}
                  />
                </Suspense>
              </div>
            )}
            {/* As wide as the screen's height allows, so the whole page is in view at fit. */}
            <div
              className={`${
                numbers.isOn
                  ? 'w-full max-w-[max(18rem,min(100%,calc(100dvh-18rem)))] lg:min-w-0 lg:max-w-[max(18rem,min(100%,calc(100dvh-12rem)))] short-landscape:min-w-0 short-landscape:max-w-[min(100%,calc(100dvh-1rem-var(--safe-top)))]'
                  : 'w-full max-w-[max(18rem,min(100%,calc(100dvh-12rem)))] short-landscape:max-w-[min(100%,calc(100dvh-1rem-var(--safe-top)))]'
              } ${layout.page}`}
            >
              <CanvasView
                viewportRef={viewportRef}
                canvasRef={canvasRef}
                page={page}
                view={canvasView.view}
                tool={tools.tool}
                hand={isPanning ? 'grabbing' : hand.isHeld ? 'grab' : null}
                brushSize={tools.brushSize}
                fillState={snapshot.fillState}
                isReady={isReady}
                onPointerDown={() => dispatch({ type: 'close-panel' })}
                screenOverlay={
                  numbers.isOn &&
                  numbers.layout && (
                    <Suspense>
                      <NumbersOverlay
                        layout={numbers.layout}
                        done={numbers.done}
                        ms={numbers.layoutMs}
                        view={canvasView.view}
                      />
                    </Suspense>
                  )
                }
              />
            </div>
            {hasNote && (
              <div className={layout.note}>
                <PageOriginNote page={page} />
              </div>
            )}
          </div>
          <PdfExport exporting={exporting} isReady={isReady && session !== null} />
          <ReplayBar
            session={session}
            page={page}
            canvasRef={canvasRef}
            isReady={isReady && session !== null}
          />
        </div>
      </div>
      <PrintSheet src={exporting.printUrl} onLoad={exporting.onPrintImageLoad} />
    </section>
  );
}
