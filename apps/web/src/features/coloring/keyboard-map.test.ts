import { describe, expect, it } from 'vitest';

import { isTypingTarget, shortcutFor, type KeyPress } from './keyboard-map.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it('maps tool keys in either case', () => {
    expect(shortcutFor(press('b'))).toEqual({ type: 'tool', tool: 'brush' });
    expect(shortcutFor(press('E', { shiftKey: true }))).toEqual({ type: 'tool', tool: 'eraser' });
    expect(shortcutFor(press('f'))).toEqual({ type: 'tool', tool: 'fill' });
  });

  it('maps undo and redo with Ctrl or Cmd', () => {
    expect(shortcutFor(press('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(shortcutFor(press('z', { metaKey: true }))).toEqual({ type: 'undo' });
    expect(shortcutFor(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutFor(press('z', { metaKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutFor(press('y', { ctrlKey: true }))).toEqual({ type: 'redo' });
  });

  it('maps the brackets to brush size steps', () => {
    expect(shortcutFor(press('['))).toEqual({ type: 'size-step', step: -1 });
    expect(shortcutFor(press(']'))).toEqual({ type: 'size-step', step: 1 });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(shortcutFor(press('z'))).toBeNull();
    expect(shortcutFor(press('b', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('f', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('e', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('Enter'))).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields and editable content', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
  });

  it('is false for buttons, the colour picker and the page', () => {
    expect(isTypingTarget({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'color' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
