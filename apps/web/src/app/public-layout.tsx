import { Link, Outlet } from 'react-router';

import { ButtonLink } from '../components/ui/button.tsx';
import { useAppName } from '../lib/use-app-name.ts';

import { LogoMark } from './layouts/brand.tsx';

/** The public layout of the landing site (spec §2); its full header and footer are a later issue's. */
export function PublicLayout() {
  const appName = useAppName();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center justify-between border-b border-ink-200 bg-white px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold">
          <LogoMark />
          {appName}
        </Link>
        <ButtonLink to="/sign-in" variant="light" size="sm">
          Sign in
        </ButtonLink>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-ink-200 px-4 py-6 text-center text-sm text-ink-500">
        © {appName} {new Date().getFullYear()}
      </footer>
    </div>
  );
}
