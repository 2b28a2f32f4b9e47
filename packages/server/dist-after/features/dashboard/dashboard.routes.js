import { dashboardStatsSchema } from '@artledger/domain';
import { dashboardStats } from './dashboard.service.js';
export const dashboardRoutes = async (app) => {
    const deps = { db: app.db, storage: app.storage };
    app.get('/api/dashboard/stats', {
        schema: {
            tags: ['dashboard'],
            summary: "The dashboard's four figures",
            response: { 200: dashboardStatsSchema },
        },
    }, async (request) => dashboardStats(deps, request.user.id));
};
//# sourceMappingURL=dashboard.routes.js.map