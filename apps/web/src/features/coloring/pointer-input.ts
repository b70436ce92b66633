import { toCanvasPoint } from './engine/tools/pointer.ts';
import type { StrokePoint } from './engine/tools/stroke.ts';
import type { StrokeHandle } from './engine/tools/tool.ts';
import type { Point } from './engine/types.ts';
import type { PointerPress } from './hand-tool.ts';
import type { ScreenPoint } from './view-math.ts';

/** A second finger this soon (ms) after the first, before it moved this far (CSS px), means pinch. */
export const PINCH_GRACE_MS = 300;
export const PINCH_GRACE_PX = 48;
/** A tap (the fill tool) may drift this far, CSS pixels. */
export const TAP_SLOP_PX = 12;

/** What pointer input drives; read at every event, so it may change between strokes. */
export interface PointerInputHandlers {
  /** Starts a stroke at a canvas point, or null when the current tool works by taps (fill). */
  beginStroke(point: StrokePoint): StrokeHandle | null;
  /** A tap of a tap tool at a canvas point. */
  tap(point: Point): void;
  /** A two-finger gesture began; `pinch` then reports the fingers' first and current positions. */
  pinchStart(): void;
  pinch(from: readonly [ScreenPoint, ScreenPoint], to: readonly [ScreenPoint, ScreenPoint]): void;
  /** Whether a press pans the page instead of painting (`hand-tool.ts`). */
  startsPan(press: PointerPress): boolean;
  /** A pan began; `pan` then reports each move, client pixels; `panEnd` when the button is up. */
  panStart(): void;
  pan(dx: number, dy: number): void;
  panEnd(): void;
}

/**
 * Whether a second finger landing during a one-finger stroke turns it into a pinch that takes
 * the stroke back (the stroke is young and short), rather than ending it as drawn.
 */
export function shouldCancelForPinch(elapsedMs: number, travelPx: number): boolean {
  return elapsedMs < PINCH_GRACE_MS && travelPx < PINCH_GRACE_PX;
}

/** The fields of a pointer event (or a coalesced sample) a stroke reads. */
type PointerSample = Pick<PointerEvent, 'clientX' | 'clientY' | 'pointerType' | 'pressure'>;

interface Contact {
  type: string;
  start: ScreenPoint;
  now: ScreenPoint;
  time: number;
  travel: number;
}

type Gesture =
  | { kind: 'idle' }
  | { kind: 'stroke'; pointerId: number; stroke: StrokeHandle }
  | { kind: 'tap'; pointerId: number }
  | { kind: 'pinch'; ids: [number, number]; from: [ScreenPoint, ScreenPoint] }
  /** A mouse drag moving the page (middle button, or Space held): paints nothing. */
  | { kind: 'pan'; pointerId: number; last: ScreenPoint }
  /** Fingers left over from a pinch: nothing happens until every one is up. */
  | { kind: 'done' };

/**
 * Pointer Events on the drawing canvas (mouse, pen, touch): one pointer paints, with pointer
 * capture and every coalesced sample; on touch, a second finger turns the gesture into a
 * pinch-zoom and pan, taking back a stroke that had only just begun; a mouse drag with the
 * middle button (or the main one while Space is held) pans. Plain DOM, no React.
 */
export class PointerInput {
  private readonly contacts = new Map<number, Contact>();
  private gesture: Gesture = { kind: 'idle' };

  constructor(
    private readonly element: HTMLElement,
    private readonly handlers: () => PointerInputHandlers,
    private readonly canvasSize: number,
  ) {
    element.style.touchAction = 'none';
    element.addEventListener('pointerdown', this.onDown);
    element.addEventListener('pointermove', this.onMove);
    element.addEventListener('pointerup', this.onUp);
    element.addEventListener('pointercancel', this.onUp);
    element.addEventListener('contextmenu', this.onContextMenu);
    element.addEventListener('mousedown', this.onMouseDown);
  }

  dispose(): void {
    this.element.removeEventListener('pointerdown', this.onDown);
    this.element.removeEventListener('pointermove', this.onMove);
    this.element.removeEventListener('pointerup', this.onUp);
    this.element.removeEventListener('pointercancel', this.onUp);
    this.element.removeEventListener('contextmenu', this.onContextMenu);
    this.element.removeEventListener('mousedown', this.onMouseDown);
    if (this.gesture.kind === 'stroke') this.gesture.stroke.commit();
    this.gesture = { kind: 'idle' };
    this.contacts.clear();
  }

  /**
   * Canvas points of pointer samples; a pen's carry its pressure (0–1), the stroke width
   * follows it. Mouse and touch carry none: their strokes keep the brush width.
   */
  private toCanvas(events: readonly PointerSample[]): StrokePoint[] {
    const box = this.element.getBoundingClientRect();
    return events.map((event) => {
      const point: StrokePoint = toCanvasPoint(event, box, this.canvasSize);
      if (event.pointerType === 'pen') point.pressure = event.pressure;
      return point;
    });
  }

