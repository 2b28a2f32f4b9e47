import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { isPlanName, setPlan } from './set-plan.js';
import { setRole } from './set-role.js';
const USAGE = [
    'Usage: npm run admin -- promote <username>',
    '       npm run admin -- demote <username>',
    '       npm run admin -- plan <username> free|basic|pro',
].join('\n');
const [command, username, planName] = process.argv.slice(2);
const roles = { promote: 'admin', demote: 'artist' };
const valid = command !== undefined &&
    username !== undefined &&
    (roles[command] !== undefined || (command === 'plan' && isPlanName(planName)));
if (!valid) {
    console.error(USAGE);
    process.exit(2);
}
const { db } = createDatabase(loadConfig());
try {
    await migrateToLatest(db);
    const result = command === 'plan' && isPlanName(planName)
        ? await setPlan(db, username, planName)
        : await setRole(db, username, roles[command]);
    console.log(result.message);
    process.exitCode = result.ok ? 0 : 1;
}
finally {
    await db.destroy();
}
//# sourceMappingURL=admin.js.map