import type { PrintNumbers } from '@huebook/shared/schemas/number-palette';
import type { Page } from '@huebook/shared/schemas/page';
import { useCallback, useEffect, useRef, useState } from 'react';

import { celebrate } from '../celebrate.ts';
import type { ColoringSession } from '../coloring-session.ts';
import type { RegionMap } from '../engine/fill/region-map.ts';

import type { NumbersLayout } from './numbers-layout.ts';
import type { PreparedNumbers } from './numbers-runtime.ts';

/** The layout and the check load when Numbers is first turned on (issue 12), or ahead of it. */
const loadRuntime = () => import('./numbers-runtime.ts');

/** Starts loading color by number's code (on intent, or when the browser is idle). */
export function preloadColorByNumber(): void {
  void loadRuntime().catch(() => undefined);
}

export type NumbersStatus = 'off' | 'preparing' | 'ready' | 'failed';

export interface ColorByNumber {
  isOn: boolean;
  status: NumbersStatus;
  layout: NumbersLayout | null;
  /** Per mark of `layout`: 1 once its region has its number's colour. */
  done: Uint8Array | null;
  doneCount: number;
  total: number;
  /** True from the moment the last region is checked by a change on this screen. */
  hasCelebrated: boolean;
  /** Milliseconds the layout took in the worker (shown to tests as a data attribute). */
  layoutMs: number | null;
  toggle(): void;
  /** The numbers still to color, to print small and grey (empty when Numbers is off). */
  printNumbers(): PrintNumbers;
}

/**
 * Color by number on the coloring screen (issue 15): lays the numbers out once, in a worker,
 * the first time Numbers is turned on (the photo's colours when the page has them), then
 * re-checks the regions from the colour layer after every change while it is on, and
 * celebrates when the last region is colored right.
 */
export function useColorByNumber(
  page: Pick<Page, 'id' | 'generation'>,
  session: ColoringSession | null,
  regionMap: Promise<RegionMap> | null,
): ColorByNumber {
  const [isOn, setIsOn] = useState(false);
  const [ready, setReady] = useState<PreparedNumbers | null>(null);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<Uint8Array | null>(null);
  const [hasCelebrated, setHasCelebrated] = useState(false);
  const lastCount = useRef<number | null>(null);
  const isPhoto = page.generation?.method === 'photo';

  useEffect(() => {
    if (!isOn || ready || failed || !regionMap) return undefined;
    let isCurrent = true;
    loadRuntime()
      .then(async ({ prepareNumbers }) => {
        const made = await prepareNumbers(page.id, isPhoto, regionMap);
        if (isCurrent) setReady(made);
      })
      .catch(() => {
        if (isCurrent) setFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [isOn, ready, failed, regionMap, isPhoto, page.id]);

  useEffect(() => {
    if (!isOn || !ready || !session) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      const next = ready.check(session.readPixels());
      const count = next.reduce((sum, d) => sum + d, 0);
      const total = ready.layout.marks.length;
      // Only a change made here celebrates, not opening a page finished before.
      if (lastCount.current !== null && lastCount.current < total && count === total && total > 0) {
        celebrate();
        setHasCelebrated(true);
      }
      lastCount.current = count;
      setDone(next);
    };
    check();
    const unsubscribe = session.subscribe((change) => {
      // A saved drawing painted in is where the page starts, not a change made here.
      if (change === 'restore') lastCount.current = null;
      if (change && !frame) frame = requestAnimationFrame(check);
    });
    return () => {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [isOn, ready, session]);

  const layout = ready?.layout ?? null;
  const printNumbers = useCallback((): PrintNumbers => {
    if (!isOn || !layout) return [];
    return layout.marks
      .filter((_, m) => !done?.[m])
      .map((mark) => [mark.x, mark.y, mark.number, mark.size] as [number, number, number, number]);
  }, [isOn, layout, done]);

  return {
    isOn,
    status: !isOn ? 'off' : failed ? 'failed' : ready ? 'ready' : 'preparing',
    layout,
    done,
    doneCount: done ? done.reduce((sum, d) => sum + d, 0) : 0,
    total: layout?.marks.length ?? 0,
    hasCelebrated,
    layoutMs: ready?.ms ?? null,
    toggle: () => setIsOn((on) => !on),
    printNumbers,
  };
}
