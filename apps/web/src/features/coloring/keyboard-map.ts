import { toolForShortcut, type ToolId } from './tool-registry.ts';

/** What a key press asks the coloring screen to do. */
export type ShortcutCommand =
  { type: 'tool'; tool: ToolId } | { type: 'undo' } | { type: 'redo' } | { type: 'size-step'; step: -1 | 1 };

/** The fields of a `KeyboardEvent` the map reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The coloring screen's shortcuts: each tool's key from the registry (B brush, E eraser,
 * F fill), Ctrl/Cmd+Z undo,
 * Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo, [ smaller and ] bigger brush. Null for any other key.
 */
export function shortcutFor(press: KeyPress): ShortcutCommand | null {
  const key = press.key.toLowerCase();
  const isCommand = press.ctrlKey || press.metaKey;
  if (press.altKey) return null;
  if (isCommand) {
    if (key === 'z') return press.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y' && !press.shiftKey) return { type: 'redo' };
    return null;
  }
  const tool = toolForShortcut(key);
  if (tool) return { type: 'tool', tool };
  switch (key) {
    case '[':
      return { type: 'size-step', step: -1 };
    case ']':
      return { type: 'size-step', step: 1 };
    default:
      return null;
  }
}

/** True when keys typed at `target` belong to it (text fields, selects, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: string; isContentEditable?: boolean; type?: string };
  if (element.isContentEditable) return true;
  const tag = element.tagName?.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  // A colour picker or checkbox takes no text: shortcuts still work there.
  return (
    tag === 'input' &&
    !['button', 'checkbox', 'color', 'radio', 'range', 'reset', 'submit'].includes(element.type ?? 'text')
  );
}
