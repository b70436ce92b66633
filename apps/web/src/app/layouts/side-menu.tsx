import type { User } from '@huebook/shared/schemas/user';
import clsx from 'clsx';
import { LogOut, Plus } from 'lucide-react';
import { Link, NavLink } from 'react-router';

import { Avatar } from '../../components/ui/avatar.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { prefetchOnIntent } from '../../lib/route-prefetch.ts';
import { signOut } from '../../lib/session.ts';

import { ADMIN_MENU, USER_MENU } from './menus.ts';

/**
 * The side menu of the signed-in layout (spec §2): 'Create page' for non-admins, the role's
 * menu with the current entry marked (aria-current, also on its sub-screens), and the profile block with 'Sign out'.
 */
export function SideMenu({ user, id, className }: { user: User; id: string; className?: string }) {
  const entries = user.admin ? ADMIN_MENU : USER_MENU;
  return (
    <aside
      id={id}
      className={clsx('flex w-64 flex-col gap-4 border-r border-ink-200 bg-white p-4', className)}
    >
      {!user.admin && (
        <ButtonLink to="/pages/create" size="lg" className="w-full" {...prefetchOnIntent('/pages/create')}>
          <Plus aria-hidden="true" className="size-5" />
          Create page
        </ButtonLink>
      )}
      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <ul className="flex flex-col gap-1">
          {entries.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                {...prefetchOnIntent(to)}
                // Marked on its sub-screens too (/admin/website/home, /admin/users/create), unless
                // another entry is one of them (/admin/pages/colored under /admin/pages).
                end={entries.some((other) => other.to.startsWith(`${to}/`))}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-brand-500',
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-ink-600 hover:bg-ink-50 hover:text-ink-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center gap-3 rounded-2xl bg-ink-50 p-3">
        <Avatar name={user.name} photo={user.photo} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-ink-900">{user.name}</p>
          <Link
            to="/sign-in"
            onClick={signOut}
            className="inline-flex items-center gap-1 text-sm font-semibold text-ink-500 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <LogOut aria-hidden="true" className="size-3.5" />
            Sign out
          </Link>
        </div>
      </div>
    </aside>
  );
}
