import { useQuery } from '@tanstack/react-query';

import { settingsListQuery } from './settings-query.ts';
import { DEFAULT_APP_NAME, settingValue } from './settings.ts';

/** The product name from GET /settings/list (`app_name`), 'Huebook' until known or when unset. */
export function useAppName(): string {
  const { data } = useQuery(settingsListQuery);
  return settingValue(data, 'app_name') || DEFAULT_APP_NAME;
}
