// `npm run admin -- promote <username>` / `demote <username>`: the first admin comes from the command line.
import type { Role } from '@artledger/domain';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { setRole } from './set-role.js';

const USAGE = 'Usage: npm run admin -- promote <username>\n       npm run admin -- demote <username>';
const [command, username] = process.argv.slice(2);
const roles: Record<string, Role> = { promote: 'admin', demote: 'artist' };

if (!command || !username || !roles[command]) {
  console.error(USAGE);
  process.exit(2);
}

const { db } = createDatabase(loadConfig());
try {
  await migrateToLatest(db);
  const result = await setRole(db, username, roles[command]!);
  console.log(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await db.destroy();
}
