import { describe, expect, it, vi } from 'vitest';

import type { StrokeHandle } from './engine/tools/tool.ts';
import { startsPan } from './hand-tool.ts';
import { PointerInput, shouldCancelForPinch, type PointerInputHandlers } from './pointer-input.ts';

/** A 512-pixel square element at the origin showing a 1024-pixel canvas (zoom 0.5). */
function fakeElement() {
  const target = new EventTarget();
  return Object.assign(target, {
    style: {} as CSSStyleDeclaration,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 512, height: 512 }),
    setPointerCapture: vi.fn(),
    hasPointerCapture: () => true,
    releasePointerCapture: vi.fn(),
  }) as unknown as HTMLElement;
}

function pointer(
  type: string,
  init: {
    id?: number;
    x: number;
    y: number;
    kind?: string;
    time?: number;
    button?: number;
    pressure?: number;
  },
): Event {
  const event = new Event(type, { cancelable: true });
  const fields = {
    pointerId: init.id ?? 1,
    pointerType: init.kind ?? 'mouse',
    button: init.button ?? 0,
    clientX: init.x,
    clientY: init.y,
    pressure: init.pressure ?? 0.5,
    timeStamp: init.time ?? 0,
    getCoalescedEvents: () => [],
  };
  for (const [key, value] of Object.entries(fields)) Object.defineProperty(event, key, { value });
  return event;
}

function setup(tool: 'brush' | 'fill' = 'brush', isHandHeld = false) {
  const element = fakeElement();
  const stroke: StrokeHandle = { addPoints: vi.fn(), commit: vi.fn(() => true), cancel: vi.fn() };
  const handlers: PointerInputHandlers = {
    beginStroke: vi.fn(() => (tool === 'brush' ? stroke : null)),
    tap: vi.fn(),
    pinchStart: vi.fn(),
    pinch: vi.fn(),
    startsPan: vi.fn((press) => startsPan(press, isHandHeld)),
    panStart: vi.fn(),
    pan: vi.fn(),
    panEnd: vi.fn(),
  };
  const input = new PointerInput(element, () => handlers, 1024);
  return { element, stroke, handlers, input };
}

