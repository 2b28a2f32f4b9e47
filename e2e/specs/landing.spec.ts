import { expect, test } from '../support/fixtures';

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
});
