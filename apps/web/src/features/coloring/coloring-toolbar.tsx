import {
  ArrowLeft,
  Download,
  Hash,
  Palette,
  Printer,
  Redo2,
  Save,
  Trash2,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { ReactNode } from 'react';

import { Spinner } from '../../components/ui/spinner.tsx';

import type { FillState } from './coloring-session.ts';
import type { ExportAction } from './export-gate.ts';
import { ToolButton, ToolbarDivider } from './tool-button.tsx';
import { TOOLS, type ToolEntry, type ToolId, type ToolPanel } from './tool-registry.ts';

/** The id of the toolbar button that opens the panel `panelId`. */
export function toggleId(panelId: string): string {
  return `${panelId}-toggle`;
}

/** Gives focus back to the button that opened a panel, once the panel closes. */
export function focusToggle(panelId: string): void {
  document.getElementById(toggleId(panelId))?.focus();
}

export interface ColoringToolbarProps {
  tool: ToolId;
  panel: ToolPanel | null;
  brushPanelId: string;
  palettePanelId: string;
  color: string;
  brushSize: number;
  fillState: FillState;
  canUndo: boolean;
  canRedo: boolean;
  isZoomed: boolean;
  canSave: boolean;
  isSaving: boolean;
  saveStatus: string;
  exporting: ExportAction | null;
  isReady: boolean;
  /** Color by number's toggle (issue 15). */
  numbers: { isOn: boolean; onToggle(): void; onIntent?(): void };
  /** A pointer over Print or Download, or focus on them: their code may load ahead. */
  onExportIntent?(): void;
  onBack(): void;
  onPalette(): void;
  /** A tool's button (`tool-registry.ts`): picks it, toggling its panel or itself. */
  onTool(tool: ToolId): void;
  onUndo(): void;
  onRedo(): void;
  onZoom(): void;
  onClear(): void;
  onExport(action: ExportAction): void;
  onSave(): void;
  onClosePanel(): void;
  /** The app's menu button, first in the toolbar where it is a rail (`short-landscape`). */
  menuButton?: ReactNode;
  children?: ReactNode;
}

/**
 * Where the toolbar is a rail (a phone on its side): its panels open beside it, top-aligned,
 * not under it; they scroll if taller than the screen.
 */
const RAIL_PANELS =
  'short-landscape:[&>*+*]:top-0 short-landscape:[&>*+*]:left-full short-landscape:[&>*+*]:mt-0 short-landscape:[&>*+*]:ml-2 short-landscape:[&>*+*]:translate-x-0 short-landscape:[&>*+*]:max-h-[calc(100dvh-1rem-var(--safe-top))] short-landscape:[&>*+*]:overflow-y-auto';

/**
 * The coloring toolbar of spec §2: back, tools, history, zoom, clear, print, download, save.
 * A row that wraps; on a phone on its side (`short-landscape`, at most 30rem tall) a rail of two
 * columns of 44 px buttons beside the page (7 rows, 344 px), without dividers, led by the app's
 * menu button, so the page has the screen's whole height. Focus order is the same in both.
 */
export function ColoringToolbar(props: ColoringToolbarProps) {
  const { panel, brushPanelId, palettePanelId, isReady } = props;
  return (
    <div
      className={`relative ${RAIL_PANELS}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !panel) return;
        props.onClosePanel();
        focusToggle(panel === 'brush' ? brushPanelId : palettePanelId);
      }}
    >
      <div
        role="group"
        aria-label="Coloring tools"
        className="flex flex-wrap items-center gap-1 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-ink-200 short-landscape:grid short-landscape:max-h-[calc(100dvh-1rem-var(--safe-top))] short-landscape:grid-cols-2 short-landscape:overflow-y-auto short-landscape:[&>span[aria-hidden]]:hidden"
      >
        {props.menuButton && <span className="hidden short-landscape:contents">{props.menuButton}</span>}
        <ToolButton
          label="Back"
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          onClick={props.onBack}
        />
        <ToolbarDivider />
        {/* The palette sits beside the brush it colours: tools with a panel, then it, then the rest. */}
        {TOOLS.filter((entry) => entry.panel).map((entry) => (
          <ToolEntryButton key={entry.tool.id} entry={entry} {...props} />
        ))}
        <ToolButton
          id={toggleId(palettePanelId)}
          label="Palette"
          icon={
            <span aria-hidden="true" className="relative grid size-5 place-items-center">
              <Palette className="size-5" />
              <span
                className="absolute -right-1 -bottom-1 size-2.5 rounded-full ring-2 ring-white"
                style={{ backgroundColor: props.color }}
              />
            </span>
          }
          onClick={props.onPalette}
          controls={palettePanelId}
          isExpanded={panel === 'palette'}
        />
        {TOOLS.filter((entry) => !entry.panel).map((entry) => (
          <ToolEntryButton key={entry.tool.id} entry={entry} {...props} />
        ))}
        <ToolButton
          label="Numbers"
          hint="color by number"
          icon={<Hash aria-hidden="true" className="size-5" />}
          onClick={props.numbers.onToggle}
          onIntent={props.numbers.onIntent}
          isPressed={props.numbers.isOn}
          disabled={!isReady}
        />
        <span aria-hidden="true" className="hidden px-1 text-xs font-semibold text-ink-500 md:inline">
          {props.brushSize}px
        </span>
        <ToolbarDivider />
        <ToolButton
          label="Undo"
          hint="Ctrl+Z"
          icon={<Undo2 aria-hidden="true" className="size-5" />}
          onClick={props.onUndo}
          disabled={!props.canUndo}
        />
        <ToolButton
          label="Redo"
          hint="Ctrl+Shift+Z"
          icon={<Redo2 aria-hidden="true" className="size-5" />}
          onClick={props.onRedo}
          disabled={!props.canRedo}
        />
        <ToolButton
          label="Zoom"
          hint={props.isZoomed ? 'fit to screen' : 'full size'}
          icon={
            props.isZoomed ? (
              <ZoomOut aria-hidden="true" className="size-5" />
            ) : (
              <ZoomIn aria-hidden="true" className="size-5" />
            )
          }
          onClick={props.onZoom}
          isPressed={props.isZoomed}
        />
        <ToolButton
          label="Clear"
          icon={<Trash2 aria-hidden="true" className="size-5" />}
          onClick={props.onClear}
          disabled={!isReady}
        />
        <ToolbarDivider />
        <ToolButton
          label="Print"
          icon={<Printer aria-hidden="true" className="size-5" />}
          onClick={() => props.onExport('print')}
          onIntent={props.onExportIntent}
          isBusy={props.exporting === 'print'}
          disabled={!isReady}
        />
        <ToolButton
          label="Download"
          icon={<Download aria-hidden="true" className="size-5" />}
          onClick={() => props.onExport('download')}
          onIntent={props.onExportIntent}
          isBusy={props.exporting === 'download'}
          disabled={!isReady}
        />
        {/* In the rail Save is one 44 px cell like the others: its label is for screen readers. */}
        <div className="ml-auto flex items-center gap-2 pl-1 short-landscape:contents short-landscape:[&>button>span:last-child]:sr-only">
          {/* Shown on one line where the toolbar is one row (xl); narrower, where it wraps, it
              would add a row as it appears, so there it is for screen readers only. */}
          <span
            role="status"
            className="sr-only text-xs font-semibold text-ink-500 xl:not-sr-only xl:whitespace-nowrap"
          >
            {props.saveStatus}
          </span>
          <ToolButton
            label="Save"
            tone="primary"
            showLabel
            icon={<Save aria-hidden="true" className="size-5" />}
            onClick={props.onSave}
            disabled={!props.canSave}
            isBusy={props.isSaving}
          />
        </div>
      </div>
      {props.children}
    </div>
  );
}

/** A tool's toolbar button, from its registry entry: label, icon, shortcut hint, its panel. */
function ToolEntryButton({
  entry,
  tool,
  panel,
  brushPanelId,
  fillState,
  onTool,
}: { entry: ToolEntry<ToolId> } & ColoringToolbarProps) {
  const Icon = entry.icon;
  const panelId = entry.panel === 'brush' ? brushPanelId : undefined;
  const isPreparing = entry.tool.needsRegionMap && fillState === 'preparing';
  const key = entry.shortcut.toUpperCase();
  return (
    <ToolButton
      id={panelId && toggleId(panelId)}
      label={entry.label}
      hint={isPreparing ? `${key}, preparing…` : key}
      icon={<Icon aria-hidden="true" className="size-5" />}
      onClick={() => onTool(entry.tool.id)}
      isPressed={tool === entry.tool.id}
      controls={panelId}
      isExpanded={panelId ? panel === entry.panel : undefined}
      badge={isPreparing && <Spinner className="absolute top-1 right-1 size-2.5 border text-brand-500" />}
    />
  );
}
