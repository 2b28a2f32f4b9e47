import type { FastifyReply } from 'fastify';

/**
 * A list route's answer: the page as a plain array (the spec's "list") and the number matching the
 * filters in X-Total-Count. The page and the count are read side by side.
 */
export async function pagedReply<T>(
  reply: FastifyReply,
  page: Promise<T[]> | T[],
  total: Promise<number> | number,
): Promise<T[]> {
  const [items, count] = await Promise.all([page, total]);
  reply.header('x-total-count', String(count));
  return items;
}
