import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import { toUserView } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';

import { adminUserRoutes } from './admin-routes.ts';
import { confirmEmailChange, updateOwnAccount } from './email-change.ts';
import { createFirstAdmin } from './first-admin.ts';
import { signIn, signUp } from './service.ts';
import { verify } from './verify.ts';

/** /api/users/*: passwordless auth (DESIGN.md "Auth"), the current user's account, the admin's calls. */
export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = ctx.config.authRateLimit;
  const authLimit = limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {};

  route(
    app,
    ctx,
    endpoints.signUp,
    async ({ body, request }) => ({ data: await signUp(ctx, body, request.ip) }),
    authLimit,
  );

  route(
    app,
    ctx,
    endpoints.signIn,
    async ({ body, request }) => ({ data: await signIn(ctx, body, request.ip) }),
    authLimit,
  );

  route(
    app,
    ctx,
    endpoints.createFirstAdmin,
    async ({ body, request }) => ({ data: await createFirstAdmin(ctx, body, request.ip) }),
    authLimit,
  );

  route(
    app,
    ctx,
    endpoints.verify,
    async ({ body, request }) => ({ data: await verify(ctx, { ...body, ip: request.ip }) }),
    authLimit,
  );

  route(app, ctx, endpoints.readMe, async ({ me }) => ({ data: await toUserView(ctx.db, me) }));

  route(app, ctx, endpoints.updateMe, async ({ me, body, request }) => ({
    data: await updateOwnAccount(ctx, me, body, request.ip),
  }));

  route(
    app,
    ctx,
    endpoints.confirmEmail,
    async ({ me, body, request }) => ({
      data: await confirmEmailChange(ctx, me, { ...body, ip: request.ip }),
    }),
    authLimit,
  );

  adminUserRoutes(app, ctx);
}
