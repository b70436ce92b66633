/** The server refuses longer searches (listQuerySchema). */
export const MAX_SEARCH_LENGTH = 200;

/** Trims typed or pasted search text and cuts it to what the server accepts. */
export function normalizeSearch(value: string): string {
  return value.trim().slice(0, MAX_SEARCH_LENGTH);
}
