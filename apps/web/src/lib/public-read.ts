/**
 * A public GET the landing site reads before any signed-in code loads, cached in memory for
 * `maxAgeMs` milliseconds with one request in flight at a time. Kept free of TanStack Query so
 * the landing's first download stays small (issue 12); the app's query cache writes its fresher
 * answers back with `remember` (lib/query-client.ts).
 */
export interface PublicRead<T> {
  /** The cached answer while fresh, else a new request's (never rejects: `fetch` must not). */
  read(): Promise<T>;
  /** The last answer, or undefined before the first. */
  peek(): { value: T; at: number } | undefined;
  /** Stores a newer answer (from a refetch or an admin's save). */
  remember(value: T): void;
}

export function createPublicRead<T>(fetch: () => Promise<T>, maxAgeMs: number): PublicRead<T> {
  let last: { value: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    read() {
      if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.value);
      pending ??= fetch().then(
        (value) => {
          last = { value, at: Date.now() };
          pending = undefined;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => last,
    remember(value) {
      last = { value, at: Date.now() };
    },
  };
}
