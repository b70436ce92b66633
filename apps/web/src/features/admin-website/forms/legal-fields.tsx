import { lazy, Suspense } from 'react';

import { Spinner } from '../../../components/ui/spinner.tsx';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';

// TipTap and ProseMirror are a large download: fetched only when this editor opens.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

/** Terms of Service or Privacy Policy: the page's rich text, stored as HTML. */
export function LegalFields({ value, update }: GroupFieldsProps<'terms'> | GroupFieldsProps<'privacy'>) {
  const set = fieldSetter(update as GroupFieldsProps<'terms'>['update']);
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 py-10 text-ink-600">
          <Spinner className="text-brand-600" />
          Loading the editor…
        </p>
      }
    >
      <RichTextEditor label="Content" value={value.content} onChange={set('content')} />
    </Suspense>
  );
}
