import { describe, expect, it } from 'vitest';

import { parseWindowState, restoreBounds, serializeWindowState, type WindowState } from './window-state.ts';

const LAPTOP = { x: 0, y: 0, width: 1440, height: 875 };
const RIGHT_MONITOR = { x: 1440, y: 0, width: 2560, height: 1415 };
const saved: WindowState = { bounds: { x: 1600, y: 120, width: 1400, height: 900 }, isMaximized: false };

describe('parseWindowState', () => {
  it('reads back what was written', () => {
    expect(parseWindowState(serializeWindowState(saved))).toEqual(saved);
    const maximized = { ...saved, isMaximized: true };
    expect(parseWindowState(serializeWindowState(maximized))).toEqual(maximized);
  });

  it('is null for a missing, broken or foreign file', () => {
    for (const text of [
      null,
      '',
      '{',
      'null',
      '{"bounds":{"x":1,"y":2,"width":"wide","height":3},"isMaximized":false}',
      '{"bounds":{"x":1,"y":2,"width":900,"height":700}}',
      '{"bounds":{"x":1.5,"y":2,"width":900,"height":700},"isMaximized":false}',
    ]) {
      expect(parseWindowState(text), String(text)).toBeNull();
    }
  });
});

describe('restoreBounds', () => {
  it('keeps bounds that still show on a display, on any monitor', () => {
    expect(restoreBounds(saved, [LAPTOP, RIGHT_MONITOR])).toEqual(saved.bounds);
  });

  it('forgets bounds on a monitor unplugged since', () => {
    expect(restoreBounds(saved, [LAPTOP])).toBeNull();
  });

  it('forgets bounds whose title bar is off the top or bottom', () => {
    expect(
      restoreBounds({ ...saved, bounds: { x: 100, y: -400, width: 900, height: 700 } }, [LAPTOP]),
    ).toBeNull();
    expect(
      restoreBounds({ ...saved, bounds: { x: 100, y: 870, width: 900, height: 700 } }, [LAPTOP]),
    ).toBeNull();
  });

  it('never opens smaller than the minimum nor larger than the largest display', () => {
    expect(restoreBounds({ ...saved, bounds: { x: 10, y: 10, width: 200, height: 100 } }, [LAPTOP])).toEqual({
      x: 10,
      y: 10,
      width: 800,
      height: 600,
    });
    expect(restoreBounds({ ...saved, bounds: { x: 0, y: 0, width: 5000, height: 3000 } }, [LAPTOP])).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 875,
    });
  });

  it('is null without a saved state', () => {
    expect(restoreBounds(null, [LAPTOP])).toBeNull();
  });
});
