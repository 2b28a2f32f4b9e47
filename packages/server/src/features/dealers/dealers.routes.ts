import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dealerCreateResponseSchema,
  dealerCreateSchema,
  dealerListItemSchema,
  dealerListQuerySchema,
  dealerOptionSchema,
  dealerOptionsQuerySchema,
  dealerResponseSchema,
  dealerSummarySchema,
  dealerSchema,
  dealerUpdateSchema,
  idParamSchema,
  inventoryReportSchema,
  successSchema,
} from '@artledger/domain';
import { pagedReply } from '../../lib/paged-reply.js';
import { notFound } from '../../lib/app-error.js';
import { countDealerOptions, findDealer, listDealerOptions, toDealerDto } from './dealers.repository.js';
import {
  createDealer,
  dealerSummary,
  deleteDealer,
  inventoryReport,
  listDealerCards,
  updateDealer,
} from './dealers.service.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export const dealersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ServiceDeps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/api/dealers',
    {
      schema: {
        tags: ['dealers'],
        summary:
          'Dealers and galleries, newest first, one page at a time, with what each holds and owes and its newest 5 consigned works; X-Total-Count carries the number matching the filters',
        querystring: dealerListQuerySchema,
        response: { 200: z.array(dealerListItemSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listDealerCards(deps, request.user.id, request.query);
      return pagedReply(reply, items, total);
    },
  );

  app.get(
    '/api/dealers/options',
    {
      schema: {
        tags: ['dealers'],
        summary:
          "The consign dialog's dealer picker: active dealers by name (id, name, company, commission), search on name or company; X-Total-Count carries the number matching",
        querystring: dealerOptionsQuerySchema,
        response: { 200: z.array(dealerOptionSchema) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      return pagedReply(
        reply,
        listDealerOptions(app.db, userId, request.query),
        countDealerOptions(app.db, userId, request.query.search),
      );
    },
  );

  app.get(
    '/api/dealers/:id/summary',
    {
      schema: {
        tags: ['dealers'],
        summary:
          'What one dealer holds and owes: consigned count and value, sales, unpaid sales and their net',
        params: idParamSchema,
        response: { 200: dealerSummarySchema },
      },
    },
    async (request) => dealerSummary(deps, request.user.id, request.params.id),
  );

  app.get(
    '/api/dealers/:id',
    {
      schema: {
        tags: ['dealers'],
        summary: 'One dealer',
        params: idParamSchema,
        response: { 200: dealerSchema },
      },
    },
    async (request) => {
      const row = await findDealer(app.db, request.user.id, request.params.id);
      if (!row) throw notFound('Dealer');
      return toDealerDto(row);
    },
  );

  app.post(
    '/api/dealers',
    {
      schema: {
        tags: ['dealers'],
        summary: 'Add a dealer (starts active)',
        body: dealerCreateSchema,
        response: { 201: dealerCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const dealer = await createDealer(deps, request.user.id, request.body);
      return reply.status(201).send({ success: true as const, dealerId: dealer.id, dealer });
    },
  );

  app.put(
    '/api/dealers/:id',
    {
      schema: {
        tags: ['dealers'],
        summary: 'Edit a dealer, status included',
        params: idParamSchema,
        body: dealerUpdateSchema,
        response: { 200: dealerResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      dealer: await updateDealer(deps, request.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/dealers/:id',
    {
      schema: {
        tags: ['dealers'],
        summary: 'Delete a dealer and its consignment records; sales are kept',
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await deleteDealer(deps, request.user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/dealers/:id/inventory-report',
    {
      schema: {
        tags: ['dealers'],
        summary: "The dealer's inventory report (16 fields per item)",
        params: idParamSchema,
        response: { 200: inventoryReportSchema },
      },
    },
    async (request) => inventoryReport(deps, request.user.id, request.params.id),
  );
};
