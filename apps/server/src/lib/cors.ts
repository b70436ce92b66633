import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The origins the Capacitor shells run the SPA on: iOS serves it at `capacitor://localhost`,
 * Android at `https://localhost` (Capacitor's default `androidScheme`, see
 * apps/mobile/capacitor.config.ts). The desktop shell needs none: it forwards `/api` and
 * `/uploads` from its own `app://huebook` origin (apps/desktop/src/app-protocol.ts).
 */
export const NATIVE_ORIGINS = ['capacitor://localhost', 'https://localhost'] as const;

/** Every origin a browser may call the API and read uploads from, besides the server's own. */
export function allowedOrigins(webOrigins: readonly string[]): string[] {
  return [...new Set([...NATIVE_ORIGINS, ...webOrigins])];
}

/**
 * Answers CORS on every route (the API, `/uploads`, preflights): an allowed origin gets
 * `Access-Control-Allow-Origin` naming it (so a canvas that draws an upload stays readable),
 * any other gets no CORS header and the browser keeps the answer from it. Access is by bearer
 * token, never cookies: no credentials mode. `webOrigins` comes from CORS_ORIGINS (config.ts).
 */
export async function registerCors(app: FastifyInstance, webOrigins: readonly string[]): Promise<void> {
  const options: FastifyCorsOptions = {
    origin: allowedOrigins(webOrigins),
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    // Browsers cache a preflight for at most 2 h (Chromium) or 24 h (Firefox).
    maxAge: 7200,
  };
  await app.register(cors, options);
}
