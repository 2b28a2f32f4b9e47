import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { build } from '../../../test/build.js';
import { buildArtworks, buildUser } from '../../../test/factories.js';
import { testDialect } from '../../../test/database.js';
import { mergeSearchIndex, searchIndexTrees } from './artwork-search.repository.js';
import { keepSearchIndexMerged } from './search-index-maintenance.js';

const { app } = await build();

const WORDS = ['harbor', 'meadow', 'lantern', 'orchard', 'glacier'];

/** Every artwork saved in its own transaction, as the app saves them: FTS5 adds a b-tree for each. */
async function saveOneByOne(userId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const word = WORDS[i % WORDS.length]!;
    await buildArtworks(app, userId, 1, { title: `${word} study ${i}`, notes: `sketch ${i} of the ${word}` });
  }
}

async function searchIds(auth: { authorization: string }, term: string): Promise<number[]> {
  const res = await app.inject({ url: `/api/artworks?scope=all&limit=500&search=${term}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }[]>().map((artwork) => artwork.id);
}

function silentLog() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

// The suite runs once per database (TEST_DB), and each run takes the cases of its own database.
if (testDialect === 'sqlite')
  describe('the search index on SQLite', () => {
    it('is merged into one b-tree, step by step, and every search answers as before', async () => {
      const user = await buildUser(app);
      await saveOneByOne(user.id, 60);
      const trees = await searchIndexTrees(app.db);
      expect(trees).toBeGreaterThanOrEqual(3);
      const before = await Promise.all(WORDS.map((word) => searchIds(user.auth, word)));
      expect(before.every((ids) => ids.length === 12)).toBe(true);

      expect(await mergeSearchIndex(app.db)).toBeGreaterThan(0);

      expect(await searchIndexTrees(app.db)).toBe(1);
      expect(await Promise.all(WORDS.map((word) => searchIds(user.auth, word)))).toEqual(before);
      // Nothing left to merge: the next call stops at its first step.
      expect(await mergeSearchIndex(app.db)).toBe(0);
    });

    it('two merges at once (the server and a seeder on one file) both finish with one b-tree', async () => {
      const user = await buildUser(app);
      await saveOneByOne(user.id, 30);
      const before = await searchIds(user.auth, 'meadow');
      const steps = await Promise.all([mergeSearchIndex(app.db), mergeSearchIndex(app.db)]);
      expect(steps[0]! + steps[1]!).toBeGreaterThan(0);
      expect(await searchIndexTrees(app.db)).toBe(1);
      expect(await searchIds(user.auth, 'meadow')).toEqual(before);
    });

    it('keeps merging after later saves, and stops between steps when asked', async () => {
      const user = await buildUser(app);
      await saveOneByOne(user.id, 40);
      expect(await searchIndexTrees(app.db)).toBeGreaterThan(1);
      const aborted = new AbortController();
      aborted.abort();
      expect(await mergeSearchIndex(app.db, aborted.signal)).toBe(0);
      expect(await searchIndexTrees(app.db)).toBeGreaterThan(1);

      expect(await mergeSearchIndex(app.db)).toBeGreaterThan(0);
      expect(await searchIndexTrees(app.db)).toBe(1);
      expect(await searchIds(user.auth, 'lantern')).toHaveLength(8);
    });

    it('is merged by the background care once it holds enough b-trees, and left alone below that', async () => {
      const user = await buildUser(app);
      await mergeSearchIndex(app.db);
      await saveOneByOne(user.id, 2);
      const trees = await searchIndexTrees(app.db);
      expect(trees).toBeGreaterThan(1);

      const idle = silentLog();
      const stopIdle = keepSearchIndexMerged(app.db, idle, { everyMs: 60_000, maxTrees: trees + 1 });
      await stopIdle();
      expect(await searchIndexTrees(app.db)).toBe(trees);
      expect(idle.info).not.toHaveBeenCalled();

      const log = silentLog();
      const stop = keepSearchIndexMerged(app.db, log, { everyMs: 60_000, maxTrees: trees });
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
      await stop();
      expect(await searchIndexTrees(app.db)).toBe(1);
      expect(log.info.mock.calls[0]![0]).toEqual({ trees, steps: expect.any(Number) });
      expect(log.warn).not.toHaveBeenCalled();
    });

    it('logs a failed merge instead of throwing, and tries again at the next check', async () => {
      const user = await buildUser(app);
      await saveOneByOne(user.id, 3);
      const log = silentLog();
      // The same database through an executor whose every query fails, as on a failing disk.
      const executor = app.db.getExecutor();
      const failingExecutor = new Proxy(executor, {
        get(target, property) {
          if (property === 'executeQuery') return () => Promise.reject(new Error('disk I/O error'));
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const broken = new Proxy(app.db, {
        get(target, property, receiver) {
          if (property === 'getExecutor') return () => failingExecutor;
          return Reflect.get(target, property, receiver);
        },
      });
      const stop = keepSearchIndexMerged(broken, log, { everyMs: 20, maxTrees: 1 });
      await vi.waitFor(() => expect(log.warn.mock.calls.length).toBeGreaterThanOrEqual(2));
      await stop();
      expect(log.info).not.toHaveBeenCalled();
    });
  });

if (testDialect === 'postgres')
  describe('the search index on PostgreSQL', () => {
    it('needs no merging: nothing is counted, merged or scheduled', async () => {
      const user = await buildUser(app);
      await saveOneByOne(user.id, 5);
      expect(await searchIndexTrees(app.db)).toBe(0);
      expect(await mergeSearchIndex(app.db)).toBe(0);
      const log = silentLog();
      await keepSearchIndexMerged(app.db, log, { everyMs: 20, maxTrees: 1 })();
      expect(log.info).not.toHaveBeenCalled();
      expect(log.warn).not.toHaveBeenCalled();
      expect(await searchIds(user.auth, 'harbor')).toHaveLength(1);
    });
  });
