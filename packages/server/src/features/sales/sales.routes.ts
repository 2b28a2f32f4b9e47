import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  fromCents,
  idParamSchema,
  pendingDealerDuesSchema,
  pendingSalesSummarySchema,
  saleCreateSchema,
  saleListQuerySchema,
  saleResponseSchema,
  saleSchema,
  salesMarkPaidResponseSchema,
  saleUpdateSchema,
  salesMarkPaidSchema,
} from '@artledger/domain';
import { countSales, listSales, pendingDealerSalesSummary, pendingDuesByDealer } from './sales.repository.js';
import { markSalesPaid, recordSale, updateSale } from './sales.service.js';
import { pagedReply } from '../../lib/paged-reply.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ServiceDeps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/api/sales',
    {
      schema: {
        tags: ['sales'],
        summary:
          'Sales, newest first, filtered by payment status, dealer or artwork, one page at a time; X-Total-Count carries the number matching the filters',
        querystring: saleListQuerySchema,
        response: { 200: z.array(saleSchema) },
      },
    },
    async (request, reply) => {
      return pagedReply(
        reply,
        listSales(app.db, request.user.id, request.query),
        countSales(app.db, request.user.id, request.query),
      );
    },
  );

  app.get(
    '/api/sales/pending-by-dealer',
    {
      schema: {
        tags: ['sales'],
        summary: 'Unpaid dealer sales per dealer (count and net), largest amount owed first',
        response: { 200: pendingDealerDuesSchema },
      },
    },
    async (request) =>
      (await pendingDuesByDealer(app.db, request.user.id)).map((due) => ({
        dealer_id: due.dealerId,
        dealer_name: due.name,
        company_name: due.companyName,
        count: due.count,
        total: fromCents(due.netCents),
      })),
  );

  app.get(
    '/api/sales/pending-summary',
    {
      schema: {
        tags: ['sales'],
        summary: 'How many dealer sales are unpaid and their total net (the Dealers badge)',
        response: { 200: pendingSalesSummarySchema },
      },
    },
    async (request) => {
      const { count, totalCents } = await pendingDealerSalesSummary(app.db, request.user.id);
      return { count, total: fromCents(totalCents) };
    },
  );

  app.post(
    '/api/sales',
    {
      schema: {
        tags: ['sales'],
        summary: 'Mark an artwork as sold (one transaction with the artwork and its consignment)',
        body: saleCreateSchema,
        response: { 201: saleResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, sale: await recordSale(deps, request.user.id, request.body) }),
  );

  app.put(
    '/api/sales/:id',
    {
      schema: {
        tags: ['sales'],
        summary: 'Record a payment (paid, check number, date) or edit buyer and notes',
        params: idParamSchema,
        body: saleUpdateSchema,
        response: { 200: saleResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      sale: await updateSale(deps, request.user.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/sales/mark-paid',
    {
      schema: {
        tags: ['sales'],
        summary: 'Mark several pending sales received at once (all or none)',
        body: salesMarkPaidSchema,
        response: {
          200: salesMarkPaidResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markSalesPaid(deps, request.user.id, request.body)),
    }),
  );
};
