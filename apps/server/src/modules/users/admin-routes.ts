import { listQuerySchema } from '@huebook/shared/schemas/api';
import { createUserBodySchema, updateUserBodySchema } from '@huebook/shared/schemas/user';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';

import { createUserAsAdmin, readUser, toggleUserBlocked } from './admin-service.ts';
import { listUsers } from './list-users.ts';
import { requireAdmin } from './require-admin.ts';
import { updateUserById } from './service.ts';

type IdParams = { Params: { id: string } };

/** The admin's /api/users/* calls (spec §7 "Users"): list, read, create, update, block. */
export function adminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/paginate', async (request) => {
    await requireAdmin(ctx, request);
    return listUsers(ctx, listQuerySchema.parse(request.query));
  });

  app.get<IdParams>('/users/:id/read', async (request) => {
    await requireAdmin(ctx, request);
    return { data: await readUser(ctx, request.params.id) };
  });

  app.post('/users/create', async (request) => {
    await requireAdmin(ctx, request);
    return { data: await createUserAsAdmin(ctx, createUserBodySchema.parse(request.body)) };
  });

  app.patch<IdParams>('/users/:id/update', async (request) => {
    const me = await requireAdmin(ctx, request);
    await readUser(ctx, request.params.id);
    const user = await updateUserById(
      ctx,
      { userId: request.params.id, uploaderId: me.user.id },
      updateUserBodySchema.parse(request.body),
    );
    return { data: { updated: true, user } };
  });

  app.patch<IdParams>('/users/:id/blocked/toggle', async (request) => {
    const me = await requireAdmin(ctx, request);
    return { data: await toggleUserBlocked(ctx, me, request.params.id) };
  });
}
