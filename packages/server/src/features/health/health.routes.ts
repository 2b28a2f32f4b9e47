import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Answers 200 when the database is reachable',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
          503: z.object({
            status: z.literal('unavailable'),
            error: z.string(),
            code: z.literal('SERVICE_UNAVAILABLE'),
          }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: app.dialect };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({
          status: 'unavailable',
          error: 'The database is not reachable',
          code: 'SERVICE_UNAVAILABLE',
        });
      }
    },
  );
};
