import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { ButtonLink } from '../../components/ui/button.tsx';
import { settingsListQuery } from '../../lib/settings-query.ts';
import { DEFAULT_APP_NAME, settingValue } from '../../lib/settings.ts';

/** /splash: the native app's start screen (spec §1): name, tagline, 'Sign in' and 'Sign up'. */
export function SplashPage({ logo }: { logo: React.ReactNode }) {
  const { data: settings } = useQuery(settingsListQuery);
  const appName = settingValue(settings, 'app_name') || DEFAULT_APP_NAME;
  const tagline = settingValue(settings, 'tagline');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-between bg-gradient-to-b from-brand-600 via-brand-700 to-brand-900 px-6 pt-[max(4rem,env(safe-area-inset-top))] pb-[max(2.5rem,env(safe-area-inset-bottom))] text-center text-white">
      <div aria-hidden="true" />
      <div className="flex flex-col items-center">
        <div className="rounded-3xl bg-white/10 p-3 ring-1 ring-white/20">{logo}</div>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{appName}</h1>
        {tagline && <p className="mt-3 max-w-xs text-lg text-brand-100">{tagline}</p>}
      </div>
      <div className="grid w-full max-w-sm gap-3">
        <ButtonLink to="/sign-up" variant="light" size="lg">
          Sign up
        </ButtonLink>
        <Link
          to="/sign-in"
          className="inline-flex h-12 items-center justify-center rounded-xl px-6 font-semibold text-white ring-1 ring-white/40 ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Sign in
        </Link>
      </div>
    </main>
  );
}
