// The search index as a running server keeps it. The bulk step writes its rows straight into the SQLite
// file, so the server does not see them; within a minute it merges the index's b-trees if there are enough
// of them (features/artworks/search-index-maintenance.ts). This makes the same decision at once, with the
// server's own compiled code, instead of measuring searches in that minute.
import { serverModule } from '../lib/server-modules.mjs';

export async function seedSearchIndexMerge({ dataDir }) {
  if (!dataDir) return { summary: {} };
  const [{ createDatabase }, { mergeSearchIndexIfDue }] = await Promise.all([
    serverModule('db/database.js'),
    serverModule('features/artworks/search-index-maintenance.js'),
  ]);
  const { db } = createDatabase({ databaseUrl: undefined, dataDir });
  try {
    const { trees, steps } = await mergeSearchIndexIfDue(db);
    return {
      summary: {
        searchIndex: steps
          ? `${trees} b-trees merged in ${steps} steps`
          : `${trees} b-trees, left as they are`,
      },
    };
  } finally {
    await db.destroy();
  }
}
