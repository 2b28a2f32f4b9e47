// The search index as a running server keeps it. The bulk step writes its rows straight into the SQLite
// file, so the server does not see them; within a minute it merges the index's b-trees if there are
// SEARCH_INDEX_MAX_TREES or more (features/artworks/search-index-maintenance.ts). This makes the same
// decision at once, with the server's own compiled code, instead of measuring searches in that minute.
import { serverModule } from '../lib/server-modules.mjs';

export async function seedSearchIndexMerge({ dataDir }) {
  if (!dataDir) return { summary: {} };
  const [{ createDatabase }, { mergeSearchIndex, searchIndexTrees }, { SEARCH_INDEX_MAX_TREES }] =
    await Promise.all([
      serverModule('db/database.js'),
      serverModule('features/artworks/artwork-search.repository.js'),
      serverModule('features/artworks/search-index-maintenance.js'),
    ]);
  const { db } = createDatabase({ databaseUrl: undefined, dataDir });
  try {
    const trees = await searchIndexTrees(db);
    if (trees < SEARCH_INDEX_MAX_TREES)
      return { summary: { searchIndex: `${trees} b-trees, left as they are` } };
    const steps = await mergeSearchIndex(db);
    return {
      summary: {
        searchIndex: `${trees} b-trees merged into ${await searchIndexTrees(db)} in ${steps} steps`,
      },
    };
  } finally {
    await db.destroy();
  }
}
