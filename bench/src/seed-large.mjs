// `npm run seed:large`: seeds the bench's large account into a server, and prints what it seeded.
//
//   npm run seed:large -- --api http://127.0.0.1:3000   seed through a server that is already running
//   DATA_DIR=/some/dir npm run seed:large                start the built server on that DATA_DIR, seed, stop
//   npm run seed:large -- --data-dir /some/dir           the same
//
// Without either it refuses, rather than guess which database to fill.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedLargeAccount } from './seed/index.mjs';
import { NeedsDataDirError } from './seed/paid-plan.mjs';
import { startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: { api: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
});
const dataDir = values['data-dir'] ?? process.env.DATA_DIR;

if (values.help || (!values.api && !dataDir) || (values.api && dataDir)) {
  console.error('usage: npm run seed:large -- --api <url>   |   DATA_DIR=<dir> npm run seed:large');
  process.exit(values.help ? 0 : 2);
}

const server = values.api ? undefined : await startServer({ dataDir: path.resolve(dataDir) });
try {
  const api = values.api ?? server.url;
  const { account, summary } = await seedLargeAccount({
    api,
    dataDir: dataDir && path.resolve(dataDir),
    log: (line) => console.error(line),
  }).catch((error) => {
    if (!(error instanceof NeedsDataDirError)) throw error;
    console.error(`seed:large stopped: ${error.message}`);
    process.exit(3);
  });
  console.log(
    JSON.stringify(
      {
        api,
        dataDir: dataDir && path.resolve(dataDir),
        signIn: { username: account.user.username, password: account.password },
        seeded: summary,
      },
      null,
      2,
    ),
  );
} finally {
  await server?.stop();
}
