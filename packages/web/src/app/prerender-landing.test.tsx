import { DEFAULT_PLANS } from '@artledger/domain';
import { describe, expect, it } from 'vitest';
import { planCardsKey } from './landing-start';
import { renderLanding } from './prerender-landing';

describe("the landing page's HTML, written by the build", () => {
  const { html, title, plans } = renderLanding();
  const page = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  const links = [...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

  it('is the page a guest sees, with working links before any script runs', () => {
    expect(page.querySelector('h1')?.textContent).toBe('Run the business side of your art.');
    expect(links).toEqual(
      expect.arrayContaining([
        ['Sign In', '/login'],
        ['Get Started', '/register'],
        ['Start Free', '/register'],
        ['View Pricing', '#pricing'],
        ['Create your free account', '/register'],
      ]),
    );
    expect(html).not.toContain('Go to Dashboard');
    expect(title).toBe('Inventory, consignments and sales for artists · ArtLedger');
  });

  it("marks the guest's buttons, which a signed-in visitor's entry hides until the app shows theirs", () => {
    const marked = [...page.querySelectorAll('[data-guest-only]')].map((element) => element.textContent);
    expect(marked).toEqual(['Sign In', 'Get Started', 'Start Free']);
  });

  it('holds the pricing section with the built-in plans, and says which plans it shows', () => {
    expect(page.querySelector('#pricing h2')?.textContent).toBe('Simple, honest pricing');
    const cards = [...page.querySelectorAll('#pricing li:has(> h3)')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Free', 'Basic', 'Pro']);
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual([
      '/register',
      '/register?plan=2',
      '/register?plan=3',
    ]);
    expect(cards[1]?.textContent).toContain('Most Popular');
    expect(cards[2]?.textContent).toContain('$20');
    expect(page.querySelectorAll('#pricing li[aria-hidden="true"]')).toHaveLength(0);
    expect(plans).toBe(planCardsKey(DEFAULT_PLANS));
  });
});
