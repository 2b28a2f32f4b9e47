import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { apiCall, type Session } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, toast } from '../support/fixtures';
import { setPlan } from '../support/plans';
import { saveScreenshot } from '../support/screenshots';
import { seedArtwork, seedSale, today } from '../support/seed';
import { signIn } from '../support/session';

/** axe at 1280 px and 390 px, with screenshots and a horizontal-overflow check at 390 px. */
async function scanBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, `desktop-1280-${name}`, false);
  await expectNoSeriousA11yViolations(page, `${name} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `mobile-390-${name}`, false);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name}: horizontal overflow at 390 px`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

function card(page: Page, name: string) {
  return page.getByTestId('supply-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a basic-plan artist adds a paint, buys and uses it, edits and deletes it', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  setPlan(session.user.id, 'basic');
  await signIn(page, session, '/consumables');
  await expect(page.getByRole('heading', { name: 'Art Supplies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No supplies yet' })).toBeVisible();
  await scanBothWidths(page, 'supplies-empty');

  await page.getByRole('button', { name: 'Add Supply' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Supply' });
  await add.getByLabel('Category *').selectOption('paint');
  await add.getByLabel('Name *').fill('Cadmium Red Deep Hue, a long name for the narrow phone layout check');
  await add.getByLabel('Volume').selectOption('37ml');
  await add.getByLabel('Paint Type').selectOption('Oil');
  await add.getByRole('button', { name: 'Color' }).click();
  await add.getByLabel('Pick a colour').fill('#aa0000');
  await add.getByRole('button', { name: 'Done' }).click();
  await add.getByLabel('Quantity').fill('1');
  await add.getByLabel('Unit Price ($)').fill('12.50');
  await add.getByLabel('Purchase Link').fill('not a link');
  await scanBothWidths(page, 'supplies-add-dialog');
  await add.getByRole('button', { name: 'Add Supply' }).click();
  await expect(add.getByText('Purchase link must be a valid URL')).toBeVisible();
  await add.getByLabel('Purchase Link').fill('https://shop.example/red');
  await add.getByRole('button', { name: 'Add Supply' }).click();
  await expect(toast(page, 'Supply added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const name = 'Cadmium Red Deep Hue, a long name for the narrow phone layout check';
  const paint = card(page, name);
  await expect(paint.getByTestId('quantity-badge')).toHaveText('1');
  await expect(paint.getByTestId('quantity-badge')).toHaveAttribute('data-level', 'low');
  await expect(page.getByTestId('tile-Low Stock')).toHaveText('1');
  await scanBothWidths(page, 'supplies-list');

  await paint.getByRole('button', { name: 'Manage' }).click();
  const manage = page.getByRole('dialog', { name: `Manage: ${name}` });
  await expect(manage.getByText('No transactions recorded yet.')).toBeVisible();
  await manage.getByRole('button', { name: 'Record Transaction' }).click();
  await manage.getByLabel('Quantity').fill('4');
  await manage.getByLabel('Unit Price ($)').fill('11');
  await manage.getByLabel('Notes').fill('Restock');
  await scanBothWidths(page, 'supplies-manage-dialog');
  await manage.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(toast(page, 'Transaction recorded successfully')).toBeVisible();
  await expect(manage.getByTestId('current-quantity')).toHaveText('5');
  await expect(manage.getByText('Total: $44.00')).toBeVisible();

  await manage.getByRole('button', { name: 'Record Transaction' }).click();
  // The form reset to purchase / 1 / 0 / empty after the first success.
  await expect(manage.getByLabel('Type')).toHaveValue('purchase');
  await expect(manage.getByLabel('Quantity')).toHaveValue('1');
  await expect(manage.getByLabel('Unit Price ($)')).toHaveValue('0');
  await expect(manage.getByLabel('Notes')).toHaveValue('');
  await manage.getByLabel('Type').selectOption('usage');
  await manage.getByLabel('Quantity').fill('3');
  await manage.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(manage.getByTestId('current-quantity')).toHaveText('2');
  // The new quantity can show a moment before the form closes, while its Type list still offers "Usage".
  await expect(manage.getByLabel('Quantity')).toBeHidden();
  await expect(manage.getByLabel('Transaction history list').getByText('Usage')).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).click();
  await expect(paint.getByTestId('quantity-badge')).toHaveText('2');
  await expect(paint.getByTestId('quantity-badge')).toHaveAttribute('data-level', 'low');

  await paint.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Art Supply' });
  await expect(edit.getByLabel('Volume')).toHaveValue('37ml');
  await scanBothWidths(page, 'supplies-edit-dialog');
  await edit.getByLabel('Category *').selectOption('brush');
  await expect(edit.getByLabel('Brush Size')).toHaveValue('');
  await expect(edit.getByLabel('Brush Shape')).toHaveValue('');
  await edit.getByLabel('Brush Size').selectOption('000');
  await edit.getByRole('button', { name: 'Update Supply' }).click();
  await expect(toast(page, 'Supply updated successfully')).toBeVisible();
  await expect(paint.getByText('Brush', { exact: true })).toBeVisible();

  await paint.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete supply?' });
  await scanBothWidths(page, 'supplies-delete-dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Consumable deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No supplies yet' })).toBeVisible();
});

test('a seven-figure inventory value stays on one line in its tile on a 390 px phone', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  setPlan(session.user.id, 'basic');
  await apiCall('POST', '/api/consumables', {
    token: session.token,
    body: { category: 'paint', name: 'Gold leaf', quantity: 1000, unit_price: 1234.56 },
    expect: 201,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, session, '/consumables');
  const tile = page.getByTestId('tile-Inventory Value');
  await expect(tile).toHaveText('$1,234,560.00');
  // The huge account's "$80,485.00" broke after "$80,485.0" at this width.
  const box = await tile.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return {
      lines: range.getClientRects().length,
      overflow: el.scrollWidth - el.clientWidth,
      inside: range.getBoundingClientRect().right <= el.getBoundingClientRect().right + 0.5,
    };
  });
  expect(box).toEqual({ lines: 1, overflow: 0, inside: true });
  await saveScreenshot(page, 'supplies-seven-figure-tile-390');
});

