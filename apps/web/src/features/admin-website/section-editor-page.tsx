import {
  websiteGroupSchemas,
  websiteIssueMessage,
  type WebsiteGroup,
  type WebsiteGroupName,
} from '@huebook/shared/schemas/website';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { notify } from '../../lib/notification-store.ts';

import { useAdminWebsite, useSaveWebsiteGroup } from './api.ts';
import { VisibleSwitch } from './fields/visible-switch.tsx';
import { GROUP_FIELDS } from './forms/group-fields-by-name.ts';
import type { GroupFieldsProps } from './forms/group-fields.ts';
import { LoadFailed, Loading } from './load-states.tsx';
import { savedMessage, type WebsiteSection } from './sections.ts';

type AnyGroup = WebsiteGroup<WebsiteGroupName>;

const VISIBLE_HINTS: Partial<Record<WebsiteGroupName, string>> = {
  footer: 'Show the social links in the footer of the landing site.',
  terms: 'Show the page at /terms and its link in the footer.',
  privacy: 'Show the page at /privacy and its link in the footer.',
};

/** /admin/website/{section} (spec §2 "Website editors"): one group's editor. */
export function SectionEditorPage({ section }: { section: WebsiteSection }) {
  const website = useAdminWebsite();
  return (
    <section className="mx-auto max-w-3xl">
      <Link
        to="/admin/website"
        className="mb-4 inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Website
      </Link>
      <PageHeading title={section.label} description={section.description} />
      {website.isPending ? (
        <Loading />
      ) : website.isError ? (
        <LoadFailed onRetry={() => void website.refetch()} />
      ) : (
        <SectionForm section={section} initial={website.data[section.group]} />
      )}
    </section>
  );
}

/**
 * The group's fields, its 'Visible' switch and Save. The draft is checked with the shared
 * schema first (problems listed in plain words, focus moved to the list), then only this
 * group is sent; the server's answer becomes the new starting point.
 */
function SectionForm({ section, initial }: { section: WebsiteSection; initial: AnyGroup }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [uploads, setUploads] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const problemsRef = useRef<HTMLDivElement>(null);
  const save = useSaveWebsiteGroup();
  const Fields = GROUP_FIELDS[section.group] as ComponentType<GroupFieldsProps<WebsiteGroupName>>;
  const titleId = `website-${section.slug}-title`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = websiteGroupSchemas[section.group].safeParse(draft);
    if (!checked.success) {
      setProblems(
        checked.error.issues.map((issue) =>
          websiteIssueMessage({ ...issue, path: [section.group, ...issue.path] }),
        ),
      );
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    setProblems([]);
    if (JSON.stringify(checked.data) === JSON.stringify(saved)) {
      notify({ message: 'Nothing to update: no field was changed.', variant: 'info' });
      return;
    }
    save.mutate(
      { group: section.group, value: checked.data as AnyGroup },
      {
        onSuccess: (stored) => {
          if (stored === null) return;
          const website = JSON.parse(stored) as Record<WebsiteGroupName, AnyGroup>;
          setSaved(website[section.group]);
          setDraft(website[section.group]);
          notify({ message: savedMessage(section), variant: 'success' });
        },
      },
    );
  }

  return (
    // noValidate: problems are listed in the app's own words (below), not the browser's.
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-6 rounded-3xl bg-white p-4 ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id={titleId} className="sr-only">
        {section.label} section
      </h2>
      <VisibleSwitch
        checked={draft.visibility}
        onCheckedChange={(visibility) => setDraft((current) => ({ ...current, visibility }))}
        hint={VISIBLE_HINTS[section.group] ?? 'Show this section on the landing page.'}
      />
      <Fields
        value={draft}
        update={(change) => setDraft((current) => change(current))}
        onBusy={(isBusy) => setUploads((count) => Math.max(0, count + (isBusy ? 1 : -1)))}
      />
      {problems.length > 0 && (
        <div
          ref={problemsRef}
          role="alert"
          tabIndex={-1}
          className="rounded-2xl bg-rose-50 p-4 text-sm text-rose-800 ring-1 ring-rose-200 outline-none focus-visible:ring-2"
        >
          <p className="font-semibold">Please fix this before saving:</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {uploads > 0 && <p className="text-sm text-ink-500">Waiting for the upload to finish…</p>}
        <Button
          type="submit"
          isProcessing={save.isPending}
          disabled={uploads > 0}
          className="w-full sm:w-auto"
        >
          Save
        </Button>
      </div>
    </form>
  );
}
