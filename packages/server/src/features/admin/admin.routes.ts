import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPlanSchema,
  adminRoleUpdateSchema,
  adminSubscriptionUpdateSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  idParamSchema,
  successSchema,
} from '@artledger/domain';
import { notFound } from '../../lib/app-error.js';
import { pagedReply } from '../../lib/paged-reply.js';
import { listPlans } from '../plans/plans.repository.js';
import { findAdminUser, listAdminUsersWithTotal } from './admin.repository.js';
import { type AdminDeps, changeUserRole, deleteUser, setUserPlan } from './admin.service.js';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AdminDeps => ({ db: app.db, storage: app.storage, billing: app.billing, log: app.log });
  const admin = { role: 'admin' as const };

  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Users with their plan, newest first, by search (name, username, email, plan); a page at a time (limit, offset), the number matching in X-Total-Count (admins only)',
        querystring: adminUserListQuerySchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminUsersWithTotal(app.db, request.query);
      return pagedReply(reply, items, total);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'One user with their plan (admins only)',
        params: idParamSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const user = await findAdminUser(app.db, request.params.id);
      if (!user) throw notFound('User');
      return user;
    },
  );

  app.put(
    '/api/admin/users/:id/subscription',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Set a user's plan directly (admins only; Stripe is not charged or changed)",
        params: idParamSchema,
        body: adminSubscriptionUpdateSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await setUserPlan(deps(), request.params.id, request.body.planId);
      return { success: true as const };
    },
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (admins only; the last admin cannot step down)",
        params: idParamSchema,
        body: adminRoleUpdateSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await changeUserRole(deps(), request.user, request.params.id, request.body.role);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user who is not an admin, with all their records and files (admins only)',
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await deleteUser(deps(), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/subscription-plans',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'The plans an admin can assign',
        response: { 200: z.array(adminPlanSchema) },
      },
    },
    async () =>
      (await listPlans(app.db)).map((plan) => ({
        id: plan.id,
        name: plan.name,
        priceMonthly: plan.price_monthly,
      })),
  );
};
