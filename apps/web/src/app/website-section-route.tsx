import { useParams } from 'react-router';

import { SectionEditorPage } from '../features/admin-website/section-editor-page.tsx';
import { WEBSITE_SECTIONS } from '../features/admin-website/sections.ts';

import { NotFoundPage } from './error-page.tsx';

/**
 * The lazy route module of /admin/website/:slug: the editor of one website section. The list of
 * sections comes with the editor's chunk, so no admin code ships with the first screens.
 */
export function Component() {
  const { slug } = useParams();
  const section = WEBSITE_SECTIONS.find((candidate) => candidate.slug === slug);
  if (!section) return <NotFoundPage />;
  return <SectionEditorPage key={section.slug} section={section} />;
}
