// GET /api/dealers/options: the consign dialog's dealer picker on opening (no search), every active dealer
// by name with only the fields the picker uses, and their number.
import { dealerOptionsQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const path = '/api/dealers/options';

export default privateRead({
  name: `GET ${path}`,
  path,
  async work(ctx) {
    const { listDealerOptions, countDealerOptions } = await ctx.server(
      'features/dealers/dealers.repository.js',
    );
    const query = parsedQuery(path, dealerOptionsQuerySchema);
    return async (caller) => {
      // The count goes out as X-Total-Count; the body is the list.
      const [items] = await Promise.all([
        listDealerOptions(ctx.db, caller.id, query),
        countDealerOptions(ctx.db, caller.id, query.search),
      ]);
      return items;
    };
  },
});
