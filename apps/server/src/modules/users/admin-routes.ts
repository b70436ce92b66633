import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';

import { createUserAsAdmin, readUser, toggleUserBlocked } from './admin-service.ts';
import { listUsers } from './list-users.ts';
import { updateUserById } from './service.ts';

/** The admin's /api/users/* calls (spec §7 "Users"): list, read, create, update, block. */
export function adminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.listUsers, async ({ query }) => listUsers(ctx, query));

  route(app, ctx, endpoints.readUser, async ({ params }) => ({ data: await readUser(ctx, params.id) }));

  route(app, ctx, endpoints.createUser, async ({ body }) => ({ data: await createUserAsAdmin(ctx, body) }));

  route(app, ctx, endpoints.updateUser, async ({ me, params, body }) => {
    await readUser(ctx, params.id);
    const user = await updateUserById(ctx, { userId: params.id, uploaderId: me.user.id }, body);
    return { data: { updated: true as const, user } };
  });

  route(app, ctx, endpoints.toggleUserBlocked, async ({ me, params }) => ({
    data: await toggleUserBlocked(ctx, me, params.id),
  }));
}
