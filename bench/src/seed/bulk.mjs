// The bulk of the large account, inserted straight into the server's SQLite file in one
// transaction (seconds instead of the minutes 10,000 API calls would take). Image rows point at hard links
// of the real files the API step stored, so every /uploads URL serves a real JPEG and deleting one artwork
// never removes another's file.
import { randomBytes } from 'node:crypto';
import { copyFileSync, linkSync } from 'node:fs';
import path from 'node:path';
import { openSqlite } from '../lib/server-deps.mjs';
import { artworkRow, consignmentRow, dealerRow, saleRow, seriesRows } from './rows.mjs';
import { picker, randomFor } from './words.mjs';

export const LARGE = { artworks: 5000, dealers: 50, consignments: 1500, sales: 3000 };

/** The large account, or N× it (the huge account of bench/README.md is scale 10). */
export function targetFor(scale = 1) {
  return Object.fromEntries(Object.entries(LARGE).map(([key, n]) => [key, n * scale]));
}
const OPEN_SHARE = 0.65;
const LOST_SHARE = 0.05;
const SALES_THROUGH_DEALERS = 0.35;

function insert(db, table, row) {
  const columns = Object.keys(row);
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  return (values) => Number(statement.run(values).lastInsertRowid);
}

// Where the gallery shows each work (kept by the server's writes; see the gallery-order migration): the
// SQL rows are placed the same way afterwards, and the account's section totals recounted.
const OPEN = (column) => `(SELECT ${column} FROM consignments k JOIN dealers d ON d.id = k.dealer_id
  WHERE k.artwork_id = artworks.id AND k.status = 'consigned')`;
const SALE = (column) => `(SELECT ${column} FROM sales sa WHERE sa.artwork_id = artworks.id)`;
const PLACE_IN_GALLERY = `UPDATE artworks SET
  gallery_section = CASE WHEN status = 'sold' THEN 2 WHEN ${OPEN('k.id')} IS NOT NULL THEN 1 ELSE 0 END,
  gallery_dealer_id = CASE WHEN status = 'sold' THEN NULL ELSE ${OPEN('k.dealer_id')} END,
  gallery_dealer_name = CASE WHEN status = 'sold' THEN NULL ELSE ${OPEN('d.name')} END,
  gallery_sold_on = CASE WHEN status = 'sold' THEN coalesce(${SALE('sa.sale_date')}, '') ELSE '' END,
  gallery_value_cents = CASE
    WHEN status = 'sold' THEN coalesce(${SALE('sa.net_amount_cents')}, price_cents, 0)
    WHEN ${OPEN('k.id')} IS NOT NULL THEN coalesce(${OPEN('k.consignment_price_cents')}, price_cents, 0)
    ELSE coalesce(price_cents, 0) END
  WHERE user_id = @userId`;
const RECOUNT_GALLERY = [
  'DELETE FROM gallery_sections WHERE user_id = @userId',
  `INSERT INTO gallery_sections (user_id, section, dealer_id, artwork_count, value_cents)
   SELECT user_id, gallery_section, coalesce(gallery_dealer_id, 0), count(*), sum(gallery_value_cents)
   FROM artworks WHERE user_id = @userId GROUP BY user_id, gallery_section, coalesce(gallery_dealer_id, 0)`,
];

function insertAll(db, table, rows) {
  if (rows.length === 0) return [];
  const run = insert(db, table, rows[0]);
  return rows.map((row) => ({ ...row, id: run(row) }));
}

/** Dealer index for the n-th consignment or dealer sale: a long tail, so one dealer is clearly the largest. */
function dealerWeights(count) {
  const weights = Array.from({ length: count }, (_, i) => 1 / (i + 1) ** 0.8);
  const total = weights.reduce((a, b) => a + b, 0);
  return (r) => {
    let x = r * total;
    for (let i = 0; i < count; i += 1) {
      x -= weights[i];
      if (x <= 0) return i;
    }
    return count - 1;
  };
}

