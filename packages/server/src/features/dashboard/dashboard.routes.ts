import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '@artledger/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { dashboardStats } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ServiceDeps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The dashboard's four figures",
        response: { 200: dashboardStatsSchema },
      },
    },
    async (request) => dashboardStats(deps, request.user.id),
  );
};
