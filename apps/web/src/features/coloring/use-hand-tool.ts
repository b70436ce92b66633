import { useEffect, useRef, useState, type RefObject } from 'react';

import { isHandKey } from './hand-tool.ts';

export interface HandTool {
  /** Space is held: the next mouse press pans (the cursor shows an open hand). */
  isHeld: boolean;
  /** The same, read by pointer input at the moment of a press. */
  heldRef: RefObject<boolean>;
}

/**
 * Space held down as a temporary hand tool (as in drawing apps): while it is down, dragging
 * the page pans it; letting go returns to the current tool. Typing in a field is left alone,
 * and a window that loses focus lets go (its keyup never arrives).
 */
export function useHandTool(viewportRef: RefObject<HTMLElement | null>): HandTool {
  const [isHeld, setIsHeld] = useState(false);
  const heldRef = useRef(false);

  useEffect(() => {
    const hold = (next: boolean) => {
      heldRef.current = next;
      setIsHeld(next);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (heldRef.current && event.key === ' ') {
        // Auto-repeat while held: keep the page from scrolling.
        event.preventDefault();
        return;
      }
      const isOverPage = viewportRef.current?.matches(':hover') ?? false;
      if (!isHandKey(event, event.target, isOverPage)) return;
      // No page scroll, and no click on the focused button when Space comes back up.
      event.preventDefault();
      hold(true);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !heldRef.current) return;
      event.preventDefault();
      hold(false);
    };
    const onBlur = () => {
      if (heldRef.current) hold(false);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
    };
  }, [viewportRef]);

  return { isHeld, heldRef };
}
