// POST /api/sales (Mark as Sold): one transaction over the sale, the artwork and its consignment. Every
// request needs an artwork never sold, so fresh ones are pre-created in SQL and handed out one per request
// (autocannon's setupRequest); the run is bounded by count, not time.
import { saleCreateSchema } from '@artledger/domain';
import { bearer } from '../lib/api.mjs';
import { createArtworkPool, poolSize } from '../lib/artwork-pool.mjs';
import { authenticate } from '../lib/server-modules.mjs';

const SALE = { sale_price: 1150, shipping_cost: 45, sale_date: '2026-11-20', payment_method: 'card' };
const pools = {};

/** Inside autocannon a throw would end the run; an exhausted pool sends id 0 instead, which shows as a 400. */
function nextOrInvalid(pool) {
  try {
    return pool.next();
  } catch {
    return 0;
  }
}

export default {
  name: 'POST /api/sales',
  method: 'POST',
  path: '/api/sales',
  kind: 'write',
  mutates: true,
  load: { requests: 2000, warmupRequests: 200 },
  setup(ctx, settings) {
    const size = poolSize(settings);
    const make = (label, n) =>
      createArtworkPool({ dataDir: ctx.dataDir, userId: ctx.user.id, size: n, label });
    pools.capture = make('Bench sale (capture)', 1);
    pools.endpoint = make('Bench sale (endpoint)', size);
    pools.floor = make('Bench sale (data floor)', size);
  },
  request(ctx) {
    const headers = { ...bearer(ctx.token), 'content-type': 'application/json' };
    return {
      headers,
      body: JSON.stringify({ ...SALE, artwork_id: pools.capture.next() }),
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          ...SALE,
          artwork_id: nextOrInvalid(pools.endpoint),
          buyer_name: 'Bench Buyer',
        }),
      }),
    };
  },
  async dataFloor(ctx) {
    const { recordSale } = await ctx.server('features/sales/sales.service.js');
    return async () => {
      const caller = await authenticate(ctx);
      const input = saleCreateSchema.parse({
        ...SALE,
        artwork_id: pools.floor.next(),
        buyer_name: 'Bench Buyer',
      });
      return JSON.stringify({ success: true, sale: await recordSale({ db: ctx.db }, caller.id, input) });
    };
  },
};
