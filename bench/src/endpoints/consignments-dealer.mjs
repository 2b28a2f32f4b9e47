// GET /api/consignments?dealer_id={largest}: every consignment of the dealer holding the most.
import { consignmentListQuerySchema } from '@artledger/domain';
import { parsedQuery, privateRead } from '../lib/private-read.mjs';

const pathFor = (ctx) => `/api/consignments?dealer_id=${ctx.largestDealerId}`;

export default privateRead({
  name: 'GET /api/consignments?dealer_id={largest}',
  path: pathFor,
  async work(ctx) {
    const { listConsignments } = await ctx.server('features/consignments/consignments.repository.js');
    return async (caller) =>
      listConsignments(ctx.db, caller.id, parsedQuery(pathFor(ctx), consignmentListQuerySchema));
  },
});
