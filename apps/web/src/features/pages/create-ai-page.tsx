import { ImageUp, Wand2 } from 'lucide-react';

import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

/** /pages/create/ai: the AI form is a later issue's; until then the screen says so honestly. */
export function CreateAiPage() {
  return (
    <section className="mx-auto max-w-xl">
      <PageHeading title="Create page with AI" />
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 ring-1 ring-ink-200">
        <Wand2 aria-hidden="true" className="size-10 text-brand-500" />
        <p className="text-ink-700">
          AI page creation is coming soon. In the meantime, you can turn one of your pictures into a coloring
          page.
        </p>
        <ButtonLink to="/pages/create/upload" variant="light">
          <ImageUp aria-hidden="true" className="size-5" />
          Upload page
        </ButtonLink>
      </div>
    </section>
  );
}
