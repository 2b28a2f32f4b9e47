// The web pages the bench loads for bundle sizes and Lighthouse. Every page gets the "any route" budget;
// `initialJsBudget: true` adds the stricter first-visit budget (landing and login, ARCHITECTURE.md §9).
// A later page that needs a session (dashboard, gallery) can add `prepare({ context, baseUrl, account })`,
// called with the Playwright browser context before the page is opened (bundle sizes only for now).
export const PAGES = [
  { name: 'landing', path: '/', initialJsBudget: true, lighthouse: true },
  { name: 'login', path: '/login', initialJsBudget: true, lighthouse: true },
];
