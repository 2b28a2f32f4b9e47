import { authResponseSchema, errorResponseSchema, loginSchema, registerSchema } from '@artledger/domain';
import { FailureThrottle } from '../../lib/failure-throttle.js';
import { login, register } from './auth.service.js';
export const authRoutes = async (app) => {
    const { authPerAddress, authPerAccount, windowMs } = app.config.rateLimit;
    const throttle = new FailureThrottle(authPerAccount, windowMs);
    const rateLimit = authPerAddress > 0 ? { max: authPerAddress, timeWindow: windowMs } : false;
    app.post('/api/auth/register', {
        config: { public: true, rateLimit },
        schema: {
            tags: ['auth'],
            summary: 'Create an account on the free plan and sign in',
            body: registerSchema,
            response: { 201: authResponseSchema, 409: errorResponseSchema },
        },
    }, async (request, reply) => reply.status(201).send(await register(app.db, app.tokens, request.body)));
    app.post('/api/auth/login', {
        config: { public: true, rateLimit },
        schema: {
            tags: ['auth'],
            summary: 'Sign in with a username or email',
            body: loginSchema,
            response: { 200: authResponseSchema, 401: errorResponseSchema },
        },
    }, async (request) => login(app.db, app.tokens, throttle, request.body));
};
//# sourceMappingURL=auth.routes.js.map