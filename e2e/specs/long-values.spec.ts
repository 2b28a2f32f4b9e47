import { apiCall } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectDialogFits, expectNoTextOverflow } from '../support/layout';
import { setPlan } from '../support/plans';
import { saveScreenshot } from '../support/screenshots';
import {
  seedArtwork,
  seedArtworkWithImages,
  seedConsignment,
  seedDealer,
  seedSale,
  testImage,
} from '../support/seed';
import { signIn } from '../support/session';

// Every field at its longest, without a space to break at: what a pasted link or a name in another
// script looks like to the layout.
const unbroken = (letter: string, length: number) => letter.repeat(length);
const url = (length: number) => `https://${'w'.repeat(length - 12)}.com`;

test('the longest unbroken values stay inside their boxes on every screen, at 390 and 1280 px', async ({
  page,
  makeUser,
}) => {
  test.setTimeout(120_000);
  const session = await makeUser({ firstName: unbroken('F', 100), lastName: unbroken('L', 100) });
  setPlan(session.user.id, 'pro');
  const auth = { token: session.token };
  await apiCall('PUT', `/api/users/${session.user.id}/profile`, {
    ...auth,
    body: {
      email: session.user.email,
      firstName: unbroken('F', 100),
      lastName: unbroken('L', 100),
      bio: unbroken('B', 2000),
      location: unbroken('P', 120),
      website: url(255),
    },
    expect: 200,
  });
  const { body: created } = await apiCall<{ consumable: { id: number } }>('POST', '/api/consumables', {
    ...auth,
    body: {
      category: 'paint',
      name: unbroken('N', 200),
      brand: unbroken('R', 200),
      supplier: unbroken('S', 200),
      description: unbroken('E', 3000),
      notes: unbroken('O', 3000),
      purchase_link: url(255),
      quantity: 3,
      unit_price: 12.5,
    },
    expect: 201,
  });
  await apiCall('POST', `/api/consumables/${created.consumable.id}/transactions`, {
    ...auth,
    body: { transaction_type: 'purchase', quantity: 2, unit_price: 11, notes: unbroken('K', 5000) },
    expect: 201,
  });
  const image = await testImage('long-values.jpg', { color: '#884422' });
  const studio = await seedArtworkWithImages(
    session,
    {
      title: unbroken('T', 200),
      medium: unbroken('M', 100),
      price: 99_999_999.99,
      description: unbroken('W', 3000),
    },
    [image],
  );
  const [consigned, sold, dealerId] = await Promise.all([
    seedArtwork(session, { title: unbroken('C', 200), medium: unbroken('M', 100), price: 999_999 }),
    seedArtwork(session, { title: unbroken('S', 200), medium: unbroken('M', 100), price: 5_000 }),
    seedDealer(session, {
      name: unbroken('D', 200),
      company_name: unbroken('G', 200),
      commission_rate: 40,
      website: url(255),
    }),
  ]);
  await seedConsignment(session, consigned.id, dealerId);
  await seedConsignment(session, sold.id, dealerId);
  await seedSale(session, sold.id, 7_000, { dealer_id: dealerId });

  const screens = [
    '/dashboard',
    '/gallery',
    `/gallery/${studio.id}`,
    `/gallery/${consigned.id}`,
    '/dealers',
    `/dealers/${dealerId}`,
    '/consumables',
    '/profile',
    '/analytics',
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of screens) {
      await signIn(page, session, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoTextOverflow(page, `${path} at ${width} px`);
    }
    await saveScreenshot(page, `long-values-profile-${width}`);

    await signIn(page, session, '/gallery');
    await page.getByRole('tab', { name: /Sold/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText(unbroken('S', 20));
    await expectNoTextOverflow(page, `sold works at ${width} px`);

    await signIn(page, session, `/dealers/${dealerId}`);
    await saveScreenshot(page, `long-values-dealer-${width}`);
    await page.getByRole('button', { name: 'Inventory Report' }).click();
    const report = page.getByRole('dialog', { name: /^Inventory Report/ });
    await expect(report).toContainText(unbroken('C', 20));
    await expectDialogFits(report, `inventory report at ${width} px`);
    await expectNoTextOverflow(page, `inventory report at ${width} px`);
    await page.keyboard.press('Escape');

    await signIn(page, session, '/consumables');
    await page.getByRole('button', { name: /^Manage/ }).click();
    const manage = page.getByRole('dialog', { name: /^Manage/ });
    await expect(manage).toContainText(unbroken('K', 20));
    await expectDialogFits(manage, `manage supply at ${width} px`);
    await expectNoTextOverflow(page, `manage supply at ${width} px`);
    await page.keyboard.press('Escape');

    await signIn(page, session, `/gallery/${studio.id}`);
    await page.getByRole('button', { name: 'Consign to Dealer' }).click();
    const consign = page.getByRole('dialog', { name: 'Consign to Dealer' });
    await expectDialogFits(consign, `consign at ${width} px`);
    await expectNoTextOverflow(page, `consign at ${width} px`);
  }
});
