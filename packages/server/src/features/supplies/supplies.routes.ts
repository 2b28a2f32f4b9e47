import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consumableSchema,
  consumableSummarySchema,
  idParamSchema,
  successSchema,
  supplyInputSchema,
  supplyListQuerySchema,
  supplyTransactionListQuerySchema,
  supplyTransactionSchema,
  supplyUpdateSchema,
  transactionInputSchema,
} from '@artledger/domain';
import { pagedReply } from '../../lib/paged-reply.js';
import {
  createSupply,
  listSupplies,
  recordTransaction,
  removeSupply,
  suppliesSummary,
  supplyTransactions,
  updateSupply,
} from './supplies.service.js';

export const suppliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.get(
    '/api/consumables',
    {
      schema: {
        tags: ['supplies'],
        summary:
          'Art supplies, newest first, by category and search; a page at a time (limit, offset), the number matching in X-Total-Count',
        querystring: supplyListQuerySchema,
        response: { 200: z.array(consumableSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listSupplies(deps, request.user.id, request.query);
      return pagedReply(reply, items, total);
    },
  );

  app.post(
    '/api/consumables',
    {
      schema: {
        tags: ['supplies'],
        summary: 'Add a supply',
        body: supplyInputSchema,
        response: { 201: successSchema.extend({ consumable: consumableSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        consumable: await createSupply(deps, request.user.id, request.body),
      }),
  );

  app.put(
    '/api/consumables/:id',
    {
      schema: {
        tags: ['supplies'],
        summary:
          'Edit a supply: omitted fields stay as they are; a new quantity is recorded as an adjustment',
        params: idParamSchema,
        body: supplyUpdateSchema,
        response: { 200: successSchema.extend({ consumable: consumableSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      consumable: await updateSupply(deps, request.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/consumables/:id',
    {
      schema: {
        tags: ['supplies'],
        summary: 'Delete a supply and its transaction history',
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await removeSupply(deps, request.user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/consumables-summary',
    {
      schema: {
        tags: ['supplies'],
        summary: 'Counts per category, low-stock count (quantity ≤ 2) and inventory value',
        response: { 200: consumableSummarySchema },
      },
    },
    async (request) => suppliesSummary(deps, request.user.id),
  );

  app.get(
    '/api/consumables/:id/transactions',
    {
      schema: {
        tags: ['supplies'],
        summary:
          "A supply's transactions, newest first; a page at a time (limit, offset), the supply's number of transactions in X-Total-Count",
        params: idParamSchema,
        querystring: supplyTransactionListQuerySchema,
        response: { 200: z.array(supplyTransactionSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await supplyTransactions(
        deps,
        request.user.id,
        request.params.id,
        request.query,
      );
      return pagedReply(reply, items, total);
    },
  );

  app.post(
    '/api/consumables/:id/transactions',
    {
      schema: {
        tags: ['supplies'],
        summary: 'Record a purchase (adds), usage (subtracts, never below 0) or adjustment (sets the count)',
        params: idParamSchema,
        body: transactionInputSchema,
        response: {
          201: successSchema.extend({ transaction: supplyTransactionSchema, quantity: z.number().int() }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        ...(await recordTransaction(deps, request.user.id, request.params.id, request.body)),
      }),
  );
};
