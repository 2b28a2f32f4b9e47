// The large account of ARCHITECTURE.md §9, built step by step through the API of a running server.
//
// Each step is ({ api, account }) → { account?, summary }: `account` is merged into what later steps and the
// endpoint descriptors see (user, token, password, later e.g. artworkIds), `summary` is printed and reported.
// Later issues append steps here: artworks with image rows (5,000), dealers (50), consignments (1,500), sales (3,000).
import { seedBenchUser } from './bench-user.mjs';

export const SEED_STEPS = [{ name: 'bench user', run: seedBenchUser }];

export async function seedLargeAccount({ api, log = () => {} }) {
  let account = {};
  const summary = {};
  for (const step of SEED_STEPS) {
    const started = performance.now();
    const result = await step.run({ api, account });
    account = { ...account, ...result.account };
    Object.assign(summary, result.summary);
    log(`seeded ${step.name} in ${Math.round(performance.now() - started)} ms`);
  }
  return { account, summary };
}
