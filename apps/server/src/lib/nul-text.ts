import type { FastifyRequest } from 'fastify';

import { AppError } from '../errors.ts';

const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/**
 * The path (keys joined with dots) of the first string holding U+0000 in a parsed JSON value,
 * a query or a form: as a key or a value, at any depth (walked with a stack, so a deeply
 * nested body cannot overflow the call stack). A raw body (a Buffer) is not looked into.
 */
export function findNulText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return at;
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => stack.push([child, at ? `${at}.${index}` : String(index)]));
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\0')) return path.replaceAll('\0', '\\0');
        stack.push([child, path]);
      }
    }
  }
  return null;
}

/**
 * Refuses text holding U+0000, which a PostgreSQL text or jsonb value cannot store (its
 * driver fails with "invalid byte sequence"), before it reaches a query.
 * @throws AppError INVALID_INPUT naming the field.
 */
export function refuseNulText(value: unknown): void {
  const path = findNulText(value);
  if (path === null) return;
  throw new AppError('INVALID_INPUT', path ? `${path}: ${NUL_MESSAGE}` : NUL_MESSAGE, [
    { path, message: NUL_MESSAGE },
  ]);
}

/**
 * A preValidation hook for every route: the parsed params, query and JSON body hold no NUL
 * (multipart fields are read by the route: lib/multipart.ts checks them).
 */
export async function refuseNulInRequest(request: FastifyRequest): Promise<void> {
  refuseNulText(request.params);
  refuseNulText(request.query);
  refuseNulText(request.body);
}