function linkImages({ uploadDir, sources, p, artworks, userId }) {
  const rows = [];
  for (const artwork of artworks) {
    const n = p.chance(0.8) ? 1 : p.chance(0.75) ? 2 : 3;
    for (let sort = 0; sort < n; sort += 1) {
      const source = p.pick(sources);
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      for (const [dir, prefix] of [
        ['artworks', ''],
        ['thumbnails', 'thumb_'],
        ['thumbnails', 'small_'],
      ]) {
        const from = path.join(uploadDir, dir, `${prefix}${source.image_path}`);
        const to = path.join(uploadDir, dir, `${prefix}${name}`);
        try {
          linkSync(from, to);
        } catch {
          copyFileSync(from, to);
        }
      }
      rows.push({
        artwork_id: artwork.id,
        user_id: userId,
        image_path: name,
        width: source.width,
        height: source.height,
        size_bytes: source.size_bytes,
        sort_order: sort,
        created_at: artwork.created_at,
      });
    }
  }
  return rows;
}

export async function seedBulk({ account, dataDir, scale = 1 }) {
  const TARGET = targetFor(scale);
  const userId = account.user.id;
  const db = openSqlite(dataDir);
  try {
    const count = (table) => db.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).get(userId).n;
    const existing = count('artworks');
    if (existing >= TARGET.artworks) return { summary: { bulk: `already seeded (${existing} artworks)` } };
    if (!account.imageFiles?.length)
      throw new Error(
        `the account has ${existing} artworks but not the large account: seed an empty DATA_DIR`,
      );

    const sources = db
      .prepare(
        `SELECT image_path, width, height, size_bytes FROM artwork_images WHERE user_id = ? AND image_path IN (${account.imageFiles.map(() => '?').join(', ')})`,
      )
      .all(userId, ...account.imageFiles);
    if (sources.length === 0) throw new Error('the API step stored no image to reuse');

    const p = picker(randomFor('artledger-large-account'));
    const now = Date.now();
    const uploadDir = path.join(dataDir, 'uploads');
    const n = TARGET.artworks - existing;
    const roles = [
      ...Array(Math.round(TARGET.consignments * OPEN_SHARE)).fill('consigned'),
      ...Array(Math.round(TARGET.consignments * LOST_SHARE)).fill('lost'),
    ];
    roles.push(...Array(TARGET.consignments - roles.length).fill('returned'));
    roles.push(...Array(TARGET.sales).fill('sold'));
    roles.push(...Array(n - roles.length).fill('studio'));
    // Interleave roles so ids and creation dates do not line up with them.
    for (let i = roles.length - 1; i > 0; i -= 1) {
      const j = p.int(0, i);
      [roles[i], roles[j]] = [roles[j], roles[i]];
    }

    db.transaction(() => {
      const seriesIds = insertAll(db, 'series', seriesRows({ p, userId, now })).map((s) => s.id);
      const artworks = insertAll(
        db,
        'artworks',
        roles.map((role) => artworkRow({ p, userId, now, seriesIds, role })),
      ).map((artwork, i) => ({ ...artwork, role: roles[i] }));
      insertAll(db, 'artwork_images', linkImages({ uploadDir, sources, p, artworks, userId }));
      const dealers = insertAll(
        db,
        'dealers',
        Array.from({ length: TARGET.dealers }, (_, index) => dealerRow({ p, userId, now, index })),
      );
      const dealerAt = dealerWeights(dealers.length);
      const pickDealer = () => dealers[dealerAt(p.int(0, 9999) / 10000)];
      insertAll(
        db,
        'consignments',
        artworks
          .filter((a) => ['consigned', 'returned', 'lost'].includes(a.role))
          .map((artwork) =>
            consignmentRow({ p, userId, now, artwork, dealer: pickDealer(), kind: artwork.role }),
          ),
      );
      insertAll(
        db,
        'sales',
        artworks
          .filter((a) => a.role === 'sold')
          .map((artwork) =>
            saleRow({
              p,
              userId,
              now,
              artwork,
              dealer: p.chance(SALES_THROUGH_DEALERS) ? pickDealer() : undefined,
            }),
          ),
      );
      db.prepare(PLACE_IN_GALLERY).run({ userId });
      for (const statement of RECOUNT_GALLERY) db.prepare(statement).run({ userId });
    })();
    return { summary: { bulk: `inserted ${roles.length} artworks, dealers, consignments and sales in SQL` } };
  } finally {
    db.close();
  }
}
