import { BRUSH_SIZES, DEFAULT_BRUSH_SIZE, DEFAULT_COLOR } from '@huebook/shared/constants';

import { DEFAULT_TOOL, toolEntry, type ToolId, type ToolPanel } from './tool-registry.ts';

/** Tool part of the spec's canvas state (§3): tool, brush size, colour and the open panel. */
export interface ToolState {
  tool: ToolId;
  /** Brush (and eraser) size in screen pixels, one of BRUSH_SIZES. */
  brushSize: number;
  /** CSS hex colour, lower case. */
  color: string;
  panel: ToolPanel | null;
  /** "Stay inside lines" (brush panel): strokes keep to the region they began in. */
  stayInsideLines: boolean;
}

export type ToolAction =
  | { type: 'palette-button' }
  | { type: 'tool-button'; tool: ToolId }
  | { type: 'select-tool'; tool: ToolId }
  | { type: 'close-panel' }
  | { type: 'size'; size: number }
  | { type: 'size-step'; step: -1 | 1 }
  | { type: 'color'; color: string; close: boolean }
  | { type: 'stay-inside-lines'; isOn: boolean };

export const initialToolState: ToolState = {
  tool: DEFAULT_TOOL,
  brushSize: DEFAULT_BRUSH_SIZE,
  color: DEFAULT_COLOR,
  panel: null,
  // On for new users: a child's first strokes stay where they began.
  stayInsideLines: true,
};

/** Where the "Stay inside lines" choice is kept between visits (localStorage, '1' or '0'). */
export const STAY_INSIDE_LINES_KEY = 'huebook:stay-inside-lines';

/** The starting tool state, with the remembered "Stay inside lines" choice when there is one. */
export function loadToolState(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): ToolState {
  const saved = storage?.getItem(STAY_INSIDE_LINES_KEY);
  return saved === '0' || saved === '1'
    ? { ...initialToolState, stayInsideLines: saved === '1' }
    : initialToolState;
}

/** Remembers the "Stay inside lines" choice (ignored where storage is unavailable). */
export function saveStayInsideLines(
  isOn: boolean,
  storage: Pick<Storage, 'setItem'> | null = safeLocalStorage(),
): void {
  try {
    storage?.setItem(STAY_INSIDE_LINES_KEY, isOn ? '1' : '0');
  } catch {
    // Storage full or blocked (private mode): the choice lasts for this visit only.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The next brush size in the preset list (30…5, spec §9): step +1 is bigger, -1 smaller,
 * stopping at either end. A size off the list snaps to its nearest preset first.
 */
export function stepBrushSize(size: number, step: -1 | 1): number {
  const ascending = [...BRUSH_SIZES].sort((a, b) => a - b);
  let index = ascending.findIndex((option) => option >= size);
  if (index < 0) index = ascending.length - 1;
  if (ascending[index] !== size) return step > 0 ? ascending[index]! : ascending[Math.max(0, index - 1)]!;
  return ascending[Math.min(ascending.length - 1, Math.max(0, index + step))]!;
}

/**
 * Toolbar behaviour: a tool with a panel (the brush, `tool-registry.ts`) is picked and toggles
 * its panel; Palette toggles the colour panel; opening one panel closes the other (spec §4).
 * Tools without a panel (eraser, fill) are toggles that fall back to the brush. Choosing a
 * colour while erasing picks the brush up again.
 */
export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'palette-button':
      return { ...state, panel: state.panel === 'palette' ? null : 'palette' };
    case 'tool-button': {
      const { panel } = toolEntry(action.tool);
      if (panel) return { ...state, tool: action.tool, panel: state.panel === panel ? null : panel };
      return { ...state, tool: state.tool === action.tool ? DEFAULT_TOOL : action.tool, panel: null };
    }
    case 'select-tool':
      return { ...state, tool: action.tool, panel: null };
    case 'close-panel':
      return state.panel ? { ...state, panel: null } : state;
    case 'size':
      return { ...state, brushSize: action.size, panel: null };
    case 'size-step':
      return { ...state, brushSize: stepBrushSize(state.brushSize, action.step) };
    case 'stay-inside-lines':
      return { ...state, stayInsideLines: action.isOn };
    case 'color':
      return {
        ...state,
        color: action.color.toLowerCase(),
        tool: state.tool === 'eraser' ? DEFAULT_TOOL : state.tool,
        panel: action.close ? null : state.panel,
      };
  }
}
