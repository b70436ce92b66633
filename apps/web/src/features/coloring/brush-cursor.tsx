import { useEffect, useRef, type RefObject } from 'react';

/**
 * An outline of the brush under a mouse or pen pointer, its real size on screen: a stroke is
 * brush size / zoom canvas pixels wide, which is brush size CSS pixels at any zoom. Moved by
 * style writes in pointer events, never by React renders.
 */
export function BrushCursor({
  viewportRef,
  size,
  isVisible,
}: {
  viewportRef: RefObject<HTMLElement | null>;
  size: number;
  isVisible: boolean;
}) {
  const ringRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    const ring = ringRef.current;
    if (!viewport || !ring) return undefined;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') {
        ring.style.opacity = '0';
        return;
      }
      const box = viewport.getBoundingClientRect();
      ring.style.opacity = '1';
      ring.style.transform = `translate(${event.clientX - box.left}px, ${event.clientY - box.top}px) translate(-50%, -50%)`;
    };
    const onLeave = () => {
      ring.style.opacity = '0';
    };
    viewport.addEventListener('pointermove', onMove);
    viewport.addEventListener('pointerleave', onLeave);
    return () => {
      viewport.removeEventListener('pointermove', onMove);
      viewport.removeEventListener('pointerleave', onLeave);
    };
  }, [viewportRef]);

  return (
    <span
      ref={ringRef}
      aria-hidden="true"
      className={
        isVisible
          ? 'pointer-events-none absolute top-0 left-0 rounded-full border border-ink-900/60 opacity-0 shadow-[0_0_0_1px_rgba(255,255,255,0.8)]'
          : 'hidden'
      }
      style={{ width: size, height: size }}
    />
  );
}