test('supplies come 24 at a time; Show more loads the rest, and the tiles count them all', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  setPlan(session.user.id, 'basic');
  for (let i = 1; i <= 30; i++) {
    await apiCall('POST', '/api/consumables', {
      token: session.token,
      body: {
        category: i % 2 ? 'paint' : 'brush',
        name: `Supply number ${i}`,
        quantity: i % 4,
        unit_price: 2,
      },
      expect: 201,
    });
  }
  await signIn(page, session, '/consumables');
  const cards = page.getByTestId('supply-card');
  await expect(cards).toHaveCount(24);
  await expect(cards.first().getByRole('heading')).toHaveText('Supply number 30');
  await expect(page.getByTestId('tile-Total Supplies')).toHaveText('30');
  // Quantities 0, 1 and 2 of i % 4 are low: 23 of the 30.
  await expect(page.getByTestId('tile-Low Stock')).toHaveText('23');
  await expect(page.getByTestId('tile-Inventory Value')).toHaveText('$90.00');
  const more = page.getByRole('button', { name: 'Show more supplies' });
  await scanBothWidths(page, 'supplies-first-page');
  // A next page that fails to load says so and keeps the cards already shown.
  await page.route('**/api/consumables?*offset=24*', (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'INTERNAL' } }),
  );
  await more.click();
  await expect(toast(page, 'Failed to load consumables')).toBeVisible();
  await expect(cards).toHaveCount(24);
  await page.unroute('**/api/consumables?*offset=24*');
  await more.click();
  await expect(cards).toHaveCount(30);
  await expect(cards.last().getByRole('heading')).toHaveText('Supply number 1');
  await expect(more).toBeHidden();

  // A filter pages on the server too: 15 brushes fit on one page.
  await page.getByLabel('Category').selectOption('brush');
  await expect(cards).toHaveCount(15);
  await expect(more).toBeHidden();
});

/** A basic-plan artist with one supply bought 25 times, notes "Purchase 01" (oldest) to "Purchase 25". */
async function supplyWith25Purchases(makeUser: () => Promise<Session>) {
  const session = await makeUser();
  setPlan(session.user.id, 'basic');
  const { body } = await apiCall<{ consumable: { id: number } }>('POST', '/api/consumables', {
    token: session.token,
    body: { category: 'paint', name: 'Titanium White', quantity: 0, unit_price: 3 },
    expect: 201,
  });
  for (let i = 1; i <= 25; i++) {
    await apiCall('POST', `/api/consumables/${body.consumable.id}/transactions`, {
      token: session.token,
      body: { transaction_type: 'purchase', quantity: 1, notes: `Purchase ${String(i).padStart(2, '0')}` },
      expect: 201,
    });
  }
  return session;
}

