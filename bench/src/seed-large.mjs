// `npm run seed:large`: seeds the bench's large account into a server, and prints what it seeded.
//
//   npm run seed:large -- --api http://127.0.0.1:3000   seed through a server that is already running
//   DATA_DIR=/some/dir npm run seed:large                start the built server on that DATA_DIR, seed, stop
//   npm run seed:large -- --data-dir /some/dir           the same
//   npm run seed:large -- --scale 10 …                    N× the large account (10: the huge one)
//
// Without either it refuses, rather than guess which database to fill.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedLargeAccount } from './seed/index.mjs';
import { BENCH_ADMIN } from './seed/install-users.mjs';
import { NeedsDataDirError } from './seed/paid-plan.mjs';
import { startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    'data-dir': { type: 'string' },
    scale: { type: 'string', default: '1' },
    help: { type: 'boolean' },
  },
});
const dataDir = values['data-dir'] ?? process.env.DATA_DIR;
const scale = Number(values.scale);

if (
  values.help ||
  (!values.api && !dataDir) ||
  (values.api && dataDir) ||
  !(Number.isInteger(scale) && scale >= 1)
) {
  console.error(
    'usage: npm run seed:large -- [--scale N] --api <url>   |   DATA_DIR=<dir> npm run seed:large -- [--scale N]',
  );
  process.exit(values.help ? 0 : 2);
}

const server = values.api ? undefined : await startServer({ dataDir: path.resolve(dataDir) });
try {
  const api = values.api ?? server.url;
  const { account, summary } = await seedLargeAccount({
    api,
    dataDir: dataDir && path.resolve(dataDir),
    scale,
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
        ...(account.adminToken && {
          admin: { username: BENCH_ADMIN.username, password: BENCH_ADMIN.password },
        }),
        seeded: summary,
      },
      null,
      2,
    ),
  );
} finally {
  await server?.stop();
}
