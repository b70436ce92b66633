import type { Setting } from '@huebook/shared/schemas/setting';
import { useQuery } from '@tanstack/react-query';

import { settingsListQuery, settingValue } from '../../lib/settings.ts';
import { DEFAULT_APP_NAME } from '../../lib/use-app-name.ts';

import { parseWebsite, type Website } from './website.ts';

export interface LandingSettings {
  appName: string;
  tagline: string;
  website: Website;
  /** False until the settings have been read once. */
  isLoaded: boolean;
}

/** Reads the settings rows the landing site shows (stable, so the query memoizes it). */
function toLandingSettings(settings: Setting[]): Omit<LandingSettings, 'isLoaded'> {
  return {
    appName: settingValue(settings, 'app_name') || DEFAULT_APP_NAME,
    tagline: settingValue(settings, 'tagline'),
    website: parseWebsite(settingValue(settings, 'website')),
  };
}

const EMPTY = toLandingSettings([]);

/** The product name, tagline and website content from GET /settings/list. */
export function useLandingSettings(): LandingSettings {
  const { data, isSuccess } = useQuery({
    ...settingsListQuery,
    select: toLandingSettings,
  });
  return data ? { ...data, isLoaded: isSuccess } : { ...EMPTY, isLoaded: false };
}
