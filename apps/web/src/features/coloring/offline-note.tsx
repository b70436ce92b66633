import type { Page } from '@huebook/shared/schemas/page';
import { CloudOff } from 'lucide-react';

/**
 * Says that a page was drawn by the offline generator (no AI image service was set up), so
 * its simpler look is explained. Renders nothing for other pages.
 */
export function OfflineNote({ page }: { page: Pick<Page, 'generator'> }) {
  if (page.generator !== 'offline') return null;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-800 ring-1 ring-sky-100">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      Made offline: drawn from ready-made outlines because AI image generation is not set up.
    </p>
  );
}
