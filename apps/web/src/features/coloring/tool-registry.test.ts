import { describe, expect, it } from 'vitest';

import { shortcutFor } from './keyboard-map.ts';
import { TOOLS, toolEntry, toolForShortcut } from './tool-registry.ts';

describe('tool registry', () => {
  it('lists the spec toolbar tools with one key each', () => {
    expect(TOOLS.map((entry) => [entry.label, entry.shortcut])).toEqual([
      ['Brush', 'b'],
      ['Eraser', 'e'],
      ['Fill', 'f'],
    ]);
    expect(new Set(TOOLS.map((entry) => entry.tool.id)).size).toBe(TOOLS.length);
  });

  it('is what the keyboard map reads', () => {
    for (const entry of TOOLS) {
      expect(toolForShortcut(entry.shortcut.toUpperCase())).toBe(entry.tool.id);
      const press = { key: entry.shortcut, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
      expect(shortcutFor(press)).toEqual({ type: 'tool', tool: entry.tool.id });
    }
    expect(toolForShortcut('x')).toBeNull();
  });

  it('routes a press: brush and eraser start strokes, fill waits for a tap and fills', () => {
    const started: string[] = [];
    const filled: string[] = [];
    const stroke = { addPoints: () => {}, commit: () => true, cancel: () => {} };
    const target = {
      beginStroke: () => {
        started.push('stroke');
        return stroke;
      },
      fillAt: (_point: unknown, color: string) => {
        filled.push(color);
        return Promise.resolve(true);
      },
    };
    const settings = { size: 20, zoom: 1, color: '#ef4444', stayInsideLines: true };
    const at = { x: 5, y: 5 };
    expect(toolEntry('brush').tool.pointerDown(target, settings, at)).toBe(stroke);
    expect(toolEntry('eraser').tool.pointerDown(target, settings, at)).toBe(stroke);
    expect(toolEntry('fill').tool.pointerDown(target, settings, at)).toBeNull();
    toolEntry('fill').tool.tap?.(target, settings, at);
    expect(started).toEqual(['stroke', 'stroke']);
    expect(filled).toEqual(['#ef4444']);
    expect(toolEntry('fill').tool.needsRegionMap).toBe(true);
  });
});
