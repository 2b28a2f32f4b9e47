// GET /api/consignments?dealer_id={largest}…: the first page of the dealer page's consignments (those not sold),
// for the dealer holding the most.
import { consignmentListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const pathFor = (ctx) =>
  `/api/consignments?dealer_id=${ctx.largestDealerId}&exclude_status=sold&limit=20&offset=0`;

export default privateRead({
  name: 'GET /api/consignments?dealer_id={largest}&exclude_status=sold&limit=20',
  path: pathFor,
  async work(ctx) {
    const { countConsignments, listConsignments } = await ctx.server(
      'features/consignments/consignments.repository.js',
    );
    return async (caller) => {
      const query = parsedQuery(pathFor(ctx), consignmentListQuerySchema);
      const [items] = await Promise.all([
        listConsignments(ctx.db, caller.id, query),
        countConsignments(ctx.db, caller.id, query),
      ]);
      return items;
    };
  },
});
