import { CANVAS_SIZE } from '@huebook/shared/constants';
import type { Page } from '@huebook/shared/schemas/page';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

import { canvasColorLayer } from './color-layer.ts';
import { ColoringSession, type SessionSnapshot } from './coloring-session.ts';
import { createRegionMapClient } from './engine/fill/region-map-client.ts';
import { computeRegionMap, type RegionMap } from './engine/fill/region-map.ts';
import type { PixelImage } from './engine/types.ts';
import { loadIllustrationPixels, loadImage } from './illustration.ts';
import { attachPageLog, createPageLog } from './replay/page-log.ts';

export interface ColoringSessionState {
  session: ColoringSession | null;
  snapshot: SessionSnapshot;
  /** False until a saved drawing, if any, is painted in: strokes before it would land under it. */
  isReady: boolean;
  /** The illustration's pixels (region map, export). */
  illustration: Promise<PixelImage> | null;
  /** The page's region map, as the session fills with it (color by number reads it too). */
  regionMap: Promise<RegionMap> | null;
}

/** A page's picture being read and its region map computed in the worker, ahead of its session. */
interface EarlyRegionMap {
  url: string;
  illustration: Promise<PixelImage>;
  regions: ReturnType<typeof createRegionMapClient>;
  /** The worker's answer only: the session adds its own fallback (useColoringSession). */
  regionMap: Promise<RegionMap>;
}

let early: EarlyRegionMap | null = null;
/** The URL prepareRegionMap last started: a render after the session took it starts none. */
let preparedUrl: string | null = null;

/** Starts reading `url`'s pixels and computing its region map in the worker. */
function startRegionMap(url: string): EarlyRegionMap {
  const illustration = loadIllustrationPixels(url, CANVAS_SIZE);
  const regions = createRegionMapClient();
  const regionMap = illustration.then((pixels) => regions.compute(pixels));
  illustration.catch(() => undefined);
  regionMap.catch(() => undefined);
  return { url, illustration, regions, regionMap };
}

/**
 * Starts the region map of the picture at `url` while the screen renders (issue 12, "Fill
 * ready"): called from the hook's render, it overlaps the picture's read (~15 ms, 4× that on a
 * slow phone) and the worker's computation with React's render and commit of the screen,
 * which the session's effect would otherwise wait for. Idempotent for one URL, like a preload;
 * the session for `url` takes it, another URL replaces it.
 */
function prepareRegionMap(url: string): void {
  if (preparedUrl === url) return;
  preparedUrl = url;
  early?.regions.dispose();
  early = startRegionMap(url);
}

/** The region map started for `url` (once), or a new one. */
function takeRegionMap(url: string): EarlyRegionMap {
  const taken = early?.url === url ? early : startRegionMap(url);
  if (taken === early) early = null;
  return taken;
}

const idle: SessionSnapshot = { revision: 0, canUndo: false, canRedo: false, fillState: 'preparing' };
const noSubscription = () => () => undefined;

/**
 * The coloring session of a page on the colour-layer canvas: a `desynchronized` 2D context that
 * is read often (stroke history, fills), the region map computed once in the Web Worker from the
 * illustration's pixels (on the main thread if the worker fails), and the page's saved drawing
 * restored as the first snapshot. The session records a replay log (replay/page-log.ts) that
 * continues the one saved with the drawing, fetched beside it (the drawing is shown as saved,
 * never by replaying).
 */
export function useColoringSession(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  page: Pick<Page, 'id' | 'illustration' | 'colored'>,
): ColoringSessionState {
  const [state, setState] = useState<Omit<ColoringSessionState, 'snapshot'>>({
    session: null,
    isReady: false,
    illustration: null,
    regionMap: null,
  });
  const photo = page.colored?.photo ?? null;
  const illustrationUrl = page.illustration;
  const pageId = page.id;
  prepareRegionMap(illustrationUrl);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d', { desynchronized: true, willReadFrequently: true });
    if (!canvas || !context) return undefined;
    let isCurrent = true;
    const { illustration, regions, regionMap: inWorker } = takeRegionMap(illustrationUrl);
    const regionMap = inWorker.catch(async (error: unknown) => {
      // A worker that failed (or was disposed) leaves the main thread to do it, once; a picture
      // that could not be read rejects again here.
      if (!isCurrent) throw error;
      return computeRegionMap(await illustration);
    });
    regionMap.catch(() => undefined);
    illustration.catch(() => undefined);
    const pageLog = createPageLog(pageId, photo !== null, regionMap);
    const session = new ColoringSession(canvasColorLayer(context), regionMap, { recorder: pageLog.log });
    attachPageLog(session, pageLog);
    setState({ session, isReady: !photo, illustration, regionMap });
    if (photo) {
      loadImage(photo)
        .then((image) => {
          if (!isCurrent) return;
          context.clearRect(0, 0, canvas.width, canvas.height);
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          session.markRestored();
        })
        .catch(() => {
          // The saved drawing could not be read: the page opens blank and can be colored anew.
        })
        .finally(() => {
          if (isCurrent) setState((current) => ({ ...current, isReady: true }));
        });
    }
    return () => {
      isCurrent = false;
      session.dispose();
      regions.dispose();
    };
  }, [canvasRef, illustrationUrl, photo, pageId]);

  const session = state.session;
  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? (() => idle),
  );
  return { ...state, snapshot };
}
