import { errorResponseSchema, healthSchema } from '@artledger/domain';
import { databaseReachable } from '../../db/ping.js';
import { AppError } from '../../lib/app-error.js';
export const healthRoutes = async (app) => {
    app.get('/api/health', {
        config: { public: true, rateLimit: false },
        schema: {
            tags: ['health'],
            summary: 'Answers 200 when the database is reachable, 503 SERVICE_UNAVAILABLE when not',
            response: {
                200: healthSchema,
                503: errorResponseSchema,
            },
        },
    }, async () => {
        if (!(await databaseReachable(app.db))) {
            app.log.error('health check failed: the database is not reachable');
            throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable');
        }
        return { status: 'ok', database: app.dialect };
    });
};
//# sourceMappingURL=health.routes.js.map