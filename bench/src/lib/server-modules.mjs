// The data floors call the COMPILED server code (packages/server/dist), the same code the bench server runs.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JWT_SECRET, SERVER_DIST } from './settings.mjs';

/** Imports a module of the built server by its path under dist, e.g. 'lib/tokens.js'. */
export function serverModule(relativePath) {
  return import(pathToFileURL(path.join(SERVER_DIST, relativePath)).href);
}

/**
 * What an endpoint's request factory and data floor get: the seeded account, and a second handle on the
 * server's SQLite file (WAL lets it read beside the running server) opened by the server's own createDatabase.
 */
export async function openFloorContext({ dataDir, account }) {
  const [{ createDatabase }, { TokenService }] = await Promise.all([
    serverModule('db/database.js'),
    serverModule('lib/tokens.js'),
  ]);
  const handle = createDatabase({ databaseUrl: undefined, dataDir });
  return {
    ...account,
    dataDir,
    db: handle.db,
    tokens: new TokenService(JWT_SECRET),
    server: serverModule,
    close: () => handle.db.destroy(),
  };
}

/** The built server's users repository, imported on the first check (the build may not exist before). */
let usersRepository;

/**
 * The work the server's auth hook (plugins/auth.ts) does before every private route: verify the JWT, then
 * check the user's token_version with the hook's own query (findTokenHolder, compiled once per handle).
 * Part of every private endpoint's own work, so part of its data floor.
 */
export async function authenticate(ctx) {
  const claims = await ctx.tokens.verify(ctx.token);
  if (!claims) throw new Error('bench token did not verify');
  usersRepository ??= await serverModule('features/users/users.repository.js');
  const row = await usersRepository.findTokenHolder(ctx.db, claims.userId);
  if (!row || row.token_version !== claims.version) throw new Error('bench token was revoked');
  return { id: row.id, role: row.role };
}