/** Signs in as that artist and opens the supply's Manage dialog: the dialog and its history's items. */
async function openHistoryOf25Purchases(page: Page, makeUser: () => Promise<Session>) {
  const session = await supplyWith25Purchases(makeUser);
  await signIn(page, session, '/consumables');
  await card(page, 'Titanium White').getByRole('button', { name: 'Manage' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage: Titanium White' });
  return { manage, items: manage.getByLabel('Transaction history list').getByRole('listitem') };
}

/** Notes of purchases `from` down to `to`, as the history lists them (newest first). */
const purchasesDown = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `Purchase ${String(from - i).padStart(2, '0')}`);

test("a supply's history comes 20 transactions at a time, newest first; Show more loads the rest", async ({
  page,
  makeUser,
}) => {
  const { manage, items } = await openHistoryOf25Purchases(page, makeUser);
  await expect(items).toHaveCount(20);
  await expect(items).toContainText(purchasesDown(25, 6));
  const more = manage.getByRole('button', { name: 'Show more transactions' });
  await more.scrollIntoViewIfNeeded();
  await scanBothWidths(page, 'supplies-manage-history-more');

  await more.click();
  await expect(items).toHaveCount(25);
  await expect(items).toContainText(purchasesDown(25, 1));
  await expect(more).toBeHidden();

  // A transaction recorded with every page loaded still comes first, and nothing shows twice.
  await manage.getByRole('button', { name: 'Record Transaction' }).click();
  await manage.getByLabel('Type').selectOption('usage');
  await manage.getByLabel('Notes').fill('Used today');
  await manage.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(toast(page, 'Transaction recorded successfully')).toBeVisible();
  await expect(items).toHaveCount(26);
  await expect(items).toContainText(['Used today', ...purchasesDown(25, 1)]);
  await expect(more).toBeHidden();
});

test("a supply's next page of transactions that fails to load keeps the ones shown and says so", async ({
  page,
  makeUser,
}) => {
  const { manage, items } = await openHistoryOf25Purchases(page, makeUser);
  await expect(items).toHaveCount(20);
  const nextPage = '**/api/consumables/*/transactions?*offset=20*';
  await page.route(nextPage, (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'INTERNAL' } }),
  );
  const more = manage.getByRole('button', { name: 'Show more transactions' });
  await more.click();
  await expect(toast(page, 'Failed to load transactions')).toBeVisible();
  await expect(items).toHaveCount(20);
  await expect(items).toContainText(purchasesDown(25, 6));
  await expect(manage.getByRole('alert')).toHaveCount(0);

  // The button stays to try again.
  await page.unroute(nextPage);
  await more.click();
  await expect(items).toHaveCount(25);
  await expect(items).toContainText(purchasesDown(25, 1));
  await expect(more).toBeHidden();
});

test('a free-plan artist who opens supplies by address is told which plan includes them', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  const supplyRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/consumables')) supplyRequests.push(request.url());
  });
  await signIn(page, session, '/consumables');
  const notice = page.getByTestId('plan-required');
  await expect(notice.getByRole('heading')).toHaveText(
    'Art supplies tracking is included in the Basic plan and above',
  );
  // Not an error: no Retry that could never work, no toast, no empty account, and no request to refuse.
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(toast(page, 'Failed to load consumables')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No supplies yet' })).toHaveCount(0);
  expect(supplyRequests).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'supplies on the free plan');
  await notice.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('a pro artist reads the report, changes the period and downloads the sales CSV', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  setPlan(session.user.id, 'pro');
  const sold = await seedArtwork(session, { title: '=Sunrise', price: 1200, category_id: 1 });
  await seedArtwork(session, { title: 'Dusk', price: 800 });
  await seedSale(session, sold.id, 1000);
  await signIn(page, session, '/analytics');

  await expect(page.getByRole('heading', { name: 'Reports & Analytics' })).toBeVisible();
  await expect(page.getByTestId('total-artworks')).toHaveText('2');
  await expect(page.getByTestId('collection-value')).toHaveText('$800.00');
  await expect(page.getByTestId('total-sales')).toHaveText('1');
  await expect(page.getByTestId('net-revenue')).toHaveText('$1,000.00');
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Net revenue by month' })).toBeAttached();
  await scanBothWidths(page, 'reports');

  await page.getByLabel('Period').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-12-31');
  await expect(page.getByTestId('total-sales')).toHaveText('0');
  await expect(page.getByTestId('net-revenue')).toHaveText('$0.00');
  await page.getByLabel('Period').selectOption('all_time');
  await expect(page.getByTestId('total-sales')).toHaveText('1');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export sales CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-start-${today()}.csv`);
  const text = readFileSync(await download.path(), 'utf8');
  const rows = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;
  expect(rows[0]).toEqual([
    'Date',
    'Title',
    'Buyer',
    'Dealer',
    'Price',
    'Shipping',
    'Commission',
    'Net',
    'Cost to Create',
    'Profit',
    'Payment Status',
    'Payment Date',
  ]);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(0, 2)).toEqual([today(), "'=Sunrise"]);
  expect(rows[1]![4]).toBe('1000.00');
  expect(rows[1]![7]).toBe('1000.00');
});
