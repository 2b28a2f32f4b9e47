// What the endpoint descriptors need to know about the seeded account (ids to ask for), and the counts the
// summary prints; read back from the database, so it is right for a fresh seed and for an earlier one alike.
import { openSqlite } from '../lib/server-deps.mjs';

export const SEARCH_WORD = 'harbor';
/** Two letters, too short for a trigram: the gallery search through the index of short grams. */
export const SHORT_SEARCH_TERM = 'ha';

export async function seedFacts({ account, dataDir }) {
  const db = openSqlite(dataDir);
  try {
    const one = (sql, ...params) => db.prepare(sql).get(account.user.id, ...params);
    const count = (table, where = '') =>
      one(`SELECT count(*) AS n FROM ${table} WHERE user_id = ? ${where}`).n;
    const largestDealer = one(
      `SELECT dealer_id AS id, count(*) AS n FROM consignments WHERE user_id = ?
       GROUP BY dealer_id ORDER BY n DESC, dealer_id LIMIT 1`,
    );
    // An artwork page as the gallery opens it: consigned, with more than one image.
    const artwork = one(
      `SELECT a.id FROM artworks a JOIN consignments k ON k.artwork_id = a.id AND k.status = 'consigned'
       WHERE a.user_id = ? AND (SELECT count(*) FROM artwork_images i WHERE i.artwork_id = a.id) > 1
       ORDER BY a.id LIMIT 1`,
    );
    // The dealers a page of the active tab shows (GALLERY_NEXT_PAGE_SIZE works in gallery order) once the
    // artist has scrolled past the studio: the gallery asks for their sections' figures.
    const dealerSections = db
      .prepare(
        `SELECT g.dealer_id AS id, g.artwork_count AS n FROM gallery_sections g JOIN dealers d ON d.id = g.dealer_id
         WHERE g.user_id = ? AND g.section = 1 AND g.artwork_count > 0 ORDER BY d.name, g.dealer_id`,
      )
      .all(account.user.id);
    const galleryPageDealerIds = [];
    for (let works = 0, i = 0; works < 120 && i < dealerSections.length; i += 1) {
      galleryPageDealerIds.push(dealerSections[i].id);
      works += dealerSections[i].n;
    }
    const summary = {
      artworks: count('artworks'),
      artworkImages: count('artwork_images'),
      series: count('series'),
      dealers: count('dealers'),
      consignments: count('consignments'),
      openConsignments: count('consignments', "AND status = 'consigned'"),
      sales: count('sales'),
      pendingSales: count('sales', "AND payment_status = 'pending'"),
      salesThroughDealers: count('sales', 'AND dealer_id IS NOT NULL'),
      largestDealer: largestDealer && `id ${largestDealer.id} (${largestDealer.n} consignments)`,
      searchMatches: `"${SEARCH_WORD}": ${count('artworks', `AND lower(title) LIKE '%${SEARCH_WORD}%'`)} by title`,
    };
    return {
      account: {
        largestDealerId: largestDealer?.id,
        sampleArtworkId: artwork?.id,
        searchWord: SEARCH_WORD,
        galleryPageDealerIds,
      },
      summary,
    };
  } finally {
    db.close();
  }
}
