import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsOverviewSchema,
  isoDate,
  reportRangeQuerySchema,
  salesCsvFileName,
} from '@artledger/domain';
import { downloadCompression } from '../../plugins/compression.js';
import { assertCanExport, overview, salesCsv } from './analytics.service.js';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.get(
    '/api/analytics/overview',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The overview report; optional from/to (yyyy-MM-dd) narrow the sales figures',
        querystring: reportRangeQuerySchema,
        response: { 200: analyticsOverviewSchema },
      },
    },
    async (request) => overview(deps, request.user.id, request.query),
  );

  app.get(
    '/api/analytics/sales.csv',
    {
      schema: {
        tags: ['analytics'],
        summary: 'One CSV row per sale in the range, streamed page by page',
        querystring: reportRangeQuerySchema,
      },
      compress: downloadCompression,
    },
    async (request, reply) => {
      await assertCanExport(deps, request.user.id);
      const range = { from: request.query.from ?? null, to: request.query.to ?? null };
      const name = salesCsvFileName(range, isoDate(new Date()));
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(salesCsv(deps, request.user.id, range)));
    },
  );
};
