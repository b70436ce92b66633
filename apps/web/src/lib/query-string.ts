/** A value that can travel in a query string; objects and arrays nest with brackets. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export type QueryParams = Record<string, QueryValue>;

function append(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index: number) => {
      const nested = item !== null && typeof item === 'object';
      append(pairs, `${key}[${nested ? index : ''}]`, item);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) append(pairs, `${key}[${child}]`, item);
    return;
  }
  pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

/**
 * Serialises params as a query string (without '?'), nesting objects and arrays the common
 * bracket way: `{ a: { b: 1 }, c: [1, 2] }` → `a%5Bb%5D=1&c%5B%5D=1&c%5B%5D=2`.
 * Null and undefined values are left out.
 */
export function toQueryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) append(pairs, key, value);
  return pairs.join('&');
}
