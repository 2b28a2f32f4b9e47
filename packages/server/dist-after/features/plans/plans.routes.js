import { z } from 'zod';
import { artworkCountSchema, planSchema, subscriptionSchema } from '@artledger/domain';
import { countAccountArtworks } from '../artworks/artworks.repository.js';
import { findUserSubscription, listPlans } from './plans.repository.js';
export const plansRoutes = async (app) => {
    app.get('/api/subscription-plans', {
        config: { public: true },
        schema: {
            tags: ['plans'],
            summary: 'The plans anyone can subscribe to',
            response: { 200: z.array(planSchema) },
        },
    }, async () => listPlans(app.db));
    app.get('/api/user-subscription', {
        schema: {
            tags: ['plans'],
            summary: "The caller's subscription and plan",
            response: { 200: subscriptionSchema },
        },
    }, async (request) => findUserSubscription(app.db, request.user.id));
    app.get('/api/user-artwork-count', {
        schema: {
            tags: ['plans'],
            summary: 'How many artworks the caller has catalogued (what the plan limit counts)',
            response: { 200: artworkCountSchema },
        },
    }, async (request) => ({ count: await countAccountArtworks(app.db, request.user.id) }));
};
//# sourceMappingURL=plans.routes.js.map