// Fresh available artworks for writes that use one up per request (POST /api/sales), inserted in SQL on the
// server's database. Each consumer (the endpoint's run, its data floor) gets its own pool, handed out in order.
import { openSqlite } from './server-deps.mjs';

/** Room for every request a count-bounded run can build: warm-up + run + one per connection, per attempt. */
export function poolSize(settings) {
  const perAttempt = (settings.warmupAmount ?? 0) + (settings.amount ?? 0) + 2 * settings.connections;
  return perAttempt * (settings.noiseRetries + 1);
}

export function createArtworkPool({ dataDir, userId, size, label }) {
  const db = openSqlite(dataDir);
  const ids = [];
  try {
    const created = new Date(Date.UTC(2010, 0, 1)).toISOString();
    const priceCents = 120_000;
    // In the studio section of the gallery, with the account's studio totals to match (as the server would).
    const insert = db.prepare(
      `INSERT INTO artworks (user_id, title, medium, category_id, status, price_cents, is_original, dimensions_unit,
         created_at, updated_at, gallery_section, gallery_value_cents)
       VALUES (?, ?, 'Oil painting', 1, 'available', ?, 1, 'inches', ?, ?, 0, ?)`,
    );
    const countInStudio = db.prepare(
      `INSERT INTO gallery_sections (user_id, section, dealer_id, artwork_count, value_cents) VALUES (?, 0, 0, ?, ?)
       ON CONFLICT (user_id, section, dealer_id) DO UPDATE SET
         artwork_count = artwork_count + excluded.artwork_count, value_cents = value_cents + excluded.value_cents`,
    );
    db.transaction(() => {
      for (let i = 0; i < size; i += 1)
        ids.push(
          Number(
            insert.run(userId, `${label} ${i + 1}`, priceCents, created, created, priceCents).lastInsertRowid,
          ),
        );
      countInStudio.run(userId, size, size * priceCents);
    })();
  } finally {
    db.close();
  }
  let next = 0;
  return {
    size,
    /** The next unused id; past the end it throws, so an undersized pool shows as errors, not as 409s. */
    next() {
      if (next >= ids.length) throw new Error(`${label}: all ${ids.length} pre-created artworks used`);
      return ids[next++];
    },
  };
}
