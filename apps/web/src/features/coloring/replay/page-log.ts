import { MAX_REPLAY_LOG_BYTES } from '@huebook/shared/constants';

import { callApi } from '../../../lib/api-client.ts';
import type { ColoringSession } from '../coloring-session.ts';
import type { RegionMap } from '../engine/fill/region-map.ts';

import { OperationLog, type ReplayOp } from './op-log.ts';

/**
 * The log file's codec loads when a saved log is read or a log is saved, not with the screen:
 * recording (op-log.ts) is all the first stroke needs (issue 12).
 */
const loadCodec = () => import('./log-codec.ts');

/** Starts loading the codec (when the browser is idle after the first fill). */
export function preloadLogCodec(): void {
  void loadCodec().catch(() => undefined);
}

/**
 * The replay log of the page on the coloring screen: this visit's operations, after those saved
 * before (GET /coloreds/:id/log, fetched beside the saved layer, never replayed to show it).
 * `hasStart` is false when the page has a saved layer but no log (colored before replays
 * existed, or the log could not be read): the log would not lead to the layer, so none is saved.
 */
export interface PageLog {
  readonly log: OperationLog;
  /** Settles once the log saved before is in front of this visit's operations (or known missing). */
  readonly ready: Promise<void>;
  readonly regionMap: Promise<RegionMap>;
  hasStart(): boolean;
}

const logs = new WeakMap<ColoringSession, PageLog>();

/**
 * Fetches the caller's log of `pageId`; null when there is none.
 * @throws ApiError when it cannot be read.
 */
async function fetchSavedLog(pageId: string): Promise<{ ops: ReplayOp[]; isTruncated: boolean } | null> {
  const [{ data }, { decodeLog }] = await Promise.all([
    callApi('GET /coloreds/:id/log', { params: { id: pageId } }),
    loadCodec(),
  ]);
  return data.log === null ? null : decodeLog(fromBase64(data.log));
}

/**
 * A page's log, continuing the one saved with `savedLayer` when the page has one.
 * Network or format failures only make `hasStart()` false: coloring goes on.
 */
export function createPageLog(
  pageId: string,
  hasSavedLayer: boolean,
  regionMap: Promise<RegionMap>,
): PageLog {
  const log = new OperationLog();
  let hasStart = !hasSavedLayer;
  const ready = hasSavedLayer
    ? fetchSavedLog(pageId)
        .then((saved) => {
          if (!saved) return;
          log.prepend(saved);
          hasStart = true;
        })
        .catch(() => undefined)
    : Promise.resolve();
  return { log, ready, regionMap, hasStart: () => hasStart };
}

/** Ties a page log to its session (the save and the Replay button find it from the session). */
export function attachPageLog(session: ColoringSession, pageLog: PageLog): void {
  logs.set(session, pageLog);
}

export function pageLogOf(session: ColoringSession | null): PageLog | null {
  return (session && logs.get(session)) ?? null;
}

/**
 * The session's log as the save sends it: base64 of the log file up to this call (call it when
 * the layer is read), at most MAX_REPLAY_LOG_BYTES (operations cut from the end, marked
 * truncated, if it were larger); undefined when there is no log to save (`PageLog.hasStart`).
 */
export async function encodedReplayLog(session: ColoringSession | null): Promise<string | undefined> {
  const pageLog = pageLogOf(session);
  if (!pageLog) return undefined;
  const upToNow = pageLog.log.mark();
  await pageLog.ready;
  if (!pageLog.hasStart()) return undefined;
  const { encodeLog } = await loadCodec();
  let ops = upToNow();
  let file = await encodeLog(ops, pageLog.log.isTruncated);
  while (file.length > MAX_REPLAY_LOG_BYTES && ops.length > 0) {
    ops = ops.slice(0, Math.floor(ops.length * 0.75));
    file = await encodeLog(ops, true);
  }
  return toBase64(file);
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

export function fromBase64(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
