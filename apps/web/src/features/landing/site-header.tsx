import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ButtonLink } from '../../components/ui/button.tsx';

/** Nav link shape from `visibleNavLinks`. */
export interface NavLink {
  id: string;
  label: string;
  href: string;
}

/**
 * The landing header (spec §2): product name, section links, 'Sign in', and on small screens a
 * menu button that toggles the same links.
 */
export function SiteHeader({
  appName,
  logo,
  links,
}: {
  appName: string;
  logo: React.ReactNode;
  links: NavLink[];
}) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold" onClick={close}>
          {logo}
          {appName}
        </Link>
        {links.length > 0 && (
          <nav aria-label="Main" className="ml-6 hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.id}>
                  <Link
                    to={link.href}
                    className="rounded-lg px-3 py-2 text-sm font-semibold text-ink-600 hover:bg-ink-100 hover:text-ink-900"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <ButtonLink to="/sign-in" variant="light" size="sm">
            Sign in
          </ButtonLink>
          {links.length > 0 && (
            <button
              type="button"
              className="grid size-9 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls="landing-menu"
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
        </div>
      </div>
      {isMenuOpen && (
        <nav
          id="landing-menu"
          aria-label="Mobile"
          className="border-t border-ink-200 bg-white px-4 py-3 md:hidden"
        >
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.id}>
                <Link
                  to={link.href}
                  onClick={close}
                  className="block rounded-lg px-3 py-2.5 font-semibold text-ink-700 hover:bg-ink-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
