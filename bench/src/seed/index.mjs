// The bench's large account: the bench user through the API, the pro plan, a few artworks with
// real images through the API, then the bulk (5,000 artworks with image rows, 50 dealers, 1,500 consignments,
// 3,000 sales; 500 supplies with 20,000 transactions; 500 other artists and an admin on the install) in SQL on
// the server's own SQLite file, its search index merged as the running server would within a minute; `scale`
// multiplies the artworks, dealers, consignments, sales, supplies and other users (10: the huge account).
//
// No step runs ANALYZE. A real install's only statistics are the ones its migrations took, and a running
// server keeps the statistics it loaded when it started (another connection's ANALYZE does not reach it).
// The data floors open their own connection after the seed: statistics taken here would give them query
// plans the server they are compared with does not run. (Taken after the bulk rows, they once said the
// install had one user, and the admin list's floor joined each listed user to a scan of every subscription.)
//
// Each step is ({ api, account, dataDir }) → { account?, summary }: `account` is merged into what later steps
// and the endpoint descriptors see (user, token, password, largestDealerId, …), `summary` is printed and
// reported. `dataDir` is the server's DATA_DIR; without it only the API steps can run (see paid-plan.mjs).
import { seedApiArtworks } from './api-artworks.mjs';
import { seedBenchUser } from './bench-user.mjs';
import { seedBulk } from './bulk.mjs';
import { seedFacts } from './facts.mjs';
import { seedInstallUsers } from './install-users.mjs';
import { seedProPlan } from './paid-plan.mjs';
import { seedSearchIndexMerge } from './search-index.mjs';
import { seedSupplies } from './supplies.mjs';

export const SEED_STEPS = [
  { name: 'bench user', run: seedBenchUser },
  { name: 'pro plan', run: seedProPlan },
  { name: 'artworks through the API', run: seedApiArtworks },
  { name: 'bulk rows in SQL', run: seedBulk },
  { name: 'supplies in SQL', run: seedSupplies },
  { name: "the install's other users in SQL", run: seedInstallUsers },
  { name: 'search index merged as the server keeps it', run: seedSearchIndexMerge },
  { name: 'facts', run: seedFacts },
];

export async function seedLargeAccount({ api, dataDir, scale = 1, log = () => {} }) {
  let account = {};
  const summary = {};
  const started = performance.now();
  for (const step of SEED_STEPS) {
    const stepStarted = performance.now();
    const result = await step.run({ api, account, dataDir, scale });
    account = { ...account, ...result.account };
    Object.assign(summary, result.summary);
    log(`seeded ${step.name} in ${Math.round(performance.now() - stepStarted)} ms`);
  }
  summary.seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  return { account, summary };
}
