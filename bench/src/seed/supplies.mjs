// Art supplies of the large account: 500 supplies across the six categories and 20,000 transactions (N× both
// for the account at scale N),
// inserted in SQL in one transaction (the API would take minutes). Quantities are the result of the
// transactions, so the figures match what the app would have written.
import { openSqlite } from '../lib/server-deps.mjs';

export const SUPPLY_TARGET = { supplies: 500, transactions: 20_000 };

/** The large account's supplies, or N× them (the huge account of bench/README.md is scale 10). */
export function supplyTargetFor(scale = 1) {
  return { supplies: SUPPLY_TARGET.supplies * scale, transactions: SUPPLY_TARGET.transactions * scale };
}
const CATEGORIES = ['brush', 'paint', 'canvas', 'medium', 'tool', 'other'];

export async function seedSupplies({ account, dataDir, scale = 1 }) {
  const target = supplyTargetFor(scale);
  if (!dataDir) return { summary: { supplies: 'skipped (no DATA_DIR)' } };
  const db = openSqlite(dataDir);
  try {
    const userId = account.user.id;
    const existing = db.prepare('SELECT count(*) AS n FROM consumables WHERE user_id = ?').get(userId).n;
    if (existing >= target.supplies) return { summary: { supplies: `kept ${existing} supplies` } };
    const supply = db.prepare(
      `INSERT INTO consumables (user_id, category, name, brand, color, quantity, unit_price_cents, supplier, created_at, updated_at)
       VALUES (?, ?, ?, ?, '#000000', ?, ?, ?, ?, ?)`,
    );
    const tx = db.prepare(
      `INSERT INTO supply_transactions (user_id, consumable_id, transaction_type, quantity, unit_price_cents, total_cost_cents, notes, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const perSupply = target.transactions / target.supplies;
    const start = Date.parse('2024-01-01T00:00:00Z');
    db.transaction(() => {
      for (let i = 0; i < target.supplies; i += 1) {
        const price = 150 + ((i * 37) % 4000);
        const created = new Date(start + i * 3_600_000).toISOString();
        let quantity = 0;
        const rows = [];
        for (let t = 0; t < perSupply; t += 1) {
          const type = t % 2 === 0 ? 'purchase' : quantity > 0 ? 'usage' : 'purchase';
          const n = type === 'purchase' ? 1 + ((i + t) % 4) : Math.min(quantity, 1 + (t % 3));
          quantity += type === 'purchase' ? n : -n;
          rows.push([type, n, new Date(start + i * 3_600_000 + t * 60_000).toISOString()]);
        }
        const id = Number(
          supply.run(
            userId,
            CATEGORIES[i % 6],
            `Supply ${i + 1}`,
            `Brand ${i % 17}`,
            quantity % 7,
            price,
            'Art Shop',
            created,
            created,
          ).lastInsertRowid,
        );
        for (const [type, n, at] of rows) {
          const unit = type === 'purchase' ? price : 0;
          tx.run(userId, id, type, n, unit, n * unit, null, at);
        }
      }
    })();
    return {
      summary: {
        supplies: `inserted ${target.supplies} supplies and ${target.transactions} transactions in SQL`,
      },
    };
  } finally {
    db.close();
  }
}
