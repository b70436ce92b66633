import {
  confirmEmailBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateUserBodySchema,
  verifyBodySchema,
} from '@huebook/shared/schemas/user';
import type { FastifyInstance } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import { toUserView } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';

import { adminUserRoutes } from './admin-routes.ts';
import { confirmEmailChange, updateOwnAccount } from './email-change.ts';
import { createFirstAdmin } from './first-admin.ts';
import { signIn, signUp } from './service.ts';
import { verify } from './verify.ts';

/** /api/users/*: passwordless auth (DESIGN.md "Auth"), the current user's account, the admin's calls. */
export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = ctx.config.authRateLimit;
  const authLimit = limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {};

  app.post('/users/sign-up', authLimit, async (request) => ({
    data: await signUp(ctx, signUpBodySchema.parse(request.body), request.ip),
  }));

  app.post('/users/sign-in', authLimit, async (request) => ({
    data: await signIn(ctx, signInBodySchema.parse(request.body), request.ip),
  }));

  app.post('/users/admin/create', authLimit, async (request) => ({
    data: await createFirstAdmin(ctx, signUpBodySchema.parse(request.body), request.ip),
  }));

  app.post('/users/verify', authLimit, async (request) => ({
    data: await verify(ctx, { ...verifyBodySchema.parse(request.body), ip: request.ip }),
  }));

  app.get('/users/read', async (request) => {
    const me = await requireUser(ctx, request);
    return { data: await toUserView(ctx.db, me) };
  });

  app.patch('/users/update', async (request) => {
    const me = await requireUser(ctx, request);
    return { data: await updateOwnAccount(ctx, me, updateUserBodySchema.parse(request.body), request.ip) };
  });

  app.post('/users/email/confirm', authLimit, async (request) => {
    const me = await requireUser(ctx, request);
    const body = confirmEmailBodySchema.parse(request.body);
    return { data: await confirmEmailChange(ctx, me, { ...body, ip: request.ip }) };
  });

  adminUserRoutes(app, ctx);
}
