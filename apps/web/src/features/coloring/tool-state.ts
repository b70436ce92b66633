import { BRUSH_SIZES, DEFAULT_BRUSH_SIZE, DEFAULT_COLOR } from '@huebook/shared/constants';

/** The drawing tools: brush (normal compositing), eraser (removes pixels), fill (bucket). */
export type Tool = 'brush' | 'eraser' | 'fill';
/** The toolbar's pop-over panels; at most one is open (spec §4). */
export type ToolPanel = 'brush' | 'palette';

/** Tool part of the spec's canvas state (§3): tool, brush size, colour and the open panel. */
export interface ToolState {
  tool: Tool;
  /** Brush (and eraser) size in screen pixels, one of BRUSH_SIZES. */
  brushSize: number;
  /** CSS hex colour, lower case. */
  color: string;
  panel: ToolPanel | null;
}

export type ToolAction =
  | { type: 'brush-button' }
  | { type: 'palette-button' }
  | { type: 'tool-button'; tool: 'eraser' | 'fill' }
  | { type: 'select-tool'; tool: Tool }
  | { type: 'close-panel' }
  | { type: 'size'; size: number }
  | { type: 'size-step'; step: -1 | 1 }
  | { type: 'color'; color: string; close: boolean };

export const initialToolState: ToolState = {
  tool: 'brush',
  brushSize: DEFAULT_BRUSH_SIZE,
  color: DEFAULT_COLOR,
  panel: null,
};

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
 * Toolbar behaviour: Brush selects the brush and toggles the size panel; Palette toggles the
 * colour panel; opening one panel closes the other (spec §4). Eraser and Fill are toggles
 * that fall back to the brush. Choosing a colour while erasing picks the brush up again.
 */
export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'brush-button':
      return { ...state, tool: 'brush', panel: state.panel === 'brush' ? null : 'brush' };
    case 'palette-button':
      return { ...state, panel: state.panel === 'palette' ? null : 'palette' };
    case 'tool-button':
      return { ...state, tool: state.tool === action.tool ? 'brush' : action.tool, panel: null };
    case 'select-tool':
      return { ...state, tool: action.tool, panel: null };
    case 'close-panel':
      return state.panel ? { ...state, panel: null } : state;
    case 'size':
      return { ...state, brushSize: action.size, panel: null };
    case 'size-step':
      return { ...state, brushSize: stepBrushSize(state.brushSize, action.step) };
    case 'color':
      return {
        ...state,
        color: action.color.toLowerCase(),
        tool: state.tool === 'eraser' ? 'brush' : state.tool,
        panel: action.close ? null : state.panel,
      };
  }
}
