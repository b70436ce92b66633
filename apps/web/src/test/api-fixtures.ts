import type { Credit } from '@huebook/shared/schemas/credit';
import type { ListedPage, Page } from '@huebook/shared/schemas/page';
import type { Plan } from '@huebook/shared/schemas/plan';
import type { User } from '@huebook/shared/schemas/user';

/**
 * Answers as the API sends them, whole (api-fixtures.test.ts parses each with the contract's
 * schema): in tests the API client checks every answer against its schema
 * (lib/api-validation.ts), so a fake server must answer what the real one would. Each takes
 * the fields a test cares about.
 */

export function aUser(fields: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Penny',
    email: 'penny@example.com',
    photo: null,
    admin: false,
    blocked: false,
    created_at: '2026-01-05T10:00:00.000Z',
    stripe_id: null,
    plan: { title: 'Free', name: 'free', paid: false },
    subscription: null,
    ...fields,
  };
}

export function aPlan(fields: Partial<Plan> = {}): Plan {
  return {
    id: 'plan-free',
    name: 'free',
    title: 'Free',
    description: 'Try it out',
    price: 0,
    paid: false,
    discount: 0,
    stripe_price_id: null,
    public_page_limit: 10,
    page_creation_limit: 3,
    ...fields,
  };
}

export function aPage(fields: Partial<Page> = {}): Page {
  return {
    id: 'p1',
    title: 'Happy fox',
    prompt: 'a happy fox',
    source: 'ai',
    generator: 'offline',
    generation: { method: 'library', detail: 'medium', seed: 1 },
    illustration: '/uploads/p1.png',
    thumbnail: '/uploads/p1-thumb.webp',
    colored: null,
    user: { name: 'Penny', stripe_id: null },
    colored_count: 0,
    favorited_count: 0,
    is_colored: false,
    is_favorited: false,
    is_owner: false,
    blocked: false,
    trending: false,
    created_at: '2026-01-05T10:00:00.000Z',
    ...fields,
  };
}

/** A page as the lists send it (no prompt, source or generation). */
export function aListedPage(fields: Partial<ListedPage> = {}): ListedPage {
  const {
    prompt: _prompt,
    source: _source,
    generator: _generator,
    generation: _generation,
    ...listed
  } = aPage();
  return { ...listed, ...fields };
}

export function aCredit(fields: Partial<Credit> = {}): Credit {
  return {
    id: 'c1',
    public_page: 10,
    page_creation: 3,
    period_start: '2026-01-01T00:00:00.000Z',
    user: aUser(),
    ...fields,
  };
}
