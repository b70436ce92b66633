import { useEffect, useRef, useState, type RefObject } from 'react';

import { DrawingSurface, loadImage } from './drawing-surface.ts';

export interface UseDrawingSurfaceOptions {
  brushSize: number;
  color: string;
  /** A saved drawing layer to paint first (the page's colored photo). */
  initialPhoto?: string | null;
  onStrokeEnd: () => void;
}

/**
 * Attaches a DrawingSurface to the canvas for the life of the component. `isReady` turns true
 * once a saved drawing, if any, is painted in, so the first strokes never land under it.
 */
export function useDrawingSurface(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  options: UseDrawingSurfaceOptions,
) {
  const surfaceRef = useRef<DrawingSurface | null>(null);
  const latest = useRef(options);
  const [isReady, setIsReady] = useState(!options.initialPhoto);
  const initialPhoto = options.initialPhoto;

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const surface = new DrawingSurface(canvas, {
      getBrush: () => ({ size: latest.current.brushSize, color: latest.current.color }),
      onStrokeEnd: () => latest.current.onStrokeEnd(),
    });
    surfaceRef.current = surface;
    let isCurrent = true;
    if (initialPhoto) {
      loadImage(initialPhoto)
        .then((image) => {
          if (!isCurrent) return;
          surface.clear();
          surface.drawImage(image);
        })
        .catch(() => {
          // The saved drawing could not be read: the page opens blank and can be colored anew.
        })
        .finally(() => {
          if (isCurrent) setIsReady(true);
        });
    }
    return () => {
      isCurrent = false;
      surface.destroy();
      surfaceRef.current = null;
    };
  }, [canvasRef, initialPhoto]);

  return { surfaceRef, isReady };
}
