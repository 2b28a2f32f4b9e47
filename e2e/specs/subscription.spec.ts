import { expect, test } from '../support/fixtures';
import { signIn } from '../support/session';

test('subscription page shows the free plan as current and offers upgrades', async ({ page, makeUser }) => {
  const session = await makeUser();
  await signIn(page, session, '/subscription');

  const current = page.getByRole('region', { name: /current plan/i });
  await expect(current.getByText('Free', { exact: true })).toBeVisible();
  await expect(current.getByText(/^\$0\b/)).toBeVisible();
  await expect(current.getByText('Active', { exact: true }).first()).toBeVisible();
  // Limits & status: artworks limit, status, next billing date — as rendered (innerText applies CSS casing).
  const limits = current.getByRole('definition');
  await expect(limits).toHaveCount(3);
  expect(await limits.allInnerTexts()).toEqual(['5 artworks', 'Active', 'N/A']);

  const plans = page.getByRole('region', { name: /available plans/i });
  const cards = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(3);
  const free = cards.filter({ has: page.getByRole('heading', { level: 3, name: 'Free' }) });
  const basic = cards.filter({ has: page.getByRole('heading', { level: 3, name: 'Basic' }) });
  const pro = cards.filter({ has: page.getByRole('heading', { level: 3, name: 'Pro' }) });
  await expect(free).toContainText('Current Plan');
  await expect(free.getByRole('button')).toHaveCount(0);
  await expect(basic).toContainText('Most Popular');
  await expect(basic.getByRole('button', { name: 'Upgrade to Basic' })).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Downgrade to Free' })).toHaveCount(0);

  await expect(page.getByText('No payment method on file')).toBeVisible();
});
