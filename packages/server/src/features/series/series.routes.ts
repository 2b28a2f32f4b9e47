import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  seriesCreateResponseSchema,
  seriesCreateSchema,
  seriesSchema,
} from '@artledger/domain';
import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/series',
    {
      schema: {
        tags: ['series'],
        summary: "The caller's series, by name",
        response: { 200: z.array(seriesSchema) },
      },
    },
    async (request) =>
      app.db
        .selectFrom('series')
        .select(['id', 'name', 'description', 'year', 'created_at'])
        .where('user_id', '=', request.user.id)
        .orderBy('name_lower')
        .execute(),
  );

  app.post(
    '/api/series',
    {
      schema: {
        tags: ['series'],
        summary: 'Create a series',
        body: seriesCreateSchema,
        response: { 201: seriesCreateResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { name, description, year } = request.body;
      const taken = `A series named "${name}" already exists`;
      try {
        const existing = await app.db
          .selectFrom('series')
          .select('id')
          .where('user_id', '=', request.user.id)
          .where('name_lower', '=', name.toLowerCase())
          .executeTakeFirst();
        if (existing) throw conflict(taken);
        const row = await app.db
          .insertInto('series')
          .values({
            user_id: request.user.id,
            name,
            name_lower: name.toLowerCase(),
            description: description ?? null,
            year: year ?? null,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ success: true as const, seriesId: row.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(taken);
        throw error;
      }
    },
  );
};
