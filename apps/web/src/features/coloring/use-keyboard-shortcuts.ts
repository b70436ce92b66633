import { useEffect, useRef } from 'react';

import { isTypingTarget, shortcutFor, type ShortcutCommand } from './keyboard-map.ts';

/**
 * Runs the coloring shortcuts (`keyboard-map.ts`) from anywhere on the screen, except while
 * the user types in a field.
 */
export function useKeyboardShortcuts(onCommand: (command: ShortcutCommand) => void): void {
  const latest = useRef(onCommand);
  useEffect(() => {
    latest.current = onCommand;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      const command = shortcutFor(event);
      if (!command) return;
      event.preventDefault();
      latest.current(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
