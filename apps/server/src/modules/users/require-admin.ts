import type { FastifyRequest } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/**
 * The signed-in admin of a request (spec §6: admin rights).
 * @throws AppError UNAUTHORIZED (not signed in), FORBIDDEN (not an admin).
 */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<UserWithPlan> {
  const me = await requireUser(ctx, request);
  if (!me.user.admin) throw new AppError('FORBIDDEN', 'Only admins can do this.');
  return me;
}
