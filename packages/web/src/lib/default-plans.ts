// Loaded on demand: the plans module brings zod along, which the landing page should not pay for up front.
export { DEFAULT_PLANS } from '@artledger/domain';
