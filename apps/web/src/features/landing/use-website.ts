import type { Setting } from '@huebook/shared/schemas/setting';
import { useRouteLoaderData } from 'react-router';

import { DEFAULT_APP_NAME, settingValue } from '../../lib/settings.ts';

import { parseWebsite, type Website } from './website.ts';

/** The id of the public layout's route, whose loader reads the landing settings. */
export const PUBLIC_ROUTE_ID = 'public';

export interface LandingSettings {
  appName: string;
  tagline: string;
  website: Website;
}

/** Reads the settings rows the landing site shows. */
export function toLandingSettings(settings: readonly Setting[]): LandingSettings {
  return {
    appName: settingValue(settings, 'app_name') || DEFAULT_APP_NAME,
    tagline: settingValue(settings, 'tagline'),
    website: parseWebsite(settingValue(settings, 'website')),
  };
}

const EMPTY = toLandingSettings([]);

/**
 * The product name, tagline and website content (GET /settings/list), read by the public
 * layout's loader before the site renders; the defaults outside that layout.
 */
export function useLandingSettings(): LandingSettings {
  return (useRouteLoaderData(PUBLIC_ROUTE_ID) as LandingSettings | undefined) ?? EMPTY;
}
