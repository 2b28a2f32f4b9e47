// The search index as a running server keeps it. The bulk step writes its rows straight into the SQLite
// file, so the server does not see them; within a minute of writes it merges the index's b-trees
// (features/artworks/search-index-maintenance.ts), and this does the same at once,
// with the server's own compiled code, instead of measuring searches in the first minute after an import.
import { serverModule } from '../lib/server-modules.mjs';

export async function seedSearchIndexMerge({ dataDir }) {
  if (!dataDir) return { summary: {} };
  const [{ createDatabase }, { mergeSearchIndex, searchIndexTrees }] = await Promise.all([
    serverModule('db/database.js'),
    serverModule('features/artworks/artwork-search.repository.js'),
  ]);
  const { db } = createDatabase({ databaseUrl: undefined, dataDir });
  try {
    const trees = await searchIndexTrees(db);
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
