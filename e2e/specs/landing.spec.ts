import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_PLANS } from '@artledger/domain';
import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { holdScripts } from '../support/hold-scripts';
import { signInContext } from '../support/session';

/** Where a script of the `app` chunk (React, the router, the shell) is among a page's URLs. */
const APP_CHUNK = /\/assets\/app-[\w-]{8}\.js$/;

/**
 * Has the plans call answer the built-in plans with the basic plan at $12: plans other than the ones the
 * landing page's HTML shows, which only the app can draw, so a guest's page starts the app.
 */
async function answerOtherPlans(page: Page) {
  const plans = DEFAULT_PLANS.map((plan) => (plan.name === 'basic' ? { ...plan, price_monthly: 12 } : plan));
  await page.route('**/api/subscription-plans', (route) => route.fulfill({ json: plans }));
}

test.describe('landing page', () => {
  test('shows the header links, six feature cards and the three plans from the API', async ({ page }) => {
    const plansAnswer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/subscription-plans' && r.request().method() === 'GET',
    );
    await page.goto('/');
    expect((await plansAnswer).status()).toBe(200);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/register');

    const features = page.getByRole('region', { name: /everything|features/i });
    const featureCards = features.getByRole('listitem');
    await expect(featureCards).toHaveCount(6);
    // Each card is tagged with the plan that unlocks it.
    for (const card of await featureCards.all()) {
      await expect(card).toContainText(/Free|Basic\+|Pro/);
    }

    const pricing = page.getByRole('region', { name: /pricing/i });
    const planCards = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(planCards).toHaveCount(3);
    const expected = [
      { name: 'Free', price: '$0', href: '/register' },
      { name: 'Basic', price: '$10', href: '/register?plan=2' },
      { name: 'Pro', price: '$20', href: '/register?plan=3' },
    ];
    for (const [index, plan] of expected.entries()) {
      const card = planCards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
      await expect(card).toContainText(plan.price);
      await expect(card.getByRole('link')).toHaveAttribute('href', plan.href);
    }
    await expect(planCards.nth(1)).toContainText('Most Popular');
  });

  test('View Pricing scrolls to the pricing section', async ({ page }) => {
    await page.goto('/');
    const pricing = page.getByRole('region', { name: /pricing/i });
    await expect(pricing.getByRole('heading', { level: 2 })).not.toBeInViewport();
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(pricing.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test("a guest's View Pricing glides to the plans, and jumps for a visitor who asked for less motion", async ({
    page,
  }) => {
    // The scroll positions of the frames after the click: a glide passes through positions in between.
    const framesAfterClick = () =>
      page.evaluate(async () => {
        scrollTo(0, 0);
        document.querySelector<HTMLAnchorElement>('a[href="#pricing"]')!.click();
        const positions: number[] = [];
        for (let frame = 0; frame < 30; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          positions.push(Math.round(scrollY));
        }
        return positions;
      });
    await page.goto('/');
    // The guest's page script is in once it has fetched the next pages' scripts ahead.
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
    const glide = await framesAfterClick();
    const top = glide.at(-1)!;
    expect(top).toBeGreaterThan(0);
    expect(glide.filter((position) => position > 0 && position < top).length).toBeGreaterThan(2);
    // Keyboard users continue from the plans, and the address names them.
    await expect(page.getByRole('region', { name: /pricing/i })).toBeFocused();
    await expect(page).toHaveURL(/\/#pricing$/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Already at the plans from the first frame on.
    const jump = await framesAfterClick();
    expect(new Set(jump).size).toBe(1);
    expect(Math.abs(jump[0]! - top)).toBeLessThan(10);
  });

  test('a plan link leads to registration with the chosen plan shown', async ({ page }) => {
    await page.goto('/');
    const pricing = page.getByRole('region', { name: /pricing/i });
    await pricing
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Pro' }) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/register\?plan=3$/);
    await expect(page.getByRole('main')).toContainText(/\bPro\b/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    // Without a plan the page mentions none.
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\b(Pro|Basic)\b/);
  });

  test('reads and links without JavaScript, styled, under its own title', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle('Inventory, consignments and sales for artists · ArtLedger');
    const title = page.getByRole('heading', { level: 1, name: 'Run the business side of your art.' });
    await expect(title).toBeVisible();
    // The stylesheet applies: the heading is set large, not at the browser's default size.
    expect(await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(
      32,
    );
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await header.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await context.close();
  });

  test('is on screen before the app has loaded, and the app takes over where the visitor scrolled to', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await answerOtherPlans(page);
    const { release } = await holdScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const plansAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscription-plans');
    await release();
    // The app has started once it asks for the plans; it renders the same page where the visitor is.
    await plansAnswer;
    await expect(
      page.getByRole('region', { name: /pricing/i }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await expect(
      page
        .getByRole('region', { name: /pricing/i })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: 'Basic' }) }),
    ).toContainText('$12');
  });

  test('its text takes the same room in the stand-in font as in Inter, so nothing moves when Inter arrives', async ({
    browser,
  }) => {
    /** Where the hero's text ends, and where the sections below it start: what a font swap would move. */
    const measure = async (page: Page) =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`no ${selector}`);
          const { top, height } = element.getBoundingClientRect();
          return { top: top + window.scrollY, height };
        };
        return {
          heading: box('h1'),
          lead: box('h1 + p'),
          features: box('section[aria-labelledby="features-title"]'),
          pricing: box('#pricing'),
        };
      });
    const visit = async (withInter: boolean) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      if (!withInter) await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      );
      const sizes = await measure(page);
      await context.close();
      return { loaded, sizes };
    };
    const standIn = await visit(false);
    const inter = await visit(true);
    // Without Inter the page is set in the scaled local stand-in, not the browser's own sans-serif.
    expect(standIn.loaded).toContain('Inter Variable fallback');
    expect(standIn.loaded).not.toContain('Inter Variable');
    expect(inter.loaded).toContain('Inter Variable');
    // The hero keeps its lines and the sections below their place, to within a few pixels of a long page.
    for (const part of ['heading', 'lead', 'features', 'pricing'] as const) {
      const [a, b] = [standIn.sizes[part].top, inter.sizes[part].top];
      expect(Math.abs(a - b), `${part} top: ${a} vs ${b}`).toBeLessThanOrEqual(8);
    }
    // The pricing section's height waits on the plans from the API, so it is not compared.
    for (const part of ['heading', 'lead', 'features'] as const) {
      const [a, b] = [standIn.sizes[part].height, inter.sizes[part].height];
      expect(Math.abs(a - b) / b, `${part} height: ${a} vs ${b}`).toBeLessThan(0.01);
    }
  });

  test('Inter, cut to the weights the interface uses, draws them as the full font does', async ({
    browser,
    request,
  }) => {
    // The Latin file the build serves, found through the stylesheet the landing page links.
    const html = await (await request.get('/')).text();
    const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await (await request.get(stylesheet!)).text();
    const fontUrl = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(css)?.[1];
    expect(fontUrl).toBeDefined();
    const cut = await (await request.get(fontUrl!)).body();
    const webPackage = path.resolve(import.meta.dirname, '../../packages/web/package.json');
    const interCss = createRequire(webPackage).resolve('@fontsource-variable/inter');
    const whole = readFileSync(path.join(path.dirname(interCss), 'files/inter-latin-wght-normal.woff2'));
    expect(cut.length).toBeLessThan(whole.length * 0.7);

    const page = await browser.newPage();
    const face = (family: string, weights: string, font: Buffer) =>
      `@font-face{font-family:${family};font-weight:${weights};src:url(data:font/woff2;base64,${font.toString('base64')}) format("woff2-variations")}`;
    await page.setContent(`<style>${face('Cut', '400 700', cut)}${face('Whole', '100 900', whole)}</style>`);
    const { loaded, weights } = await page.evaluate(async () => {
      const sample = 'Sold · 24 × 36 cm — “Nocturne” $1,234.56 fi fl Ñandú Œuvre café 0123456789';
      await Promise.all([document.fonts.load('400 17px Cut'), document.fonts.load('400 17px Whole')]);
      const draw = (font: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 800;
        canvas.height = 40;
        const context = canvas.getContext('2d')!;
        context.font = font;
        context.fillText(sample, 4, 28);
        return { width: context.measureText(sample).width, alpha: context.getImageData(0, 0, 800, 40).data };
      };
      const result = [];
      for (let weight = 400; weight <= 700; weight += 50) {
        const a = draw(`${weight} 17px Cut`);
        const b = draw(`${weight} 17px Whole`);
        let difference = 0;
        let ink = 0;
        for (let i = 3; i < b.alpha.length; i += 4) {
          difference += Math.abs(a.alpha[i]! - b.alpha[i]!);
          ink += b.alpha[i]!;
        }
        result.push({ weight, widthDelta: a.width - b.width, inkDelta: difference / ink });
      }
      return {
        loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
        weights: result,
      };
    });
    // Both must be the fonts themselves, not a fallback both happened to draw alike.
    expect(loaded.sort()).toEqual(['Cut', 'Whole']);
    // The same advances to within a fraction of a pixel across a 75-character line, and the same shapes up
    // to anti-aliasing (one weight step, 50, moves the line by about 3 px and changes most of its ink).
    for (const { weight, widthDelta, inkDelta } of weights) {
      expect(Math.abs(widthDelta), `width at ${weight}`).toBeLessThan(0.5);
      expect(inkDelta, `ink at ${weight}`).toBeLessThan(0.1);
    }
    await page.close();
  });

  test('a keyboard user who tabbed in before the app started keeps their place', async ({ page }) => {
    await answerOtherPlans(page);
    const { release } = await holdScripts(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeFocused();
    const plansAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscription-plans');
    await release();
    await plansAnswer;
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Start Free' })).toBeFocused();
  });

  test('downloads no toast code; the sign-in page reached from it loads the toaster and shows its toasts', async ({
    page,
  }) => {
    // The toaster's container is marked data-toaster (app/toaster.tsx): a script holding that holds the toaster.
    const scriptsWithToaster: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('data-toaster')) scriptsWithToaster.push(new URL(response.url()).pathname);
    });
    const plansAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscription-plans');
    await page.goto('/');
    await plansAnswer;
    await page.waitForLoadState('networkidle');
    expect(scriptsWithToaster).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Username or Email', { exact: true }).fill('nobody-by-this-name');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Invalid username or password')).toBeVisible();
    expect(scriptsWithToaster).toHaveLength(1);
  });

  test("a guest's page runs without the app, fetches sign-in's scripts ahead, and sign-in opens from them", async ({
    page,
  }) => {
    const scripts: string[] = [];
    const prefetched: string[] = [];
    page.on('request', async (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      else if ((await request.allHeaders())['sec-purpose'] === 'prefetch') prefetched.push(pathname);
    });
    const plansAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscription-plans');
    await page.goto('/');
    expect((await plansAnswer).status()).toBe(200);
    await expect.poll(() => prefetched.filter((file) => APP_CHUNK.test(file))).toHaveLength(1);
    await expect.poll(() => prefetched.some((file) => /\/login-page-/.test(file))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((file) => APP_CHUNK.test(file))).toEqual([]);
    expect(scripts.some((file) => /\/landing-page-/.test(file))).toBe(false);

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    // The app's code came from the cache the landing page filled: nothing crossed the network for it.
    const appScript = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => /\/assets\/app-[\w-]{8}\.js$/.test(entry.name))
        .map((entry) => ({ transferSize: entry.transferSize, decodedBodySize: entry.decodedBodySize })),
    );
    expect(appScript).toHaveLength(1);
    expect(appScript[0]!.decodedBodySize).toBeGreaterThan(0);
    expect(appScript[0]!.transferSize).toBe(0);
  });

  test('with the plans call failing, a guest sees the built-in plans, silently, and no app starts', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.route('**/api/subscription-plans', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'INTERNAL_ERROR' } }),
    );
    const plansAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscription-plans');
    await page.goto('/');
    expect((await plansAnswer).status()).toBe(500);
    await page.waitForLoadState('networkidle');
    const planCards = page
      .getByRole('region', { name: /pricing/i })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(planCards).toHaveCount(3);
    for (const [index, price] of ['$0', '$10', '$20'].entries()) {
      await expect(planCards.nth(index)).toContainText(price);
    }
    await expect(page.locator('[data-toaster]')).toHaveCount(0);
    expect(scripts.filter((file) => APP_CHUNK.test(file))).toEqual([]);
  });

  test("a guest's page shows the signed-in buttons once the visitor signs in in another tab", async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const plansAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscription-plans');
    await page.goto('/');
    await plansAnswer;
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/login');
    await other.getByLabel('Username or Email', { exact: true }).fill(session.user.username);
    await other.getByLabel('Password', { exact: true }).fill(session.password);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Sign In|Get Started|Start Free)$/ })).toHaveCount(0);
    await other.close();
  });

  test("a signed-in visitor never sees the guest's buttons, only their own", async ({ page, makeUser }) => {
    await signInContext(page.context(), await makeUser());
    const { release } = await holdScripts(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // While the app loads, the page's HTML is the guest's: its sign-in buttons are there but hidden.
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Start Free' })).toBeHidden();
    await release();
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Sign In|Get Started|Start Free)$/ })).toHaveCount(0);
  });
});
