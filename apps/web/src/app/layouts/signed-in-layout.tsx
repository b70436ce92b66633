import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

import { useAuthStore } from '../../lib/auth-store.ts';
import { homePathFor } from '../../lib/navigation.ts';
import { useAppName } from '../../lib/use-app-name.ts';

import { LogoMark } from './brand.tsx';
import { SideMenu } from './side-menu.tsx';

const MENU_ID = 'side-menu';

/**
 * The signed-in layout (spec §2) shared by users and admins: a top bar with the app name, a side
 * menu always shown from md up and toggled below md, and the screen.
 */
export function SignedInLayout() {
  const user = useAuthStore((state) => state.user);
  const appName = useAppName();
  const location = useLocation();
  // The menu is open for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isMenuOpen = openAt === location.key;

  if (!user) return null;
  return (
    <div
      className="min-h-dvh"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isMenuOpen) setOpenAt(null);
      }}
    >
      <header className="sticky top-0 z-30 flex h-[calc(4rem+var(--safe-top))] items-center gap-3 border-b border-ink-200 bg-white/90 px-4 pt-[var(--safe-top)] backdrop-blur">
        <button
          type="button"
          className="-ml-1 rounded-xl p-2 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenAt(isMenuOpen ? null : location.key)}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
        <Link
          to={homePathFor(user)}
          className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <LogoMark />
          {appName}
        </Link>
        {user.admin && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-800 uppercase">
            admin
          </span>
        )}
      </header>

      {isMenuOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 top-[calc(4rem+var(--safe-top))] z-20 bg-ink-900/40 md:hidden"
          onClick={() => setOpenAt(null)}
        />
      )}
      <SideMenu
        id={MENU_ID}
        user={user}
        className={clsx(
          'fixed top-[calc(4rem+var(--safe-top))] bottom-0 left-0 z-20 md:flex',
          isMenuOpen ? 'flex shadow-2xl' : 'hidden',
        )}
      />
      <main className="px-4 py-6 sm:px-6 md:ml-64 lg:px-10">
        <Outlet />
      </main>
    </div>
  );
}
