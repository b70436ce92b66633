import type { Scope, Sort } from '@huebook/shared/constants';

/**
 * Every query key of the app's cache, one factory per resource (issue 13). A resource's keys
 * start with its `all` key, so `invalidateQueries({ queryKey: queryKeys.pages.all })` reaches
 * every page list and page of the cache; `lists()` reaches the lists of every search and sort.
 */
export const queryKeys = {
  /** The signed-in user (GET /users/read) and, for admins, the users (GET /users/…). */
  users: {
    me: () => ['users', 'me'] as const,
    lists: () => ['users', 'list'] as const,
    list: (search: string) => ['users', 'list', search] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
  },
  plans: {
    all: ['plans'] as const,
    list: () => ['plans', 'list'] as const,
    /** The paid plans checkout offers (GET /plans/paid/list). */
    paid: () => ['plans', 'paid'] as const,
    detail: (id: string | undefined) => ['plans', 'detail', id] as const,
  },
  settings: {
    all: ['settings'] as const,
    /** GET /settings/list, shared by the branding, the app name and the admin's screens. */
    list: () => ['settings', 'list'] as const,
    /** The website content as the admin's editors read it (fresh, never the landing's copy). */
    website: () => ['settings', 'website'] as const,
    /** GET /app/status: which keys are set. */
    appStatus: () => ['settings', 'app-status'] as const,
  },
  credits: {
    all: ['credits'] as const,
  },
  pages: {
    all: ['pages'] as const,
    lists: () => ['pages', 'list'] as const,
    list: (scope: Scope, search: string, sort: Sort) => ['pages', 'list', scope, search, sort] as const,
    detail: (id: string) => ['pages', 'detail', id] as const,
    /** The book picker's list of the user's `scope` pages matching `search`. */
    picker: (scope: Scope, search: string) => ['pages', 'picker', scope, search] as const,
  },
  coloreds: {
    lists: () => ['coloreds', 'list'] as const,
    list: (search: string) => ['coloreds', 'list', search] as const,
  },
  subscriptions: {
    lists: () => ['subscriptions', 'list'] as const,
    list: (search: string) => ['subscriptions', 'list', search] as const,
  },
  analytics: {
    counters: () => ['analytics', 'counters'] as const,
    /** Monthly charts in the IANA time zone `tz` (undefined: the server's UTC). */
    charts: (tz: string | undefined) => ['analytics', 'charts', tz] as const,
  },
  checkout: {
    /** The /payment screen's confirmation of the Stripe session `sessionId`. */
    confirmation: (sessionId: string | null) => ['checkout', 'confirmation', sessionId] as const,
  },
};
