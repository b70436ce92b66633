import { PAPER_SIZES, type PaperSize } from '@huebook/shared/constants';

/**
 * Countries and territories that print on US Letter (CLDR's `paperSize` data: "US-Letter"
 * territories); everyone else uses A4.
 */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PR',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'PA',
  'SV',
  'NI',
  'BZ',
]);

const STORAGE_KEY = 'huebook:paper-size';

/** The region of a BCP 47 language tag, guessed from the language when it has none ('en' → US). */
function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The paper a user most likely has, from their preferred languages (`navigator.languages`):
 * US Letter in en-US, en-CA, fr-CA, es-MX and the other Letter regions, else A4. The first
 * tag that names (or implies) a region decides; none gives A4.
 */
export function defaultPaperSize(locales: readonly string[]): PaperSize {
  for (const tag of locales) {
    const region = regionOf(tag);
    if (region) return LETTER_REGIONS.has(region) ? 'letter' : 'a4';
  }
  return 'a4';
}

/** The paper size last chosen on this device, else {@link defaultPaperSize} of the browser's languages. */
export function loadPaperSize(): PaperSize {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && (PAPER_SIZES as readonly string[]).includes(saved)) return saved as PaperSize;
  } catch {
    // Storage can be off (private mode): fall back to the languages.
  }
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return defaultPaperSize(languages);
}

/** Remembers the user's paper size on this device. */
export function savePaperSize(paper: PaperSize): void {
  try {
    localStorage.setItem(STORAGE_KEY, paper);
  } catch {
    // Not remembered: the default applies next time.
  }
}
