import { CANVAS_SIZE } from '@huebook/shared/constants';
import { useEffect, useRef, type RefObject } from 'react';

import { PointerInput, type PointerInputHandlers } from './pointer-input.ts';

/** Attaches `PointerInput` to the canvas for the component's life; handlers may change freely. */
export function usePointerInput(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  handlers: PointerInputHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const input = new PointerInput(canvas, () => latest.current, CANVAS_SIZE);
    return () => input.dispose();
  }, [canvasRef]);
}
