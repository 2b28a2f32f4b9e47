import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@artledger/domain';
import { isApiPath } from '../lib/api-paths.js';
import { unauthorized, forbidden } from '../lib/app-error.js';
import { findTokenHolder } from '../features/users/users.repository.js';

export interface AuthUser {
  id: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every non-public route by the authentication hook. */
    user: AuthUser;
  }
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise. */
    public?: boolean;
    /** Only this role may call the route. */
    role?: Role;
  }
}

/**
 * Every route requires a valid, unrevoked token unless its config says `public: true`, so a route added
 * later is safe by default. The token's version must match the user's row, which revokes old tokens.
 *
 * The check is attached to each private route as it is registered (onRoute), not run as a global hook that
 * asks every request which route it is on: that question rebuilt Fastify's route options object twice per
 * request. Only the API is guarded: uploads have unguessable names and the web app is public.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as AuthUser);

  async function authenticate(request: FastifyRequest, role: Role | undefined): Promise<void> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match) throw unauthorized();
    const claims = await app.tokens.verify(match[1]!);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    const row = await findTokenHolder(app.db, claims.userId);
    if (!row || row.token_version !== claims.version)
      throw unauthorized('Your session has expired. Please sign in again.');
    request.user = { id: row.id, role: row.role };
    if (role && row.role !== role) throw forbidden('You do not have permission to do this');
  }
  const anyRole = (request: FastifyRequest) => authenticate(request, undefined);
  const roleHooks = new Map<Role, (request: FastifyRequest) => Promise<void>>();

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!isApiPath(url) || route.config?.public) return;
    const role = route.config?.role;
    let hook = anyRole;
    if (role) {
      hook = roleHooks.get(role) ?? ((request) => authenticate(request, role));
      roleHooks.set(role, hook);
    }
    const hooks = [route.onRequest ?? []].flat();
    // Fastify derives a GET's HEAD route from its options, which already carry the check.
    if (!hooks.includes(hook)) route.onRequest = [...hooks, hook];
  });
}
