// The web pages the bench loads for bundle sizes and Lighthouse. Every page gets the "any route" budget;
// `initialJsBudget: true` adds the stricter first-visit budget (landing and login).
// A page behind sign-in gives `prepare({ context, baseUrl, account })` (run on the Playwright browser context
// before the page opens) and `signedIn: true` (Lighthouse writes the session before its run); both put the
// large account's session where the web app keeps it (localStorage: authToken, user).
// `noFullSizeImages: true` fails the page if its first render requests any /uploads/artworks/ file.
import { signInContext } from './lib/browser-session.mjs';

const signedIn = {
  signedIn: true,
  prepare: ({ context, account }) => signInContext(context, account),
};

export const PAGES = [
  { name: 'landing', path: '/', initialJsBudget: true, lighthouse: true },
  { name: 'login', path: '/login', initialJsBudget: true, lighthouse: true },
  { name: 'dashboard', path: '/dashboard', lighthouse: true, ...signedIn },
  { name: 'gallery', path: '/gallery', lighthouse: true, noFullSizeImages: true, ...signedIn },
];
