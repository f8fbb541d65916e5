import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Guards: one place says who may call what, from the caller the auth plugin put into
 * `request.ctx.actor`. Use them as the `onRequest` hook of a prefix or of a route.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.ctx.actor.userId) throw new AppError('unauthorized');
}

export async function requireSeller(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.ctx.actor.roles.includes('seller') || !request.ctx.actor.companyId) throw new AppError('forbidden');
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.ctx.actor.roles.includes('admin')) throw new AppError('forbidden');
}
