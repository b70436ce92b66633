import { Construction } from 'lucide-react';

import { PageHeading } from '../components/ui/page-heading.tsx';

/** An honest stand-in for a screen a later issue builds. */
export function ComingSoon({ title, standalone = false }: { title: string; standalone?: boolean }) {
  const body = (
    <>
      <PageHeading title={title} />
      <p className="flex items-center gap-2 text-ink-600">
        <Construction aria-hidden="true" className="size-5 text-amber-500" />
        This screen is not built yet.
      </p>
    </>
  );
  if (!standalone) return <section>{body}</section>;
  return <main className="mx-auto max-w-2xl p-6 py-16">{body}</main>;
}
