import { Link } from 'react-router';

import { PlatformLinks } from './platform-links.tsx';
import { downloadLinks, legalLinks } from './sections.ts';
import { SocialIcon, socialLabel } from './social-icons.tsx';
import type { Website } from './website.ts';

/**
 * The landing footer (spec §2): 'Follow us on' socials, copyright with the name and the current
 * year, 'Download our app' when a non-web platform link is set, and the visible legal links.
 */
export function SiteFooter({
  appName,
  tagline,
  logo,
  website,
}: {
  appName: string;
  tagline: string;
  logo: React.ReactNode;
  website: Website;
}) {
  const socials = website.footer.visibility
    ? website.footer.socials.filter((social) => social.url.trim())
    : [];
  const downloads = downloadLinks(website);
  const legal = legalLinks(website);
  return (
    <footer className="bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        <div>
          <Link to="/" className="flex items-center gap-2 text-lg font-extrabold text-white">
            {logo}
            {appName}
          </Link>
          {tagline && <p className="mt-3 max-w-xs text-sm">{tagline}</p>}
        </div>
        {socials.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="text-sm font-bold text-white">
              Follow us on
            </h2>
            <ul className="mt-3 flex gap-2">
              {socials.map((social) => (
                <li key={social.id}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={socialLabel(social.icon)}
                    className="grid size-10 place-items-center rounded-xl bg-white/10 text-white hover:bg-brand-600"
                  >
                    <SocialIcon icon={social.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {downloads.length > 0 && (
          <section aria-labelledby="footer-download">
            <h2 id="footer-download" className="text-sm font-bold text-white">
              Download our app
            </h2>
            <div className="mt-3">
              <PlatformLinks links={downloads} tone="dark" />
            </div>
          </section>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {appName}. All rights reserved.
          </p>
          {legal.length > 0 && (
            <ul className="flex gap-4">
              {legal.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
