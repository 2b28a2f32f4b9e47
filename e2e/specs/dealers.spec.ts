import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import {
  pendingDealerSales,
  seedArtwork,
  seedConsignment,
  seedDealer,
  seedSale,
  today,
} from '../support/seed';
import { setPlan } from '../support/plans';
import { signIn } from '../support/session';

/** The 16 inventory report item fields, in the order the report lists them. */
const REPORT_COLUMNS = [
  'inventory_number',
  'title',
  'dimensions',
  'category',
  'series',
  'medium',
  'year_created',
  'price',
  'sold_status',
  'payment_status',
  'consignment_status',
  'consignment_price',
  'sale_price',
  'net_amount',
  'consignment_date',
  'sale_date',
];

function badge(page: Page) {
  return page.getByRole('navigation', { name: /main/i }).getByTestId('dealers-badge');
}

/** The badge refreshes on invalidation or every 30 s; allow for the slow path. */
async function expectBadge(page: Page, count: number | null) {
  await expect
    .poll(
      async () => ((await badge(page).count()) === 0 ? null : (await badge(page).textContent())?.trim()),
      { timeout: 35_000, message: `dealers badge should read ${count ?? 'nothing'}` },
    )
    .toBe(count === null ? null : String(count));
}

/** A dealer's card on /dealers, found by its heading. */
function dealerCard(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Dealers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** Top edge of an element, to check that a card sits under its section heading. */
async function top(locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box.y;
}

test.describe('dealers', () => {
  test('Add Dealer refuses a website without http(s) and then adds the dealer card', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/dealers');
    await expect(page.getByRole('heading', { level: 1, name: 'Dealers & Representatives' })).toBeVisible();
    await expect(page.getByText('No dealers found')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add Dealer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Dealer/Gallery' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Dealer/Gallery Name').fill('Northlight Gallery');
    await dialog.getByLabel('Company Name').fill('Northlight Arts LLC');
    await dialog.getByLabel('Website').fill('northlight.example');
    await dialog.getByLabel('Commission Rate (%)').fill('35');
    await dialog.getByRole('button', { name: 'Add Dealer' }).click();
    await expect(dialog.getByLabel('Website')).toHaveAccessibleDescription(
      /Website must start with http:\/\/ or https:\/\//,
    );
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Website').fill('https://northlight.example');
    await expect(dialog.getByText('Website must start with')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Dealer' }).click();
    await expect(dialog).toBeHidden();
    const added = dealerCard(page, 'Northlight Gallery');
    await expect(added).toBeVisible();
    await expect(added).toContainText('Northlight Arts LLC');
    await expect(added).toContainText('35%');
    await expect(added).toContainText('Active');
  });

  test('a dialog opened from the keyboard gives focus back to its button when it closes', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await seedDealer(session, { name: 'Harbor Gallery', commission_rate: 30 });
    await signIn(page, session, '/dealers');
    const addDealer = page.getByRole('main').getByRole('button', { name: 'Add Dealer', exact: true });
    await addDealer.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Dealer/Gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addDealer).toBeFocused();

    // The same through Cancel, on a dialog opened from a dealer's card.
    const remove = page.getByRole('button', { name: 'Delete Harbor Gallery' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(
      page
        .getByRole('link', { name: 'View Harbor Gallery' })
        .or(page.getByRole('button', { name: 'View Harbor Gallery' })),
    ).toBeFocused();
  });

  test('consign, sell through the dealer (pending payment, badge up), receive the payment (badge down)', async ({
    page,
    makeUser,
  }) => {
    test.setTimeout(90_000);
    const session = await makeUser();
    const dealer = 'Marlow & Finch';
    const dealerId = await seedDealer(session, {
      name: dealer,
      company_name: 'Marlow Fine Art',
      commission_rate: 40,
    });
    const title = 'Estuary in Grey';
    const artwork = await seedArtwork(session, { title, price: 1000 });
    await seedArtwork(session, { title: 'Studio Still Life', price: 300 });

    await signIn(page, session, `/gallery/${artwork.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Consign to Dealer' }).click();
    const consign = page.getByRole('dialog', { name: 'Consign to Dealer' });
    await expect(consign).toBeVisible();
    await consign
      .getByLabel('Dealer', { exact: true })
      .selectOption({ label: `${dealer} (Marlow Fine Art)` });
    await expect(consign.getByLabel('Commission Rate (%)')).toHaveValue('40');
    await expect(consign.getByLabel('Consignment Price ($)')).toHaveValue('1000');
    await expect(consign.getByLabel('Consignment Date')).toHaveValue(today());
    await expect(consign.getByTestId('you-receive')).toHaveText('$600.00');
    await consign.getByRole('button', { name: 'Consign Artwork' }).click();
    await expect(toast(page, `Artwork consigned to ${dealer} successfully!`)).toBeVisible();
    await expect(consign).toBeHidden();
    await expect(page.getByRole('main')).toContainText(`with ${dealer}`);

    // The gallery's active tab groups it under the dealer's section.
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Inventory', exact: true })
      .click();
    const main = page.getByRole('main');
    const studio = main.getByRole('heading', { level: 2, name: 'Your Studio' });
    const section = main.getByRole('heading', { level: 2, name: `${dealer} (Marlow Fine Art)` });
    await expect(studio).toBeVisible();
    await expect(section).toBeVisible();
    await expect(section.locator('xpath=..')).toContainText('1 artwork · $1,000.00');
    const consignedCard = main.getByRole('article', { name: title });
    await expect(consignedCard).toContainText(dealer);
    await expect(consignedCard).toContainText('Consigned');
    expect(await top(consignedCard)).toBeGreaterThan(await top(section));
    expect(await top(main.getByRole('article', { name: 'Studio Still Life' }))).toBeLessThan(
      await top(section),
    );
    // A consigned work offers End Consignment, not Mark as Sold, on its card.
    await expect(consignedCard.getByRole('button', { name: `Mark ${title} as sold` })).toHaveCount(0);
    await expect(consignedCard.getByRole('button', { name: `End consignment of ${title}` })).toHaveCount(1);

    // Sell it through the dealer from the detail page.
    await consignedCard.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('button', { name: 'Mark as Sold' }).click();
    const sell = page.getByRole('dialog', { name: 'Mark as Sold' });
    await expect(sell).toContainText(dealer);
    await expect(sell.getByLabel('Sale Price ($)')).toHaveValue('1000');
    await sell.getByLabel('Buyer Name').fill('R. Osei');
    await sell.getByRole('button', { name: 'Mark as Sold' }).click();
    await expect(toast(page, `"${title}" sold via ${dealer} - Payment pending: $600.00`)).toBeVisible();
    await expectBadge(page, 1);
    expect(await pendingDealerSales(session)).toHaveLength(1);

    // Receive the payment in the Payment Manager on the dealer's page.
    await page.goto(`/dealers/${dealerId}`);
    await expect(page.getByRole('heading', { level: 1, name: dealer })).toBeVisible();
    const sales = page.getByRole('region', { name: 'Sold Art & Payment Details' });
    await expect(sales).toContainText(title);
    await expect(sales).toContainText('Payment Pending');
    await sales.getByRole('button', { name: 'Payment Manager' }).click();
    const manager = page.getByRole('dialog', { name: 'Payment Manager' });
    await expect(manager).toBeVisible();
    await manager.getByRole('checkbox', { name: new RegExp(title) }).check();
    await expect(manager).toContainText('Total selected: $600.00');
    await manager.getByLabel('Check Number').fill('1042');
    await expect(manager.getByLabel('Payment Date')).toHaveValue(today());
    await manager.getByRole('button', { name: 'Mark as Received' }).click();
    await expect(
      toast(page, `1 payment(s) marked as received from ${dealer} - Total: $600.00`),
    ).toBeVisible();
    await expect(manager).toBeHidden();
    await expect(sales).toContainText('Check #1042');
    await expect(sales.getByText('Paid', { exact: true })).toBeVisible();
    await expectBadge(page, null);
    expect(await pendingDealerSales(session)).toHaveLength(0);
  });

  test('a card with more than 5 consigned works lists 5 and links to the rest; the Payment Manager lists only that dealer', async ({
    page,
    makeUser,
  }) => {
    test.setTimeout(90_000);
    const session = await makeUser();
    // Nine works: more than the free plan's five.
    setPlan(session.user.id, 'pro');
    const harbour = await seedDealer(session, { name: 'Harbour Lights', commission_rate: 40 });
    const copper = await seedDealer(session, { name: 'Copperfield', commission_rate: 50 });
    for (let i = 1; i <= 7; i++) {
      const work = await seedArtwork(session, { title: `Harbour Study ${i}`, price: 100 * i });
      await seedConsignment(session, work.id, harbour);
    }
    const harbourSold = await seedArtwork(session, { title: 'Harbour Sold', price: 1000 });
    await seedConsignment(session, harbourSold.id, harbour);
    await seedSale(session, harbourSold.id, 1000);
    const copperSold = await seedArtwork(session, { title: 'Copper Sold', price: 800 });
    await seedConsignment(session, copperSold.id, copper);
    await seedSale(session, copperSold.id, 800);

    await signIn(page, session, '/dealers');
    const card = dealerCard(page, 'Harbour Lights');
    await expect(card).toContainText('Consigned artworks (7)');
    // The newest five consignments, newest first; the other two are behind the link.
    for (const i of [7, 6, 5, 4, 3])
      await expect(card.getByText(`Harbour Study ${i}`, { exact: true })).toBeVisible();
    for (const i of [1, 2])
      await expect(card.getByText(`Harbour Study ${i}`, { exact: true })).toHaveCount(0);
    await card.getByRole('link', { name: '+2 more pieces' }).click();
    await expect(page).toHaveURL(new RegExp(`/dealers/${harbour}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeVisible();
    const consignments = page.getByRole('region', { name: 'Active Artwork Consignments' });
    for (let i = 1; i <= 7; i++)
      await expect(
        consignments.getByRole('heading', { name: `Harbour Study ${i}`, exact: true }),
      ).toBeVisible();

    await page
      .getByRole('region', { name: 'Sold Art & Payment Details' })
      .getByRole('button', { name: 'Payment Manager' })
      .click();
    const manager = page.getByRole('dialog', { name: 'Payment Manager' });
    await expect(manager.getByRole('checkbox', { name: /Harbour Sold/ })).toBeVisible();
    await expect(manager.getByRole('checkbox', { name: 'Select all (1)' })).toBeVisible();
    await expect(manager).not.toContainText('Copper Sold');
  });

  test('End Consignment from the gallery card returns the work to Your Studio', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const dealer = 'Quayside Prints';
    const dealerId = await seedDealer(session, { name: dealer, commission_rate: 30 });
    const title = 'Gulls at Noon';
    const artwork = await seedArtwork(session, { title, price: 450 });
    await seedConsignment(session, artwork.id, dealerId, { consignment_price: 450, commission_rate: 30 });

    await signIn(page, session, '/gallery');
    const main = page.getByRole('main');
    const section = main.getByRole('heading', { level: 2, name: dealer });
    await expect(section).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Your Studio' })).toHaveCount(0);
    const workCard = main.getByRole('article', { name: title });
    await workCard.hover();
    await workCard.getByRole('button', { name: `End consignment of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'End Consignment' });
    await expect(dialog).toContainText(title);
    await expect(dialog).toContainText(dealer);
    await dialog.getByLabel('Condition on Return').selectOption({ label: 'Good' });
    await dialog.getByLabel('Return Notes').fill('Back from the summer show');
    await dialog.getByRole('button', { name: 'End Consignment' }).click();
    await expect(
      toast(page, `Consignment ended successfully. "${title}" has been returned to your inventory.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const studio = main.getByRole('heading', { level: 2, name: 'Your Studio' });
    await expect(studio).toBeVisible();
    await expect(section).toHaveCount(0);
    await expect(workCard).toContainText('Available');
    expect(await top(workCard)).toBeGreaterThan(await top(studio));
    await expect(workCard.getByRole('button', { name: `Mark ${title} as sold` })).toHaveCount(1);
  });

  test('the Inventory Report exports a 16-column CSV named after the dealer, formulas neutralised', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const dealer = 'Harbor Gallery';
    const dealerId = await seedDealer(session, { name: dealer, commission_rate: 50 });
    const risky = await seedArtwork(session, { title: '=HYPERLINK("http://x.test")', price: 200 });
    const sold = await seedArtwork(session, { title: 'Blue Boat', price: 800, category_id: 1 });
    await seedConsignment(session, risky.id, dealerId, { consignment_price: 200, commission_rate: 50 });
    await seedConsignment(session, sold.id, dealerId, { consignment_price: 800, commission_rate: 50 });
    await seedSale(session, sold.id, 800, { dealer_id: dealerId });

    await signIn(page, session, `/dealers/${dealerId}`);
    await expect(page.getByRole('heading', { level: 1, name: dealer })).toBeVisible();
    await page.getByRole('button', { name: 'Inventory Report' }).click();
    const report = page.getByRole('dialog', { name: `Inventory Report: ${dealer}` });
    await expect(report).toBeVisible();
    await expect(report).toContainText('2 items');
    await expect(report.getByRole('table')).toContainText('Blue Boat');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    // The toast is on screen; it must also reach assistive technology while the report stays open
    // (a toaster inside an aria-hidden #root is not announced).
    await expect(page.getByText('Inventory report exported successfully!')).toBeVisible();
    await expect
      .soft(toast(page, 'Inventory report exported successfully!'), 'export toast announced (role=status)')
      .toBeVisible({ timeout: 1_000 });
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^inventory-report-harbor[-_ ]gallery-${today()}\\.csv$`, 'i'),
    );
    const file = await download.path();
    const text = readFileSync(file, 'utf8').replace(/^\ufeff/, '');
    const lines = text.split(/\r?\n/).filter((line) => line !== '');
    expect(lines[0]!.split(',')).toEqual(REPORT_COLUMNS);
    expect(lines).toHaveLength(3);
    const boat = lines.find((line) => line.includes('Blue Boat'));
    expect(boat, 'Blue Boat row').toBeDefined();
    expect(boat).toContain('800.00');
    expect(boat).toContain('400.00');
    const formulaRow = lines.find((line) => line.includes('HYPERLINK'))!;
    // No cell may start with = (or + - @) unquoted: a spreadsheet would run it.
    const cells = formulaRow.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
    const titleCell = cells[REPORT_COLUMNS.indexOf('title')]!.replace(/^"|"$/g, '').replace(/""/g, '"');
    expect(titleCell).toBe(`'=HYPERLINK("http://x.test")`);
    for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@]/);
  });

  test('a dealer who still owes money cannot be deleted, and the toast says what to do', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const dealer = 'Owing Gallery';
    const dealerId = await seedDealer(session, { name: dealer, commission_rate: 40 });
    const artwork = await seedArtwork(session, { title: 'Unpaid Dunes', price: 1000 });
    await seedConsignment(session, artwork.id, dealerId);
    await seedSale(session, artwork.id, 1000);

    await signIn(page, session, '/dealers');
    await page.getByRole('button', { name: `Delete ${dealer}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete Dealer' }).click();
    await expect(
      toast(page, 'Mark 1 unpaid sale ($600.00) as received first, or set the dealer inactive'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dealerCard(page, dealer)).toHaveCount(1);
  });

  test('dealers come 24 at a time; a next page that fails keeps the cards, and Show more loads the rest', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    for (let i = 1; i <= 26; i++) await seedDealer(session, { name: `Gallery ${i}`, commission_rate: 30 });
    await signIn(page, session, '/dealers');
    const cards = page.getByRole('list', { name: 'Dealers' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toHaveText('Gallery 26');
    const more = page.getByRole('button', { name: 'Show more dealers' });
    await page.route('**/api/dealers?*offset=24*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'INTERNAL' } }),
    );
    await more.click();
    await expect(toast(page, 'Failed to load dealers')).toBeVisible();
    await expect(cards).toHaveCount(24);
    await page.unroute('**/api/dealers?*offset=24*');
    await more.click();
    await expect(cards).toHaveCount(26);
    await expect(cards.last()).toHaveText('Gallery 1');
    await expect(more).toBeHidden();

    // A search that fails shows the error state, not the cards of the list before it.
    await page.route('**/api/dealers?*search=Gallery*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'INTERNAL' } }),
    );
    await page.getByLabel('Search dealers').fill('Gallery 2');
    await expect(page.getByRole('main').getByText('Could not filter your dealers')).toBeVisible();
    await expect(cards).toHaveCount(0);
  });

  test('deleting a dealer warns about consignment records and removes it', async ({ page, makeUser }) => {
    const session = await makeUser();
    const dealer = 'Old Mill Studio';
    const dealerId = await seedDealer(session, { name: dealer, commission_rate: 20 });
    await seedDealer(session, { name: 'Keeper Gallery', commission_rate: 25 });
    const artwork = await seedArtwork(session, { title: 'Mill Race', price: 300 });
    await seedConsignment(session, artwork.id, dealerId);

    await signIn(page, session, '/dealers');
    const list = page.getByRole('list', { name: 'Dealers' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(2);
    await expect(dealerCard(page, dealer)).toContainText('Mill Race');
    await page.getByRole('button', { name: `Delete ${dealer}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(dealer);
    await expect(dialog).toContainText(/consignment records/i);
    await dialog.getByRole('button', { name: 'Delete Dealer' }).click();
    await expect(toast(page, 'Dealer deleted successfully')).toBeVisible();
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(dealerCard(page, dealer)).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Dealers' }).getByRole('heading', { name: 'Keeper Gallery' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: dealer })).toHaveCount(0);
    await page.goto(`/dealers/${dealerId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Dealer not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /dealers/i }).last()).toBeVisible();
  });
  test('Manage Payments finds one dealer among many by typing at once, from the keyboard', async ({
    page,
    makeUser,
  }) => {
    // The huge account's chooser listed 492 dealers with no search; its box then took no keystrokes, which
    // went to Close (a space pressed it). Ten dealers who owe reproduce the cause.
    const session = await makeUser();
    setPlan(session.user.id, 'pro');
    const names = ['Anna Weber', 'Bruno Costa', 'Céline Moreau', 'Dmitri Ivanov', 'Eva Lindqvist'];
    const all = [...names, ...names.map((n) => `${n} Jr`)];
    for (const [i, name] of all.entries()) {
      const dealerId = await seedDealer(session, { name, commission_rate: 20 });
      const artwork = await seedArtwork(session, { title: `Owed Study ${i + 1}`, price: 100 + i });
      await seedConsignment(session, artwork.id, dealerId);
      await seedSale(session, artwork.id, 100 + i);
    }
    await signIn(page, session, '/dealers');
    const open = page.getByRole('button', { name: 'Manage Payments' });
    await open.click();
    const chooser = page.getByRole('dialog', { name: 'Manage Payments' });
    const search = chooser.getByRole('searchbox', { name: 'Find a dealer' });
    await expect(search).toBeFocused();
    await expect(chooser.getByRole('listitem')).toHaveCount(10);
    await page.keyboard.type('celine moreau j');
    await expect(chooser.getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const manager = page.getByRole('dialog', { name: 'Payment Manager' });
    await expect(manager).toContainText('Record payments received from Céline Moreau Jr.');
    await expect(manager.getByRole('checkbox', { name: /Owed Study 8/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    // The next opening lists every dealer again.
    await open.click();
    await expect(chooser.getByRole('searchbox', { name: 'Find a dealer' })).toHaveValue('');
    await expect(chooser.getByRole('listitem')).toHaveCount(10);
  });
});
