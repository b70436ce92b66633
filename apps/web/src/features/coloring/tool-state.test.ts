import { describe, expect, it } from 'vitest';

import {
  initialToolState,
  loadToolState,
  saveStayInsideLines,
  STAY_INSIDE_LINES_KEY,
  stepBrushSize,
  toolReducer,
} from './tool-state.ts';

describe('toolReducer', () => {
  it('starts with the brush, size 20, black and no panel (spec §3)', () => {
    expect(initialToolState).toEqual({
      tool: 'brush',
      brushSize: 20,
      color: '#000000',
      panel: null,
      stayInsideLines: true,
    });
  });

  it('opening the brush or palette panel closes the other', () => {
    const brush = toolReducer(initialToolState, { type: 'tool-button', tool: 'brush' });
    expect(brush.panel).toBe('brush');
    const palette = toolReducer(brush, { type: 'palette-button' });
    expect(palette.panel).toBe('palette');
    expect(toolReducer(palette, { type: 'tool-button', tool: 'brush' }).panel).toBe('brush');
    expect(toolReducer(palette, { type: 'palette-button' }).panel).toBeNull();
  });

  it('Brush picks the brush up again; Eraser and Fill toggle back to the brush', () => {
    const eraser = toolReducer(initialToolState, { type: 'tool-button', tool: 'eraser' });
    expect(eraser.tool).toBe('eraser');
    expect(toolReducer(eraser, { type: 'tool-button', tool: 'eraser' }).tool).toBe('brush');
    expect(toolReducer(eraser, { type: 'tool-button', tool: 'fill' }).tool).toBe('fill');
    expect(toolReducer(eraser, { type: 'tool-button', tool: 'brush' }).tool).toBe('brush');
  });

  it('choosing a colour while erasing switches to the brush, but keeps the fill', () => {
    const eraser = { ...initialToolState, tool: 'eraser' as const, panel: 'palette' as const };
    expect(toolReducer(eraser, { type: 'color', color: '#EF4444', close: true })).toMatchObject({
      tool: 'brush',
      color: '#ef4444',
      panel: null,
    });
    const fill = { ...initialToolState, tool: 'fill' as const, panel: 'palette' as const };
    expect(toolReducer(fill, { type: 'color', color: '#123456', close: false })).toMatchObject({
      tool: 'fill',
      panel: 'palette',
    });
  });
});

describe('stepBrushSize', () => {
  it('walks the presets and stops at the ends', () => {
    expect(stepBrushSize(20, 1)).toBe(25);
    expect(stepBrushSize(20, -1)).toBe(15);
    expect(stepBrushSize(30, 1)).toBe(30);
    expect(stepBrushSize(5, -1)).toBe(5);
  });

  it('snaps a size off the list to a neighbouring preset', () => {
    expect(stepBrushSize(17, 1)).toBe(20);
    expect(stepBrushSize(17, -1)).toBe(15);
    expect(stepBrushSize(50, -1)).toBe(25);
  });
});

describe('"Stay inside lines"', () => {
  it('is on for new users, toggles, and is remembered between visits', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    expect(loadToolState(storage).stayInsideLines).toBe(true);
    const off = toolReducer(initialToolState, { type: 'stay-inside-lines', isOn: false });
    expect(off.stayInsideLines).toBe(false);
    saveStayInsideLines(off.stayInsideLines, storage);
    expect(stored.get(STAY_INSIDE_LINES_KEY)).toBe('0');
    expect(loadToolState(storage).stayInsideLines).toBe(false);
    saveStayInsideLines(true, storage);
    expect(loadToolState(storage).stayInsideLines).toBe(true);
  });
});
