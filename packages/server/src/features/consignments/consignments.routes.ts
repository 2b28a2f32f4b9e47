import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consignmentCreateSchema,
  consignmentEndSchema,
  consignmentListQuerySchema,
  consignmentResponseSchema,
  consignmentSchema,
  consignmentUpdateSchema,
  errorResponseSchema,
  idParamSchema,
} from '@artledger/domain';
import { countConsignments, listConsignments } from './consignments.repository.js';
import { createConsignment, endConsignment, updateConsignment } from './consignments.service.js';
import { pagedReply } from '../../lib/paged-reply.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export const consignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ServiceDeps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/api/consignments',
    {
      schema: {
        tags: ['consignments'],
        summary:
          'Consignments, newest first, filtered by artwork, dealer or status, one page at a time; X-Total-Count carries the number matching the filters',
        querystring: consignmentListQuerySchema,
        response: { 200: z.array(consignmentSchema) },
      },
    },
    async (request, reply) => {
      return pagedReply(
        reply,
        listConsignments(app.db, request.user.id, request.query),
        countConsignments(app.db, request.user.id, request.query),
      );
    },
  );

  app.post(
    '/api/consignments',
    {
      schema: {
        tags: ['consignments'],
        summary: 'Consign an artwork to a dealer',
        body: consignmentCreateSchema,
        response: { 201: consignmentResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        consignment: await createConsignment(deps, request.user.id, request.body),
      }),
  );

  app.put(
    '/api/consignments/:id',
    {
      schema: {
        tags: ['consignments'],
        summary: 'Edit terms, or record the work returned or lost/damaged',
        params: idParamSchema,
        body: consignmentUpdateSchema,
        response: { 200: consignmentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      consignment: await updateConsignment(deps, request.user.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/consignments/:id/end',
    {
      schema: {
        tags: ['consignments'],
        summary: 'End a consignment: the work returns to the studio, available',
        params: idParamSchema,
        body: consignmentEndSchema,
        response: { 200: consignmentResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      consignment: await endConsignment(deps, request.user.id, request.params.id, request.body),
    }),
  );
};
