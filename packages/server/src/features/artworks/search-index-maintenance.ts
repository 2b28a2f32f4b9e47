import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { mergeSearchIndex, searchIndexTrees } from './artwork-search.repository.js';

/** How often the server looks at the index's b-trees. Looking costs one small read. */
export const SEARCH_INDEX_CHECK_MS = 60_000;
/**
 * Merged when it holds this many b-trees or more. Each merge rewrites the whole index, and FTS5 itself adds a
 * b-tree with each save and folds them together only at sixteen: at eight an index is rewritten at most
 * every seventh save, and a search reads at most eight b-trees instead of up to twenty-one.
 */
export const SEARCH_INDEX_MAX_TREES = 8;

/**
 * Merges the search index if it holds `maxTrees` b-trees or more: the server's decision, which the bench's
 * seeder makes too. Returns the b-trees found and the merge steps taken (0 when left alone).
 */
export async function mergeSearchIndexIfDue(
  db: Db,
  { maxTrees = SEARCH_INDEX_MAX_TREES, signal }: { maxTrees?: number; signal?: AbortSignal } = {},
): Promise<{ trees: number; steps: number }> {
  const trees = await searchIndexTrees(db);
  if (trees < maxTrees) return { trees, steps: 0 };
  return { trees, steps: await mergeSearchIndex(db, signal) };
}

/**
 * The server's background care of the search index: now and every `everyMs`, merges it once it holds
 * `maxTrees` b-trees or more. Failures are logged, never thrown. Returns a stop function that ends the
 * timer and waits for a merge under way to finish its step.
 */
export function keepSearchIndexMerged(
  db: Db,
  log: FastifyBaseLogger,
  { everyMs = SEARCH_INDEX_CHECK_MS, maxTrees = SEARCH_INDEX_MAX_TREES } = {},
): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= mergeSearchIndexIfDue(db, { maxTrees, signal: stopping.signal })
      .then(({ trees, steps }) => {
        if (steps) log.info({ trees, steps }, 'merged the search index');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not merge the search index'))
      .finally(() => (running = undefined));
  };
  check();
  const timer = setInterval(check, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
