import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, Outlet, useLocation, useMatch } from 'react-router';

import { useAuthStore } from '../../lib/auth-store.ts';
import { homePathFor } from '../../lib/navigation.ts';
import { useAppName } from '../../lib/use-app-name.ts';

import { LogoMark } from './brand.tsx';
import { SideMenu } from './side-menu.tsx';

const MENU_ID = 'side-menu';

/**
 * The signed-in layout (spec §2) shared by users and admins: a top bar with the app name, a side
 * menu always shown from md up and toggled below md, and the screen.
 * On the coloring screen of a phone on its side (`short-landscape`, at most 30rem tall) the page
 * gets the whole height: no top bar, the side menu toggled like below md, and the menu button
 * handed to the screen (outlet context `menuButton`), which puts it in its toolbar. The menu then
 * opens right of that toolbar (a 7rem rail from 0.5rem, coloring-toolbar.tsx), so its button
 * stays in view to close it. That button comes after the menu in the page, so opening the menu
 * from it moves focus to the menu's first item (Tab from it would skip the menu), and Escape
 * hands focus back to it.
 */
export function SignedInLayout() {
  const user = useAuthStore((state) => state.user);
  const appName = useAppName();
  const location = useLocation();
  // The menu is open for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isMenuOpen = openAt === location.key;
  const isColoring = useMatch('/pages/:id/color') !== null;
  /** The menu button that opened the menu, when it comes after the menu (in the screen's toolbar). */
  const openerAfterMenu = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (isMenuOpen && openerAfterMenu.current)
      document.getElementById(MENU_ID)?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [isMenuOpen]);

  if (!user) return null;
  const menuButtonProps = {
    'aria-expanded': isMenuOpen,
    'aria-controls': MENU_ID,
    'aria-label': isMenuOpen ? 'Close menu' : 'Open menu',
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      const button = event.currentTarget;
      openerAfterMenu.current = !isMenuOpen && button.closest('main') ? button : null;
      setOpenAt(isMenuOpen ? null : location.key);
    },
  };
  const menuIcon = isMenuOpen ? (
    <X aria-hidden="true" className="size-6" />
  ) : (
    <Menu aria-hidden="true" className="size-6" />
  );
  return (
    <div
      className="min-h-dvh"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isMenuOpen) return;
        setOpenAt(null);
        if (document.getElementById(MENU_ID)?.contains(document.activeElement))
          openerAfterMenu.current?.focus();
      }}
    >
      <header
        className={clsx(
          'sticky top-0 z-30 flex h-[calc(4rem+var(--safe-top))] items-center gap-3 border-b border-ink-200 bg-white/90 px-4 pt-[var(--safe-top)] backdrop-blur',
          isColoring && 'short-landscape:hidden',
        )}
      >
        <button
          type="button"
          className="-ml-1 rounded-xl p-2 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
          {...menuButtonProps}
        >
          {menuIcon}
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
          className={clsx(
            'fixed inset-0 top-[calc(4rem+var(--safe-top))] z-20 bg-ink-900/40 md:hidden',
            isColoring &&
              'short-landscape:top-[var(--safe-top)] short-landscape:left-[7.5rem] short-landscape:block',
          )}
          onClick={() => setOpenAt(null)}
        />
      )}
      <SideMenu
        id={MENU_ID}
        user={user}
        className={clsx(
          'fixed top-[calc(4rem+var(--safe-top))] bottom-0 left-0 z-20 md:flex',
          isMenuOpen ? 'flex shadow-2xl' : 'hidden',
          isColoring && 'short-landscape:top-[var(--safe-top)] short-landscape:left-[7.5rem]',
          isColoring && !isMenuOpen && 'short-landscape:hidden',
        )}
      />
      <main
        className={clsx(
          'px-4 py-6 sm:px-6 md:ml-64 lg:px-10',
          isColoring &&
            'short-landscape:ml-0 short-landscape:p-2 short-landscape:pt-[calc(0.5rem+var(--safe-top))]',
        )}
      >
        <Outlet
          context={{
            menuButton: isColoring && (
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-xl text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                {...menuButtonProps}
              >
                {menuIcon}
              </button>
            ),
          }}
        />
      </main>
    </div>
  );
}
