import { isTypingTarget, type KeyPress } from './keyboard-map.ts';

/** What the page's pointer shows for the hand (pan) tool; null when the current tool is in use. */
export type HandCursor = 'grab' | 'grabbing' | null;

/** The fields of a `PointerEvent` that decide whether a press pans. */
export interface PointerPress {
  pointerType: string;
  /** 0 main (left), 1 auxiliary (middle), 2 secondary (right). */
  button: number;
}

const CONTROL_TAGS = new Set(['a', 'button', 'input', 'select', 'summary', 'textarea']);
const CONTROL_ROLES = new Set(['button', 'checkbox', 'link', 'menuitem', 'option', 'radio', 'switch', 'tab']);

/** True for an element that Space activates or types into (a button, a link, a field). */
export function isControlTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: string; getAttribute?: (name: string) => string | null };
  if (CONTROL_TAGS.has(element.tagName?.toLowerCase() ?? '')) return true;
  return CONTROL_ROLES.has(element.getAttribute?.('role') ?? '');
}

/**
 * Whether a Space press holds the hand tool (drag to pan) instead of doing its usual job.
 * Never in a text field. With the pointer over the page Space always pans (so the toolbar
 * button last clicked is not pressed again); elsewhere it still activates a focused control.
 */
export function isHandKey(press: KeyPress, target: EventTarget | null, isOverPage: boolean): boolean {
  if (press.key !== ' ' || press.ctrlKey || press.metaKey || press.altKey) return false;
  if (isTypingTarget(target)) return false;
  return isOverPage || !isControlTarget(target);
}

/**
 * Whether a pointer press pans the page rather than painting: the middle mouse button always,
 * the main one while Space holds the hand tool. Touch (two fingers pan) and pen are unchanged.
 */
export function startsPan(press: PointerPress, isHandHeld: boolean): boolean {
  if (press.pointerType !== 'mouse') return false;
  return press.button === 1 || (press.button === 0 && isHandHeld);
}
