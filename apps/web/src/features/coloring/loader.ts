import type { Page } from '@huebook/shared/schemas/page';
import { redirect, type LoaderFunctionArgs } from 'react-router';

import { creditGate } from '../../lib/credits.ts';

/**
 * Loader of /pages/:id/color. A missing id or page goes to /pages/public (spec §2), after the
 * query cache has shown why; a page the user neither owns nor has colored needs a public-page
 * credit, else /checkout (spec §5).
 */
export async function coloringLoader({ params }: LoaderFunctionArgs): Promise<Page | Response> {
  const id = params.id;
  if (!id) return redirect('/pages/public');
  // Through the cache (lib/api-cached-reads.ts), so a failure gets the app's reaction.
  const { fetchPage } = await import('../../lib/api-cached-reads.ts');
  let page: Page;
  try {
    page = await fetchPage(id);
  } catch {
    return redirect('/pages/public');
  }
  if (!page.is_colored && !page.colored && !page.is_owner) {
    const gate = await creditGate('public_page');
    if (gate) return gate;
  }
  return page;
}