describe('PointerInput', () => {
  it('paints with one pointer in canvas pixels and commits on pointer up', () => {
    const { element, stroke, handlers } = setup();
    expect(element.style.touchAction).toBe('none');
    element.dispatchEvent(pointer('pointerdown', { x: 10, y: 20 }));
    expect(handlers.beginStroke).toHaveBeenCalledWith({ x: 20, y: 40 });
    expect(element.setPointerCapture).toHaveBeenCalledWith(1);
    element.dispatchEvent(pointer('pointermove', { x: 30, y: 20 }));
    expect(stroke.addPoints).toHaveBeenCalledWith([{ x: 60, y: 40 }]);
    element.dispatchEvent(pointer('pointerup', { x: 40, y: 20 }));
    expect(stroke.commit).toHaveBeenCalledTimes(1);
  });

  it("passes a pen's pressure with its samples (not the 0 of its pointerup); mouse and touch pass none", () => {
    const { element, stroke, handlers } = setup();
    element.dispatchEvent(pointer('pointerdown', { x: 10, y: 20, kind: 'pen', pressure: 0.2 }));
    expect(handlers.beginStroke).toHaveBeenCalledWith({ x: 20, y: 40, pressure: 0.2 });
    element.dispatchEvent(pointer('pointermove', { x: 30, y: 20, kind: 'pen', pressure: 0.9 }));
    expect(stroke.addPoints).toHaveBeenLastCalledWith([{ x: 60, y: 40, pressure: 0.9 }]);
    element.dispatchEvent(pointer('pointerup', { x: 40, y: 20, kind: 'pen', pressure: 0 }));
    expect(stroke.addPoints).toHaveBeenLastCalledWith([{ x: 80, y: 40 }]);
    for (const kind of ['mouse', 'touch']) {
      element.dispatchEvent(pointer('pointerdown', { id: 2, x: 10, y: 20, kind, pressure: 0.7 }));
      expect(handlers.beginStroke).toHaveBeenLastCalledWith({ x: 20, y: 40 });
      element.dispatchEvent(pointer('pointerup', { id: 2, x: 10, y: 20, kind }));
    }
  });

  it('ignores the right mouse button', () => {
    const { element, handlers } = setup();
    element.dispatchEvent(pointer('pointerdown', { x: 10, y: 20, button: 2 }));
    expect(handlers.beginStroke).not.toHaveBeenCalled();
  });

  it('pans with the middle button, painting nothing', () => {
    const { element, handlers } = setup();
    const down = pointer('pointerdown', { x: 100, y: 100, button: 1 });
    element.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(handlers.panStart).toHaveBeenCalledTimes(1);
    element.dispatchEvent(pointer('pointermove', { x: 130, y: 90 }));
    element.dispatchEvent(pointer('pointermove', { x: 140, y: 90 }));
    expect(handlers.pan).toHaveBeenNthCalledWith(1, 30, -10);
    expect(handlers.pan).toHaveBeenNthCalledWith(2, 10, 0);
    element.dispatchEvent(pointer('pointerup', { x: 140, y: 90, button: 1 }));
    expect(handlers.panEnd).toHaveBeenCalledTimes(1);
    expect(handlers.beginStroke).not.toHaveBeenCalled();
    expect(handlers.tap).not.toHaveBeenCalled();
  });

  it('pans with the main button while Space holds the hand tool', () => {
    const { element, handlers } = setup('fill', true);
    element.dispatchEvent(pointer('pointerdown', { x: 100, y: 100 }));
    element.dispatchEvent(pointer('pointermove', { x: 80, y: 120 }));
    element.dispatchEvent(pointer('pointerup', { x: 80, y: 120 }));
    expect(handlers.pan).toHaveBeenCalledWith(-20, 20);
    expect(handlers.panEnd).toHaveBeenCalledTimes(1);
    expect(handlers.beginStroke).not.toHaveBeenCalled();
    expect(handlers.tap).not.toHaveBeenCalled();
  });

  it('a pen paints even while Space is held', () => {
    const { element, handlers } = setup('brush', true);
    element.dispatchEvent(pointer('pointerdown', { kind: 'pen', x: 10, y: 20 }));
    expect(handlers.beginStroke).toHaveBeenCalledWith({ x: 20, y: 40, pressure: 0.5 });
    expect(handlers.panStart).not.toHaveBeenCalled();
  });

  it('a second finger landing at once cancels the stroke and pinches', () => {
    const { element, stroke, handlers } = setup();
    element.dispatchEvent(pointer('pointerdown', { id: 1, kind: 'touch', x: 100, y: 100, time: 0 }));
    element.dispatchEvent(pointer('pointerdown', { id: 2, kind: 'touch', x: 200, y: 100, time: 40 }));
    expect(stroke.cancel).toHaveBeenCalled();
    expect(stroke.commit).not.toHaveBeenCalled();
    expect(handlers.pinchStart).toHaveBeenCalled();
    element.dispatchEvent(pointer('pointermove', { id: 2, kind: 'touch', x: 250, y: 100 }));
    expect(handlers.pinch).toHaveBeenLastCalledWith(
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 100, y: 100 },
        { x: 250, y: 100 },
      ],
    );
    // Lifting one finger ends the pinch; the other does not start painting.
    element.dispatchEvent(pointer('pointerup', { id: 2, kind: 'touch', x: 250, y: 100 }));
    element.dispatchEvent(pointer('pointermove', { id: 1, kind: 'touch', x: 150, y: 150 }));
    expect(stroke.addPoints).not.toHaveBeenCalled();
    element.dispatchEvent(pointer('pointerup', { id: 1, kind: 'touch', x: 150, y: 150 }));
    element.dispatchEvent(pointer('pointerdown', { id: 3, kind: 'touch', x: 10, y: 10, time: 900 }));
    expect(handlers.beginStroke).toHaveBeenCalledTimes(2);
  });

  it('a second finger after a drawn stroke keeps the stroke', () => {
    const { element, stroke } = setup();
    element.dispatchEvent(pointer('pointerdown', { id: 1, kind: 'touch', x: 100, y: 100, time: 0 }));
    element.dispatchEvent(pointer('pointermove', { id: 1, kind: 'touch', x: 300, y: 100, time: 500 }));
    element.dispatchEvent(pointer('pointerdown', { id: 2, kind: 'touch', x: 200, y: 300, time: 600 }));
    expect(stroke.commit).toHaveBeenCalled();
    expect(stroke.cancel).not.toHaveBeenCalled();
  });

  it('the fill tool acts on a tap, not on a drag', () => {
    const { element, handlers } = setup('fill');
    element.dispatchEvent(pointer('pointerdown', { x: 100, y: 100 }));
    element.dispatchEvent(pointer('pointerup', { x: 104, y: 100 }));
    expect(handlers.tap).toHaveBeenCalledWith({ x: 208, y: 200 });
    element.dispatchEvent(pointer('pointerdown', { x: 100, y: 100 }));
    element.dispatchEvent(pointer('pointermove', { x: 160, y: 100 }));
    element.dispatchEvent(pointer('pointerup', { x: 160, y: 100 }));
    expect(handlers.tap).toHaveBeenCalledTimes(1);
  });
});

describe('shouldCancelForPinch', () => {
  it('cancels only a young, short stroke', () => {
    expect(shouldCancelForPinch(50, 5)).toBe(true);
    expect(shouldCancelForPinch(1000, 5)).toBe(false);
    expect(shouldCancelForPinch(50, 200)).toBe(false);
  });
});
