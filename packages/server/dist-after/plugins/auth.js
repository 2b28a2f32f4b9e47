import { unauthorized, forbidden } from '../lib/app-error.js';
import { findTokenHolder } from '../features/users/users.repository.js';
/**
 * Every route requires a valid, unrevoked token unless its config says `public: true`, so a route added
 * later is safe by default. The token's version must match the user's row, which revokes old tokens.
 */
export function registerAuth(app) {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
        const config = request.routeOptions.config;
        // Only the API is guarded: uploads have unguessable names and the web app is public.
        const url = request.routeOptions.url;
        if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || config.public)
            return;
        const header = request.headers.authorization;
        const match = header?.match(/^Bearer\s+(\S+)$/i);
        if (!match)
            throw unauthorized();
        const claims = await app.tokens.verify(match[1]);
        if (!claims)
            throw unauthorized('Your session has expired. Please sign in again.');
        const row = await findTokenHolder(app.db, claims.userId);
        if (!row || row.token_version !== claims.version)
            throw unauthorized('Your session has expired. Please sign in again.');
        request.user = { id: row.id, role: row.role };
        if (config.role && row.role !== config.role)
            throw forbidden('You do not have permission to do this');
    });
}
//# sourceMappingURL=auth.js.map