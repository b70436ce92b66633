import { z } from 'zod';

/** Raised at start for a bad setting; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_SERVER_URL = 'http://localhost:3000';

/**
 * The desktop app's one setting, read once at start:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `HUEBOOK_SERVER_URL` | `http://localhost:3000` | the Huebook server the app talks to: `/api/*` and `/uploads/*` are forwarded there |
 */
const envSchema = z.object({
  HUEBOOK_SERVER_URL: z.string().default(DEFAULT_SERVER_URL).transform(toServerOrigin),
});

/** The origin of an http(s) URL given alone (the server answers /api and /uploads at its root). */
function toServerOrigin(value: string, context: z.RefinementCtx): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    // A parsed URL may hold credentials: name its scheme, never echo it.
    const got = url ? `a ${url.protocol} URL` : `"${value}"`;
    context.addIssue({
      code: 'custom',
      message: `must be an http:// or https:// URL, e.g. ${DEFAULT_SERVER_URL} (got ${got})`,
    });
    return z.NEVER;
  }
  // A path would be silently dropped, and credentials would travel with every request.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    context.addIssue({
      code: 'custom',
      message: `must be the server's address alone, without a path, query or credentials, e.g. ${url.origin}`,
    });
    return z.NEVER;
  }
  return url.origin;
}

export interface DesktopConfig {
  /** Origin of the Huebook server, without a trailing slash, e.g. `http://localhost:3000`. */
  serverOrigin: string;
}

/**
 * Parses the environment into a {@link DesktopConfig}; empty values count as unset.
 * @throws ConfigError naming each variable with a bad value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): DesktopConfig {
  const parsed = envSchema.safeParse({ HUEBOOK_SERVER_URL: env.HUEBOOK_SERVER_URL || undefined });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(
      `Invalid environment variable${lines.length > 1 ? 's' : ''}:\n  ${lines.join('\n  ')}`,
    );
  }
  return { serverOrigin: parsed.data.HUEBOOK_SERVER_URL };
}
