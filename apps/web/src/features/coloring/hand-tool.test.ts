import { describe, expect, it } from 'vitest';

import { isControlTarget, isHandKey, startsPan } from './hand-tool.ts';
import type { KeyPress } from './keyboard-map.ts';

const space = (mods: Partial<KeyPress> = {}): KeyPress => ({
  key: ' ',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const element = (tagName: string, fields: Record<string, unknown> = {}) =>
  ({
    tagName,
    getAttribute: (name: string) => (fields[name] as string) ?? null,
    ...fields,
  }) as unknown as EventTarget;

describe('isHandKey', () => {
  it('holds the hand tool with Space on the page or the screen', () => {
    expect(isHandKey(space(), element('BODY'), false)).toBe(true);
    expect(isHandKey(space(), element('CANVAS'), true)).toBe(true);
    expect(isHandKey(space({ shiftKey: true }), element('BODY'), false)).toBe(true);
  });

  it('never takes Space from a text field, even over the page', () => {
    expect(isHandKey(space(), element('INPUT', { type: 'text' }), true)).toBe(false);
    expect(isHandKey(space(), element('TEXTAREA'), true)).toBe(false);
    expect(isHandKey(space(), element('DIV', { isContentEditable: true }), true)).toBe(false);
  });

  it('leaves Space to a focused button unless the pointer is over the page', () => {
    expect(isHandKey(space(), element('BUTTON'), false)).toBe(false);
    expect(isHandKey(space(), element('DIV', { role: 'button' }), false)).toBe(false);
    expect(isHandKey(space(), element('BUTTON'), true)).toBe(true);
  });

  it('ignores other keys and Space with a command modifier', () => {
    expect(isHandKey({ ...space(), key: 'b' }, element('BODY'), true)).toBe(false);
    expect(isHandKey(space({ ctrlKey: true }), element('BODY'), true)).toBe(false);
    expect(isHandKey(space({ altKey: true }), element('BODY'), true)).toBe(false);
  });
});

describe('isControlTarget', () => {
  it('is true for controls that Space activates', () => {
    expect(isControlTarget(element('A'))).toBe(true);
    expect(isControlTarget(element('INPUT', { type: 'checkbox' }))).toBe(true);
    expect(isControlTarget(element('SPAN', { role: 'switch' }))).toBe(true);
    expect(isControlTarget(element('DIV'))).toBe(false);
    expect(isControlTarget(null)).toBe(false);
  });
});

describe('startsPan', () => {
  it('pans with the middle mouse button, or the main one while the hand is held', () => {
    expect(startsPan({ pointerType: 'mouse', button: 1 }, false)).toBe(true);
    expect(startsPan({ pointerType: 'mouse', button: 0 }, true)).toBe(true);
    expect(startsPan({ pointerType: 'mouse', button: 0 }, false)).toBe(false);
    expect(startsPan({ pointerType: 'mouse', button: 2 }, true)).toBe(false);
  });

  it('leaves touch and pen as they are', () => {
    expect(startsPan({ pointerType: 'touch', button: 0 }, true)).toBe(false);
    expect(startsPan({ pointerType: 'pen', button: 0 }, true)).toBe(false);
    expect(startsPan({ pointerType: 'pen', button: 1 }, false)).toBe(false);
  });
});
