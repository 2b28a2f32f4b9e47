// What the build writes into the landing page's HTML (build/prerender-landing.ts) for the entry to read
// (app/landing-start.ts). Constants only: the build's plugin imports this file too.

/** The plans the HTML's pricing cards show, as `planCardsKey` spells them. */
export const LANDING_PLANS_META = 'artledger-landing-plans';
/** The scripts a full load of sign-in or registration runs beyond the entry's, separated by spaces. */
export const NEXT_PAGES_META = 'artledger-next-pages';
