import clsx from 'clsx';
import { ArrowLeft, Brush, Palette, Save } from 'lucide-react';
import type { ReactNode } from 'react';

import { Spinner } from '../../components/ui/spinner.tsx';

export type ToolPanel = 'brush' | 'palette';

/** The id of the toolbar button that opens the panel `panelId`. */
export function toggleId(panelId: string): string {
  return `${panelId}-toggle`;
}

/** Gives focus back to the button that opened a panel, once the panel closes. */
export function focusToggle(panelId: string): void {
  document.getElementById(toggleId(panelId))?.focus();
}

function ToolButton({
  id,
  label,
  icon,
  onClick,
  isActive,
  controls,
  disabled,
  isBusy,
  tone = 'plain',
}: {
  id?: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  isActive?: boolean;
  controls?: string;
  disabled?: boolean;
  isBusy?: boolean;
  tone?: 'plain' | 'primary';
}) {
  return (
    <button
      id={id}
      type="button"
      onClick={onClick}
      disabled={disabled || isBusy}
      aria-expanded={controls ? Boolean(isActive) : undefined}
      aria-controls={controls && isActive ? controls : undefined}
      aria-busy={isBusy || undefined}
      className={clsx(
        'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
        tone === 'primary'
          ? 'bg-brand-600 text-white hover:bg-brand-700'
          : isActive
            ? 'bg-brand-100 text-brand-800'
            : 'text-ink-700 hover:bg-ink-100',
      )}
    >
      {isBusy ? <Spinner /> : icon}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

/** The coloring toolbar at issue-2 level: back, brush, palette and save. */
export function ColoringToolbar({
  panel,
  onPanel,
  brushPanelId,
  palettePanelId,
  color,
  brushSize,
  onBack,
  onSave,
  canSave,
  isSaving,
  children,
}: {
  panel: ToolPanel | null;
  onPanel: (panel: ToolPanel | null) => void;
  brushPanelId: string;
  palettePanelId: string;
  color: string;
  brushSize: number;
  onBack: () => void;
  onSave: () => void;
  canSave: boolean;
  isSaving: boolean;
  children?: ReactNode;
}) {
  const toggle = (next: ToolPanel) => onPanel(panel === next ? null : next);
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !panel) return;
        onPanel(null);
        focusToggle(panel === 'brush' ? brushPanelId : palettePanelId);
      }}
    >
      <div
        role="group"
        aria-label="Coloring tools"
        className="flex items-center gap-1 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-ink-200"
      >
        <ToolButton
          label="Back"
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          onClick={onBack}
        />
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-ink-200" />
        <ToolButton
          id={toggleId(brushPanelId)}
          label="Brush"
          icon={<Brush aria-hidden="true" className="size-5" />}
          onClick={() => toggle('brush')}
          isActive={panel === 'brush'}
          controls={brushPanelId}
        />
        <ToolButton
          id={toggleId(palettePanelId)}
          label="Palette"
          icon={<Palette aria-hidden="true" className="size-5" />}
          onClick={() => toggle('palette')}
          isActive={panel === 'palette'}
          controls={palettePanelId}
        />
        <span
          aria-hidden="true"
          className="ml-1 inline-flex items-center gap-2 px-1 text-xs font-semibold text-ink-500"
        >
          <span className="size-6 rounded-full ring-2 ring-ink-200" style={{ backgroundColor: color }} />
          <span className="hidden sm:inline">{brushSize}px</span>
        </span>
        <div className="ml-auto">
          <ToolButton
            label="Save"
            tone="primary"
            icon={<Save aria-hidden="true" className="size-5" />}
            onClick={onSave}
            disabled={!canSave}
            isBusy={isSaving}
          />
        </div>
      </div>
      {children}
    </div>
  );
}
