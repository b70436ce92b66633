import { Brush, Eraser, PaintBucket, type LucideIcon } from 'lucide-react';

import { brushTool } from './engine/tools/brush.ts';
import { eraserTool } from './engine/tools/eraser.ts';
import { fillTool } from './engine/tools/fill.ts';
import type { Tool } from './engine/tools/tool.ts';

/** The toolbar's pop-over panels; at most one is open (spec §4). */
export type ToolPanel = 'brush' | 'palette';

/** A tool as the coloring screen shows it: the engine's tool plus its button and key. */
export interface ToolEntry<Id extends string = string> {
  readonly tool: Tool<Id>;
  /** Accessible name of its toolbar button (spec §2 toolbar). */
  readonly label: string;
  readonly icon: LucideIcon;
  /** The key that picks it (lower case, no modifier). */
  readonly shortcut: string;
  /**
   * The panel its button toggles while picking it (the brush's size panel, spec §4); a tool
   * without one toggles itself on and off, falling back to the brush.
   */
  readonly panel: ToolPanel | null;
}

/**
 * Every drawing tool of the coloring screen, in toolbar order: the one list the toolbar, the
 * keyboard map, the page's cursor and the pointer routing read (as tldraw's tools and
 * excalidraw's actions). Adding a tool is an engine `Tool` and an entry here.
 */
export const TOOLS = [
  { tool: brushTool, label: 'Brush', icon: Brush, shortcut: 'b', panel: 'brush' },
  { tool: eraserTool, label: 'Eraser', icon: Eraser, shortcut: 'e', panel: null },
  { tool: fillTool, label: 'Fill', icon: PaintBucket, shortcut: 'f', panel: null },
] as const satisfies readonly ToolEntry[];

export type ToolId = (typeof TOOLS)[number]['tool']['id'];

/** The tool a press falls back to (spec §3: tool defaults to brush). */
export const DEFAULT_TOOL: ToolId = 'brush';

/** The registry entry of a tool. */
export function toolEntry(id: ToolId): ToolEntry<ToolId> {
  return TOOLS.find((entry) => entry.tool.id === id)!;
}

/** The tool picked by a shortcut key (any case), or null. */
export function toolForShortcut(key: string): ToolId | null {
  const lower = key.toLowerCase();
  return TOOLS.find((entry) => entry.shortcut === lower)?.tool.id ?? null;
}
