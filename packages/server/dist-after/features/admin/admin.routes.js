import { z } from 'zod';
import { adminPlanSchema, adminRoleUpdateSchema, adminSubscriptionUpdateSchema, adminUserSchema, idParamSchema, successSchema, } from '@artledger/domain';
import { notFound } from '../../lib/app-error.js';
import { listPlans } from '../plans/plans.repository.js';
import { findAdminUser, listAdminUsers } from './admin.repository.js';
import { changeUserRole, deleteUser, setUserPlan } from './admin.service.js';
export const adminRoutes = async (app) => {
    const deps = () => ({ db: app.db, storage: app.storage, billing: app.billing, log: app.log });
    const admin = { role: 'admin' };
    app.get('/api/admin/users', {
        config: admin,
        schema: {
            tags: ['admin'],
            summary: 'Every user with their plan, newest first (admins only)',
            response: { 200: z.array(adminUserSchema) },
        },
    }, async () => listAdminUsers(app.db));
    app.get('/api/admin/users/:id', {
        config: admin,
        schema: {
            tags: ['admin'],
            summary: 'One user with their plan (admins only)',
            params: idParamSchema,
            response: { 200: adminUserSchema },
        },
    }, async (request) => {
        const user = await findAdminUser(app.db, request.params.id);
        if (!user)
            throw notFound('User');
        return user;
    });
    app.put('/api/admin/users/:id/subscription', {
        config: admin,
        schema: {
            tags: ['admin'],
            summary: "Set a user's plan directly (admins only; Stripe is not charged or changed)",
            params: idParamSchema,
            body: adminSubscriptionUpdateSchema,
            response: { 200: successSchema },
        },
    }, async (request) => {
        await setUserPlan(deps(), request.params.id, request.body.planId);
        return { success: true };
    });
    app.put('/api/admin/users/:id/role', {
        config: admin,
        schema: {
            tags: ['admin'],
            summary: "Change a user's role (admins only; the last admin cannot step down)",
            params: idParamSchema,
            body: adminRoleUpdateSchema,
            response: { 200: successSchema },
        },
    }, async (request) => {
        await changeUserRole(deps(), request.user, request.params.id, request.body.role);
        return { success: true };
    });
    app.delete('/api/admin/users/:id', {
        config: admin,
        schema: {
            tags: ['admin'],
            summary: 'Delete a user who is not an admin, with all their records and files (admins only)',
            params: idParamSchema,
            response: { 200: successSchema },
        },
    }, async (request) => {
        await deleteUser(deps(), request.params.id);
        return { success: true };
    });
    app.get('/api/admin/subscription-plans', {
        config: admin,
        schema: {
            tags: ['admin'],
            summary: 'The plans an admin can assign',
            response: { 200: z.array(adminPlanSchema) },
        },
    }, async () => (await listPlans(app.db)).map((plan) => ({
        id: plan.id,
        name: plan.name,
        priceMonthly: plan.price_monthly,
    })));
};
//# sourceMappingURL=admin.routes.js.map