/**
 * The files that let https links to this server open the iOS and Android apps (issue 14,
 * "a universal/app link where configured"): iOS reads GET /.well-known/apple-app-site-association
 * when the app is installed, Android reads GET /.well-known/assetlinks.json to verify the app's
 * `autoVerify` intent filter. Each names who signs the app (IOS_TEAM_ID, ANDROID_CERT_SHA256 in
 * config.ts) and exists only when that is set; otherwise it is a 404 (never the SPA's HTML).
 *
 * The apps claim one path, Stripe Checkout's return for them (modules/stripe/app-return.ts): with
 * the link verified, the return opens the app directly instead of that page, and the web's own
 * pages stay in the browser. Formats: Apple's "Supporting associated domains" (applinks
 * `components`, iOS 13+), Google's Digital Asset Links (`delegate_permission/common.handle_all_urls`).
 */
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { APP_RETURN_PATH } from '../stripe/app-return.ts';

/** The apps' bundle id and Android package (apps/mobile/capacitor.config.ts `appId`). */
export const MOBILE_APP_ID = 'app.huebook.mobile';

export const APPLE_ASSOCIATION_PATH = '/.well-known/apple-app-site-association';
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';

/** The apple-app-site-association document for the app signed by `teamId`. */
export function appleAppSiteAssociation(teamId: string) {
  return {
    applinks: {
      details: [
        {
          appIDs: [`${teamId}.${MOBILE_APP_ID}`],
          components: [{ '/': APP_RETURN_PATH, comment: "Stripe Checkout's return into the app" }],
        },
      ],
    },
  };
}

/** The assetlinks.json statements for the app signed by certificates with these SHA-256 fingerprints. */
export function assetLinks(fingerprints: readonly string[]) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: MOBILE_APP_ID,
        sha256_cert_fingerprints: fingerprints,
      },
    },
  ];
}

/** An hour: the platforms fetch these at install and now and then, never per link. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * Registers both files, outside /api (no contract entry, no caller). Apple wants the first as
 * JSON without an extension or a redirect; both answer `application/json`.
 * @throws AppError NOT_FOUND (404) from a file whose setting is unset.
 */
export function wellKnownRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'iosTeamId' | 'androidCertSha256'>,
): void {
  app.get(APPLE_ASSOCIATION_PATH, async (_request, reply) => {
    if (!config.iosTeamId) throw new AppError('NOT_FOUND', 'Universal links are not set up on this server');
    return reply
      .type('application/json')
      .header('cache-control', CACHE_CONTROL)
      .send(JSON.stringify(appleAppSiteAssociation(config.iosTeamId)));
  });
  app.get(ASSET_LINKS_PATH, async (_request, reply) => {
    if (config.androidCertSha256.length === 0) {
      throw new AppError('NOT_FOUND', 'Android App Links are not set up on this server');
    }
    return reply
      .type('application/json')
      .header('cache-control', CACHE_CONTROL)
      .send(JSON.stringify(assetLinks(config.androidCertSha256)));
  });
}
