import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '@artledger/domain';
import { artworkCounts } from '../artworks/artworks.service.js';
import { salesThisYear } from '../sales/sales.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The dashboard's four figures",
        response: { 200: dashboardStatsSchema },
      },
    },
    async (request) => {
      const [artworks, sales] = await Promise.all([
        artworkCounts(app, request.user.id),
        salesThisYear(app.db, request.user.id),
      ]);
      return {
        total_artworks: artworks.total,
        available: artworks.available,
        sold_this_year: sales.count,
        net_revenue_this_year: sales.net,
      };
    },
  );
};
