import { useEffect, useRef, useState, type RefObject } from 'react';

import { canvasColorLayer } from '../color-layer.ts';
import type { ColoringSession } from '../coloring-session.ts';

import { pageLogOf } from './page-log.ts';
import type { VideoRecording } from './replay-video.ts';

/**
 * The player and the video recorder load with the first Replay or Export video, or ahead of
 * them (`preloadReplay`), not with the screen: the first fill never waits for them (issue 12).
 */
const loadPlayer = () => import('./replay-player.ts');
const loadVideo = () => import('./replay-video.ts');

/** Starts loading the replay's code (on intent, or when the browser is idle). */
export function preloadReplay(): void {
  for (const load of [loadPlayer, loadVideo]) void load().catch(() => undefined);
}

/** Replay speeds: the recording's own pace, four times it, or as fast as frames allow. */
export type ReplaySpeed = '1' | '4' | 'top';
export type ReplayStatus = 'idle' | 'playing' | 'recording';

/** The finished picture stays this long before the live layer comes back, ms. */
const END_HOLD_MS = 800;

export interface ReplayState {
  status: ReplayStatus;
  /** Share of operations played, 0–1. */
  progress: number;
  /** The page has operations to replay. */
  canReplay: boolean;
  /** The canvas the replay draws on (rendered while a replay runs). */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Where that canvas goes while a replay runs: the page's layer stack (the colour layer's parent). */
  host: HTMLElement | null;
  /**
   * Plays the page's log at `speed` on the replay canvas while the colour layer is hidden (never
   * touched: it is exactly as before once the replay ends or is stopped). With `video`, records it.
   * @returns the video when one was recorded and the replay was not stopped.
   */
  play(speed: ReplaySpeed, video?: { illustrationUrl: string }): Promise<Blob | null>;
  stop(): void;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * The replay of the page being colored (issue 15): its operation log played back on a canvas of
 * its own over the line art. Stops on `stop()`, on Escape, and when the page changes under it
 * (an undo shortcut pressed meanwhile).
 */
export function useReplay(
  session: ColoringSession | null,
  liveCanvasRef: RefObject<HTMLCanvasElement | null>,
): ReplayState {
  const [status, setStatus] = useState<ReplayStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [canReplay, setCanReplay] = useState(false);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stopped = useRef(false);

  useEffect(() => {
    const pageLog = pageLogOf(session);
    if (!session || !pageLog) return undefined;
    let isCurrent = true;
    const check = () => isCurrent && setCanReplay(pageLog.log.ops.length > 0);
    void pageLog.ready.then(check);
    const unsubscribe = session.subscribe((change) => {
      check();
      if (change && change !== 'restore') stopped.current = true;
    });
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [session]);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stopped.current = true;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [status]);

  const play = async (speed: ReplaySpeed, video?: { illustrationUrl: string }): Promise<Blob | null> => {
    const pageLog = pageLogOf(session);
    const live = liveCanvasRef.current;
    if (!pageLog || !live || status !== 'idle') return null;
    const [{ createReplaySession, ReplayPlayer, TOP_SPEED_SLICE_MS }, videoCode] = await Promise.all([
      loadPlayer(),
      video ? loadVideo() : null,
      pageLog.ready,
    ]);
    const map = await pageLog.regionMap;
    const ops = pageLog.log.ops.slice();
    stopped.current = false;
    setProgress(0);
    setHost(live.parentElement);
    setStatus(video ? 'recording' : 'playing');
    let recording: VideoRecording | null = null;
    let replay: ColoringSession | null = null;
    try {
      // The replay canvas appears with the next render.
      for (let i = 0; i < 10 && !canvasRef.current; i++) await nextFrame();
      const context = canvasRef.current?.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      replay = await createReplaySession(canvasColorLayer(context), map);
      const player = new ReplayPlayer(replay, ops);
      if (video && videoCode) recording = await videoCode.startVideo(context.canvas, video.illustrationUrl);
      live.style.visibility = 'hidden';
      const start = performance.now();
      while (!player.isDone && !stopped.current) {
        const now = await nextFrame();
        if (speed === 'top') player.advanceFor(TOP_SPEED_SLICE_MS);
        else player.advanceTo((now - start) * Number(speed));
        setProgress(player.progress);
        recording?.frame();
      }
      if (stopped.current) {
        player.stop();
        recording?.discard();
        return null;
      }
      const holdUntil = performance.now() + END_HOLD_MS;
      while (performance.now() < holdUntil && !stopped.current) {
        await nextFrame();
        recording?.frame();
      }
      return recording && !stopped.current ? await recording.finish() : null;
    } catch (error) {
      recording?.discard();
      throw error;
    } finally {
      replay?.dispose();
      live.style.visibility = '';
      setStatus('idle');
      setHost(null);
    }
  };

  return {
    status,
    progress,
    canReplay,
    canvasRef,
    host,
    play,
    stop: () => {
      stopped.current = true;
    },
  };
}
