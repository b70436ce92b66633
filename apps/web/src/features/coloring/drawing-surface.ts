import { strokeWidth, toCanvasPoint, zoomFor } from './stroke.ts';

/** What the surface asks of its host at the start of every stroke. */
export interface DrawingSurfaceHost {
  /** Brush size in screen pixels and CSS colour of the next stroke. */
  getBrush: () => { size: number; color: string };
  /** Called when a stroke ends (pointer up or cancel). */
  onStrokeEnd?: () => void;
}

interface ActiveStroke {
  pointerId: number;
  x: number;
  y: number;
  width: number;
}

/**
 * A freehand brush on a canvas, driven by Pointer Events (mouse, touch, pen) with pointer
 * capture and coalesced events for smooth lines. Plain DOM, no React, so the coloring engine
 * can replace it. One pointer draws at a time; others are ignored while it does.
 */
export class DrawingSurface {
  private readonly context: CanvasRenderingContext2D;
  private active: ActiveStroke | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly host: DrawingSurfaceHost,
  ) {
    const context = canvas.getContext('2d', { desynchronized: true });
    if (!context) throw new Error('Canvas 2D is not available');
    this.context = context;
    canvas.style.touchAction = 'none';
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointermove', this.onPointerMove);
    canvas.addEventListener('pointerup', this.onPointerEnd);
    canvas.addEventListener('pointercancel', this.onPointerEnd);
    canvas.addEventListener('lostpointercapture', this.onPointerEnd);
  }

  destroy(): void {
    this.canvas.removeEventListener('pointerdown', this.onPointerDown);
    this.canvas.removeEventListener('pointermove', this.onPointerMove);
    this.canvas.removeEventListener('pointerup', this.onPointerEnd);
    this.canvas.removeEventListener('pointercancel', this.onPointerEnd);
    this.canvas.removeEventListener('lostpointercapture', this.onPointerEnd);
    this.active = null;
  }

  /** Paints an image over the whole canvas (a saved colored page being reopened). */
  drawImage(image: CanvasImageSource): void {
    this.context.drawImage(image, 0, 0, this.canvas.width, this.canvas.height);
  }

  clear(): void {
    this.context.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }

  /** The drawing layer as a PNG (transparent where nothing was painted). */
  toPngBlob(): Promise<Blob | null> {
    return new Promise((resolve) => this.canvas.toBlob(resolve, 'image/png'));
  }

  private point(event: PointerEvent): { x: number; y: number } {
    return toCanvasPoint(event.clientX, event.clientY, this.canvas.getBoundingClientRect(), this.canvas);
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    if (this.active || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    try {
      this.canvas.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that is already gone cannot be captured; the stroke still works.
    }
    const { size, color } = this.host.getBrush();
    const width = strokeWidth(size, zoomFor(this.canvas.getBoundingClientRect().width, this.canvas.width));
    const { x, y } = this.point(event);
    const ctx = this.context;
    ctx.globalCompositeOperation = 'source-over';
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // A tap leaves a dot.
    ctx.beginPath();
    ctx.arc(x, y, width / 2, 0, Math.PI * 2);
    ctx.fill();
    this.active = { pointerId: event.pointerId, x, y, width };
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const active = this.active;
    if (!active || event.pointerId !== active.pointerId) return;
    const coalesced = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
    const ctx = this.context;
    ctx.beginPath();
    ctx.moveTo(active.x, active.y);
    for (const sample of coalesced.length > 0 ? coalesced : [event]) {
      const { x, y } = this.point(sample);
      ctx.lineTo(x, y);
      active.x = x;
      active.y = y;
    }
    ctx.stroke();
  };

  private readonly onPointerEnd = (event: PointerEvent): void => {
    if (!this.active || event.pointerId !== this.active.pointerId) return;
    this.active = null;
    if (this.canvas.hasPointerCapture?.(event.pointerId)) this.canvas.releasePointerCapture(event.pointerId);
    this.host.onStrokeEnd?.();
  };
}

/** Loads an image from a same-origin URL (so the canvas stays exportable). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}
