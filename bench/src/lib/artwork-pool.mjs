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
    const insert = db.prepare(
      `INSERT INTO artworks (user_id, title, medium, category_id, status, price_cents, is_original, dimensions_unit,
         created_at, updated_at)
       VALUES (?, ?, 'Oil painting', 1, 'available', ?, 1, 'inches', ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < size; i += 1)
        ids.push(Number(insert.run(userId, `${label} ${i + 1}`, 120_000, created, created).lastInsertRowid));
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
