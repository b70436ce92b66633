// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DEFAULT_THEME_COLOR,
  relativeLuminance,
  styleStatusBar,
  themeColor,
  wantsLightText,
} from './native-status-bar.ts';

// The Capacitor plugin is the module's edge: this stand-in records what the app asks of the
// native status bar (its enum values are the plugin's own strings).
const calls = vi.hoisted(() => [] as string[]);
vi.mock('@capacitor/status-bar', () => ({
  Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' },
  StatusBar: {
    setStyle: async ({ style }: { style: string }) => void calls.push(`style ${style}`),
    setOverlaysWebView: async ({ overlay }: { overlay: boolean }) => void calls.push(`overlay ${overlay}`),
    setBackgroundColor: async ({ color }: { color: string }) => void calls.push(`background ${color}`),
  },
}));

function setThemeMeta(content: string | null) {
  document.head.querySelector('meta[name="theme-color"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = content;
  document.head.append(meta);
}

const statusBarCss = () => document.documentElement.style.getPropertyValue('--status-bar-color');

beforeEach(() => {
  calls.length = 0;
  document.documentElement.removeAttribute('style');
  setThemeMeta('#7c3aed');
});

afterEach(() => setThemeMeta(null));

describe('themeColor', () => {
  it("reads the page's theme-color", () => {
    setThemeMeta('#7C3AED');
    expect(themeColor()).toBe('#7c3aed');
    setThemeMeta('#fa0');
    expect(themeColor()).toBe('#ffaa00');
  });

  it('falls back to the brand colour when the page has none or an odd one', () => {
    setThemeMeta(null);
    expect(themeColor()).toBe(DEFAULT_THEME_COLOR);
    setThemeMeta('purple');
    expect(themeColor()).toBe(DEFAULT_THEME_COLOR);
  });
});

describe('wantsLightText', () => {
  it('follows the WCAG luminance of black, white and the brand colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(wantsLightText('#7c3aed')).toBe(true);
    expect(wantsLightText('#1c1926')).toBe(true);
    expect(wantsLightText('#f8f7fb')).toBe(false);
    expect(wantsLightText('#ffaa00')).toBe(false);
  });
});

describe('styleStatusBar', () => {
  it('paints the bar in the theme colour with light text on iOS and Android', async () => {
    for (const platform of ['ios', 'android'] as const) {
      calls.length = 0;
      await styleStatusBar(platform);
      expect(calls).toEqual(['style DARK', 'overlay false', 'background #7c3aed']);
      // Android 15+ ignores the last two calls: the page paints the strip under the bar.
      expect(statusBarCss()).toBe('#7c3aed');
    }
  });

  it('asks for dark text on a light theme colour', async () => {
    setThemeMeta('#ffffff');
    await styleStatusBar('android');
    expect(calls).toEqual(['style LIGHT', 'overlay false', 'background #ffffff']);
  });

  it('leaves the web and the desktop alone', async () => {
    await styleStatusBar('web');
    await styleStatusBar('electron');
    expect(calls).toEqual([]);
    expect(statusBarCss()).toBe('');
  });
});
