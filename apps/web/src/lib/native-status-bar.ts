/**
 * The status bar of the iOS and Android shells in the app's colours (issue 14: "the status bar
 * matches the app"): the theme colour of index.html's `<meta name="theme-color">` (the colour
 * browsers already paint their own bar with) behind it, and text of whichever colour reads
 * better on it. Loaded by native-listeners.ts on those platforms alone, so the web's first
 * download never carries @capacitor/status-bar.
 *
 * Two ways the colour reaches the bar (the plugin's README, "Android 16+ behavior change"):
 * - iOS, and Android 14 and older: the web view starts below the bar (`setOverlaysWebView`
 *   false) and the plugin paints the bar (`setBackgroundColor`).
 * - Android 15 and newer enforce edge-to-edge: those two calls do nothing there and the web
 *   view runs under the bar. Capacitor's SystemBars then hands the bar's height to the page as
 *   `--safe-area-inset-top` (capacitor.config.ts `insetsHandling: 'css'`), and index.css paints
 *   that strip in `--status-bar-color`, set here, and keeps the screens below it.
 */
import { StatusBar, Style } from '@capacitor/status-bar';

import { currentPlatform, isMobilePlatform, type Platform } from './platform.ts';

/** index.html's theme colour, used when the page has none (brand-600). */
export const DEFAULT_THEME_COLOR = '#7c3aed';

/** The page's `theme-color` as `#rrggbb`; DEFAULT_THEME_COLOR when missing or not `#rgb`/`#rrggbb`. */
export function themeColor(doc: Document = document): string {
  const value = doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')?.trim() ?? '';
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(value)) {
    return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  }
  return DEFAULT_THEME_COLOR;
}

/** WCAG 2.x relative luminance (0 black … 1 white) of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * Whether white text contrasts more than black on `hex` (WCAG contrast ratio
 * (L1 + 0.05) / (L2 + 0.05)). In the plugin's words white text is `Style.Dark`.
 */
export function wantsLightText(hex: string): boolean {
  const luminance = relativeLuminance(hex);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05;
}

/**
 * Paints the status bar in `color` with readable text, on iOS and Android; elsewhere does
 * nothing (the web's bar is the browser's, the desktop app has none).
 * @throws the plugin's error when the shell refuses a call (the caller may ignore it).
 */
export async function styleStatusBar(
  platform: Platform = currentPlatform(),
  color: string = themeColor(),
): Promise<void> {
  if (!isMobilePlatform(platform)) return;
  document.documentElement.style.setProperty('--status-bar-color', color);
  await StatusBar.setStyle({ style: wantsLightText(color) ? Style.Dark : Style.Light });
  await StatusBar.setOverlaysWebView({ overlay: false });
  await StatusBar.setBackgroundColor({ color });
}
