import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema, subscriptionSchema } from '@artledger/domain';
import { findUserSubscription, listPlans } from './plans.repository.js';

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscription-plans',
    {
      config: { public: true },
      schema: {
        tags: ['plans'],
        summary: 'The plans anyone can subscribe to',
        response: { 200: z.array(planSchema) },
      },
    },
    async () => listPlans(app.db),
  );

  app.get(
    '/api/user-subscription',
    {
      schema: {
        tags: ['plans'],
        summary: "The caller's subscription and plan",
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => findUserSubscription(app.db, request.user.id),
  );
};
