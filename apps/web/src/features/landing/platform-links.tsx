import { Apple, Download, Monitor, Smartphone, type LucideIcon } from 'lucide-react';

import type { PlatformKey } from './website.ts';

/** How each download platform is named and drawn. */
export const PLATFORM_LABELS: Record<Exclude<PlatformKey, 'web'>, { label: string; Icon: LucideIcon }> = {
  ios: { label: 'App Store', Icon: Apple },
  android: { label: 'Google Play', Icon: Smartphone },
  windows: { label: 'Windows', Icon: Monitor },
  mac: { label: 'macOS', Icon: Apple },
  debian: { label: 'Linux (Debian)', Icon: Download },
};

/** Download buttons for the platforms that have a link. */
export function PlatformLinks({
  links,
  tone = 'light',
}: {
  links: { platform: Exclude<PlatformKey, 'web'>; url: string }[];
  tone?: 'light' | 'dark';
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ platform, url }) => {
        const { label, Icon } = PLATFORM_LABELS[platform];
        return (
          <li key={platform}>
            <a
              href={url}
              className={
                tone === 'dark'
                  ? 'inline-flex items-center gap-2 rounded-xl bg-white/10 px-3 py-2 text-sm font-semibold text-white ring-1 ring-white/20 hover:bg-white/20'
                  : 'inline-flex items-center gap-2 rounded-xl bg-ink-900 px-3 py-2 text-sm font-semibold text-white hover:bg-ink-700'
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
