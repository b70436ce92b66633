import { ChevronRight, Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';

import { PageHeading } from '../../components/ui/page-heading.tsx';

import { useAdminWebsite } from './api.ts';
import { LoadFailed, Loading } from './load-states.tsx';
import { WEBSITE_SECTIONS } from './sections.ts';

/** /admin/website (spec §2): every section of the landing site, whether it shows, and its editor. */
export function WebsiteIndexPage() {
  const website = useAdminWebsite();
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title="Website" description="The landing site's content, section by section." />
      {website.isPending ? (
        <Loading />
      ) : website.isError ? (
        <LoadFailed onRetry={() => void website.refetch()} />
      ) : (
        <ul aria-label="Sections" className="flex flex-col gap-3">
          {WEBSITE_SECTIONS.map((section) => {
            const isVisible = website.data[section.group].visibility;
            return (
              <li
                key={section.slug}
                className="relative flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-ink-50"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={section.slug}
                    className="font-bold text-ink-900 outline-none after:absolute after:inset-0 after:content-['']"
                  >
                    {section.label}
                  </Link>
                  <p className="truncate text-sm text-ink-600">{section.description}</p>
                </div>
                <span
                  className={
                    isVisible
                      ? 'inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700'
                      : 'inline-flex shrink-0 items-center gap-1 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink-600'
                  }
                >
                  {isVisible ? (
                    <Eye aria-hidden="true" className="size-3.5" />
                  ) : (
                    <EyeOff aria-hidden="true" className="size-3.5" />
                  )}
                  {isVisible ? 'Visible' : 'Hidden'}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-400" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
