import { Outlet } from 'react-router';

import { visibleNavLinks } from '../features/landing/sections.ts';
import { SiteFooter } from '../features/landing/site-footer.tsx';
import { SiteHeader } from '../features/landing/site-header.tsx';
import { useLandingSettings } from '../features/landing/use-website.ts';

import { LogoMark } from './layouts/brand.tsx';

/** The public layout of the landing site, privacy and terms (spec §2 "Landing layout"). */
export function PublicLayout() {
  const { appName, tagline, website } = useLandingSettings();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SiteHeader appName={appName} logo={<LogoMark />} links={visibleNavLinks(website)} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter appName={appName} tagline={tagline} logo={<LogoMark />} website={website} />
    </div>
  );
}