  private readonly onContextMenu = (event: Event) => event.preventDefault();

  /** A middle press would start the browser's autoscroll (or paste, on Linux). */
  private readonly onMouseDown = (event: MouseEvent) => {
    if (event.button === 1) event.preventDefault();
  };

  private readonly onDown = (event: PointerEvent): void => {
    const isPan = this.gesture.kind === 'idle' && this.handlers().startsPan(event);
    if (event.pointerType === 'mouse' && event.button !== 0 && !isPan) return;
    const at = { x: event.clientX, y: event.clientY };
    this.contacts.set(event.pointerId, {
      type: event.pointerType,
      start: at,
      now: at,
      time: event.timeStamp,
      travel: 0,
    });
    try {
      this.element.setPointerCapture(event.pointerId);
    } catch {
      // A pointer already gone cannot be captured; its events still arrive while over the canvas.
    }
    event.preventDefault();
    const gesture = this.gesture;
    if (isPan) {
      this.gesture = { kind: 'pan', pointerId: event.pointerId, last: at };
      this.handlers().panStart();
      return;
    }
    if (gesture.kind === 'idle') {
      const [point] = this.toCanvas([event]);
      const stroke = this.handlers().beginStroke(point!);
      this.gesture = stroke
        ? { kind: 'stroke', pointerId: event.pointerId, stroke }
        : { kind: 'tap', pointerId: event.pointerId };
      return;
    }
    if (event.pointerType !== 'touch' || (gesture.kind !== 'stroke' && gesture.kind !== 'tap')) return;
    const first = this.contacts.get(gesture.pointerId);
    if (!first || first.type !== 'touch') return;
    if (gesture.kind === 'stroke') {
      if (shouldCancelForPinch(event.timeStamp - first.time, first.travel)) gesture.stroke.cancel();
      else gesture.stroke.commit();
    }
    this.gesture = { kind: 'pinch', ids: [gesture.pointerId, event.pointerId], from: [first.now, at] };
    this.handlers().pinchStart();
  };

  private readonly onMove = (event: PointerEvent): void => {
    const contact = this.contacts.get(event.pointerId);
    if (!contact) return;
    const samples = event.getCoalescedEvents?.() ?? [];
    const events = samples.length > 0 ? samples : [event];
    const last = events[events.length - 1]!;
    const now = { x: last.clientX, y: last.clientY };
    contact.travel = Math.max(contact.travel, Math.hypot(now.x - contact.start.x, now.y - contact.start.y));
    contact.now = now;
    const gesture = this.gesture;
    if (gesture.kind === 'stroke' && gesture.pointerId === event.pointerId) {
      gesture.stroke.addPoints(this.toCanvas(events));
    } else if (gesture.kind === 'pinch' && gesture.ids.includes(event.pointerId)) {
      const a = this.contacts.get(gesture.ids[0]);
      const b = this.contacts.get(gesture.ids[1]);
      if (a && b) this.handlers().pinch(gesture.from, [a.now, b.now]);
    } else if (gesture.kind === 'pan' && gesture.pointerId === event.pointerId) {
      const { last } = gesture;
      gesture.last = now;
      if (now.x !== last.x || now.y !== last.y) this.handlers().pan(now.x - last.x, now.y - last.y);
    }
  };

  private readonly onUp = (event: PointerEvent): void => {
    const contact = this.contacts.get(event.pointerId);
    if (!contact) return;
    this.contacts.delete(event.pointerId);
    if (this.element.hasPointerCapture?.(event.pointerId))
      this.element.releasePointerCapture(event.pointerId);
    const gesture = this.gesture;
    if (gesture.kind === 'stroke' && gesture.pointerId === event.pointerId) {
      // A pen's pointerup reads pressure 0: its position counts, not its pressure.
      if (event.type === 'pointerup')
        gesture.stroke.addPoints(this.toCanvas([event]).map(({ x, y }) => ({ x, y })));
      gesture.stroke.commit();
      this.gesture = { kind: 'idle' };
    } else if (gesture.kind === 'tap' && gesture.pointerId === event.pointerId) {
      this.gesture = { kind: 'idle' };
      if (event.type === 'pointerup' && contact.travel <= TAP_SLOP_PX) {
        const [point] = this.toCanvas([event]);
        this.handlers().tap(point!);
      }
    } else if (gesture.kind === 'pinch' && gesture.ids.includes(event.pointerId)) {
      this.gesture = { kind: 'done' };
    } else if (gesture.kind === 'pan' && gesture.pointerId === event.pointerId) {
      this.gesture = { kind: 'idle' };
      this.handlers().panEnd();
    }
    if (this.contacts.size === 0) this.gesture = { kind: 'idle' };
  };
}
