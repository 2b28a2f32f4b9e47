import { describe, expect, it } from 'vitest';
import { renderLanding } from './prerender-landing';

describe("the landing page's HTML, written by the build", () => {
  const { html, title } = renderLanding();
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

  it('holds the pricing section, with placeholders where the plans arrive from the server', () => {
    expect(page.querySelector('#pricing h2')?.textContent).toBe('Simple, honest pricing');
    expect(page.querySelectorAll('#pricing li[aria-hidden="true"]')).toHaveLength(3);
  });
});
