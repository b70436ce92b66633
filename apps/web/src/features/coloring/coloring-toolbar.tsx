import {
  ArrowLeft,
  Brush,
  Download,
  Eraser,
  PaintBucket,
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
import type { Tool, ToolPanel } from './tool-state.ts';

/** The id of the toolbar button that opens the panel `panelId`. */
export function toggleId(panelId: string): string {
  return `${panelId}-toggle`;
}

/** Gives focus back to the button that opened a panel, once the panel closes. */
export function focusToggle(panelId: string): void {
  document.getElementById(toggleId(panelId))?.focus();
}

export interface ColoringToolbarProps {
  tool: Tool;
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
  onBack(): void;
  onBrush(): void;
  onPalette(): void;
  onTool(tool: 'eraser' | 'fill'): void;
  onUndo(): void;
  onRedo(): void;
  onZoom(): void;
  onClear(): void;
  onExport(action: ExportAction): void;
  onSave(): void;
  onClosePanel(): void;
  children?: ReactNode;
}

/** The coloring toolbar of spec §2: back, tools, history, zoom, clear, print, download, save. */
export function ColoringToolbar(props: ColoringToolbarProps) {
  const { tool, panel, brushPanelId, palettePanelId, isReady } = props;
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !panel) return;
        props.onClosePanel();
        focusToggle(panel === 'brush' ? brushPanelId : palettePanelId);
      }}
    >
      <div
        role="group"
        aria-label="Coloring tools"
        className="flex flex-wrap items-center gap-1 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-ink-200"
      >
        <ToolButton
          label="Back"
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          onClick={props.onBack}
        />
        <ToolbarDivider />
        <ToolButton
          id={toggleId(brushPanelId)}
          label="Brush"
          hint="B"
          icon={<Brush aria-hidden="true" className="size-5" />}
          onClick={props.onBrush}
          isPressed={tool === 'brush'}
          controls={brushPanelId}
          isExpanded={panel === 'brush'}
        />
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
        <ToolButton
          label="Eraser"
          hint="E"
          icon={<Eraser aria-hidden="true" className="size-5" />}
          onClick={() => props.onTool('eraser')}
          isPressed={tool === 'eraser'}
        />
        <ToolButton
          label="Fill"
          hint={props.fillState === 'preparing' ? 'F, preparing…' : 'F'}
          icon={<PaintBucket aria-hidden="true" className="size-5" />}
          onClick={() => props.onTool('fill')}
          isPressed={tool === 'fill'}
          badge={
            props.fillState === 'preparing' && (
              <Spinner className="absolute top-1 right-1 size-2.5 border text-brand-500" />
            )
          }
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
          isBusy={props.exporting === 'print'}
          disabled={!isReady}
        />
        <ToolButton
          label="Download"
          icon={<Download aria-hidden="true" className="size-5" />}
          onClick={() => props.onExport('download')}
          isBusy={props.exporting === 'download'}
          disabled={!isReady}
        />
        <div className="ml-auto flex items-center gap-2 pl-1">
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
