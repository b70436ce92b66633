/**
 * The window's size and position, remembered between runs (a small JSON file in the app's
 * user-data folder, written by main.ts when the window closes). What is read back is checked:
 * a file from an older version, a hand edit or a screen unplugged since must not open the
 * window off-screen or tiny.
 */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is remembered: the normal bounds (not the maximized ones) and whether it was maximized. */
export interface WindowState {
  bounds: Rectangle;
  isMaximized: boolean;
}

/** The window never opens smaller than this (pixels), as mainWindowOptions' minimum. */
const MIN_SIZE = { width: 800, height: 600 };
/** How much of the window's title bar must lie on a display to count as visible (pixels). */
const VISIBLE_PART = 100;

const isInteger = (value: unknown): value is number => Number.isInteger(value);

/** The state in a file's text, or null when it is missing, unreadable or not a state. */
export function parseWindowState(text: string | null): WindowState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const state = value as Partial<WindowState> | null;
  const bounds = state?.bounds;
  if (!bounds || ![bounds.x, bounds.y, bounds.width, bounds.height].every(isInteger)) return null;
  if (typeof state.isMaximized !== 'boolean') return null;
  return {
    bounds: { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height },
    isMaximized: state.isMaximized,
  };
}

/** True when at least VISIBLE_PART × the title bar of `bounds` lies on one of the `displays`' work areas. */
function isOnScreen(bounds: Rectangle, displays: readonly Rectangle[]): boolean {
  return displays.some((area) => {
    const overlapX = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
    const titleBarY = bounds.y;
    return overlapX >= VISIBLE_PART && titleBarY >= area.y && titleBarY < area.y + area.height - 20;
  });
}

/**
 * The bounds to open the window with: the saved ones, no smaller than the minimum and no larger
 * than the largest display, when they still show on one of `displays` (their work areas); else
 * null (the window opens at its default size, centered).
 */
export function restoreBounds(state: WindowState | null, displays: readonly Rectangle[]): Rectangle | null {
  if (!state || displays.length === 0) return null;
  const largest = displays.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
  const bounds = {
    x: state.bounds.x,
    y: state.bounds.y,
    width: Math.min(Math.max(state.bounds.width, MIN_SIZE.width), Math.max(largest.width, MIN_SIZE.width)),
    height: Math.min(
      Math.max(state.bounds.height, MIN_SIZE.height),
      Math.max(largest.height, MIN_SIZE.height),
    ),
  };
  return isOnScreen(bounds, displays) ? bounds : null;
}

/** The file's text for a window's state. */
export function serializeWindowState(state: WindowState): string {
  return `${JSON.stringify(state)}\n`;
}
