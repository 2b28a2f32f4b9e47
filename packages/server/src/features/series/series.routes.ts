import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  seriesCreateResponseSchema,
  seriesCreateSchema,
  seriesSchema,
} from '@artledger/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listSeries } from './series.repository.js';
import { createSeries } from './series.service.js';

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ServiceDeps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/api/series',
    {
      schema: {
        tags: ['series'],
        summary: "The caller's series, by name",
        response: { 200: z.array(seriesSchema) },
      },
    },
    async (request) => listSeries(app.db, request.user.id),
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
      const seriesId = await createSeries(deps, request.user.id, request.body);
      return reply.status(201).send({ success: true as const, seriesId });
    },
  );
};
