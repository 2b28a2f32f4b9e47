import type { Page } from '@playwright/test';
import type { Session } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectDialogFits } from '../support/layout';
import { saveScreenshot } from '../support/screenshots';
import {
  seedArtwork,
  seedArtworkWithImages,
  seedConsignment,
  seedDealer,
  seedSale,
  testImage,
} from '../support/seed';
import { signInContext } from '../support/session';

/** One studio per test: a work with two images, one on consignment, one sold through the dealer (unpaid). */
interface Studio {
  dealerId: number;
  inStudioId: number;
  consignedId: number;
}

const DEALER = 'Ashgrove Gallery';

async function seedStudio(session: Session): Promise<Studio> {
  const images = await Promise.all([
    testImage('a11y-1.jpg', { color: '#b5562f', width: 480, height: 360 }),
    testImage('a11y-2.png', { color: '#2f6fb5', width: 360, height: 480 }),
  ]);
  const [inStudio, consigned, sold, dealerId] = await Promise.all([
    seedArtworkWithImages(
      session,
      { title: 'Morning Light', price: 1200, category_id: 1, year_created: '2023-04-02' },
      images,
    ),
    seedArtwork(session, { title: 'Evening Tide', price: 900, medium: 'Watercolor' }),
    seedArtwork(session, { title: 'Sold Harbour', price: 700, medium: 'Pastel' }),
    seedDealer(session, { name: DEALER, company_name: 'Ashgrove Fine Art', commission_rate: 40 }),
  ]);
  await seedConsignment(session, consigned.id, dealerId, { consignment_price: 900, commission_rate: 40 });
  await seedConsignment(session, sold.id, dealerId, { consignment_price: 700, commission_rate: 40 });
  await seedSale(session, sold.id, 700, { dealer_id: dealerId });
  return { dealerId, inStudioId: inStudio.id, consignedId: consigned.id };
}

interface Screen {
  name: string;
  path: (studio: Studio) => string;
  /** Resolves once the page shows its real content (not a skeleton). */
  ready: (page: Page) => Promise<void>;
  /** Opens the dialog or shows the state under test. */
  act?: (page: Page) => Promise<void>;
  /** Screenshot and scan at 390 px as well (pages; dialogs are shot at 390 px but scanned at 1280). */
  mobileScan?: boolean;
}

const main = (page: Page) => page.getByRole('main');

const galleryReady = async (page: Page) => {
  await expect(main(page).getByRole('article', { name: 'Morning Light' })).toBeVisible();
};
const detailReady = (title: string) => async (page: Page) => {
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
};
const dealerReady = async (page: Page) => {
  await expect(main(page).getByRole('heading', { level: 1, name: DEALER })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Sold Art & Payment Details' })).toContainText(
    'Sold Harbour',
  );
};

const SCREENS: Screen[] = [
  { name: 'gallery', path: () => '/gallery', ready: galleryReady, mobileScan: true },
  {
    name: 'artwork-detail',
    path: (s) => `/gallery/${s.inStudioId}`,
    ready: async (page) => {
      await detailReady('Morning Light')(page);
      await expect(page.getByRole('img', { name: 'Morning Light, image 1 of 2' })).toBeVisible();
    },
    mobileScan: true,
  },
  {
    name: 'add-artwork',
    path: () => '/add-artwork',
    ready: async (page) => {
      await expect(page.getByRole('form', { name: 'Add artwork' })).toBeVisible();
    },
    mobileScan: true,
  },
  {
    name: 'add-artwork-with-errors',
    path: () => '/add-artwork',
    ready: async (page) => {
      await expect(page.getByRole('form', { name: 'Add artwork' })).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Add Artwork', exact: true }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    },
  },
  {
    name: 'dealers',
    path: () => '/dealers',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Dealers' }).getByRole('heading', { name: DEALER }),
      ).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Outstanding Payments' })).toContainText(
        'Sold Harbour',
      );
    },
    mobileScan: true,
  },
  { name: 'dealer-detail', path: (s) => `/dealers/${s.dealerId}`, ready: dealerReady, mobileScan: true },
  {
    name: 'dealer-edit',
    path: (s) => `/dealers/${s.dealerId}/edit`,
    ready: async (page) => {
      await expect(page.getByRole('form', { name: 'Edit dealer' })).toBeVisible();
    },
    mobileScan: true,
  },
  {
    name: 'dialog-create-series',
    path: () => '/gallery',
    ready: galleryReady,
    act: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('button', { name: '+ Create New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Series' });
      await dialog.getByRole('button', { name: 'Create Series' }).click();
      await expect(dialog.getByText('Series name is required')).toBeVisible();
    },
  },
  {
    name: 'dialog-consign',
    path: (s) => `/gallery/${s.inStudioId}`,
    ready: detailReady('Morning Light'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Consign to Dealer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Consign to Dealer' });
      await dialog
        .getByLabel('Dealer', { exact: true })
        .selectOption({ label: `${DEALER} (Ashgrove Fine Art)` });
      await expect(dialog.getByTestId('you-receive')).toHaveText('$720.00');
    },
  },
  {
    name: 'dialog-mark-sold',
    path: (s) => `/gallery/${s.inStudioId}`,
    ready: detailReady('Morning Light'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Mark as Sold' }).click();
      await expect(page.getByRole('dialog', { name: 'Mark as Sold' })).toBeVisible();
    },
  },
  {
    name: 'dialog-end-consignment',
    path: (s) => `/gallery/${s.consignedId}`,
    ready: detailReady('Evening Tide'),
    act: async (page) => {
      await page.getByRole('button', { name: 'End Consignment' }).click();
      await expect(page.getByRole('dialog', { name: 'End Consignment' })).toContainText('Evening Tide');
    },
  },
  {
    name: 'dialog-add-dealer',
    path: () => '/dealers',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Dealers' }).getByRole('heading', { name: DEALER }),
      ).toBeVisible();
    },
    act: async (page) => {
      await main(page).getByRole('button', { name: 'Add Dealer', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Dealer/Gallery' });
      await dialog.getByLabel('Website').fill('ashgrove.example');
      await dialog.getByRole('button', { name: 'Add Dealer' }).click();
      await expect(dialog.getByText('Dealer/Gallery name is required')).toBeVisible();
    },
  },
  {
    name: 'dialog-payment-manager',
    path: (s) => `/dealers/${s.dealerId}`,
    ready: dealerReady,
    act: async (page) => {
      await page.getByRole('button', { name: 'Payment Manager' }).click();
      const dialog = page.getByRole('dialog', { name: 'Payment Manager' });
      await dialog.getByRole('checkbox', { name: /Sold Harbour/ }).check();
      await expect(dialog).toContainText('Total selected: $420.00');
    },
  },
  {
    name: 'dialog-inventory-report',
    path: (s) => `/dealers/${s.dealerId}`,
    ready: dealerReady,
    act: async (page) => {
      await page.getByRole('button', { name: 'Inventory Report' }).click();
      const dialog = page.getByRole('dialog', { name: `Inventory Report: ${DEALER}` });
      await expect(dialog).toContainText('Evening Tide');
    },
  },
];

test.describe('inventory and dealers accessibility (axe: no serious or critical violations)', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} at 1280 px${screen.mobileScan ? ' and 390 px' : ''}`, async ({ page, makeUser }) => {
      const session = await makeUser({ firstName: 'Alma', lastName: 'Thomas' });
      const studio = await seedStudio(session);
      await signInContext(page.context(), session);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(screen.path(studio));
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      await screen.act?.(page);
      await saveScreenshot(page, `desktop-1280-${screen.name}`, !screen.act);
      await expectNoSeriousA11yViolations(page, `${screen.name} at 1280 px`);

      await page.setViewportSize({ width: 390, height: 844 });
      if (!screen.act) await screen.ready(page);
      await saveScreenshot(page, `mobile-390-${screen.name}`, !screen.act);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${screen.name}: horizontal overflow at 390 px`).toBeLessThanOrEqual(0);
      if (screen.name.startsWith('dialog-'))
        await expectDialogFits(page.getByRole('dialog'), `${screen.name} at 390 px`);
      if (screen.mobileScan) await expectNoSeriousA11yViolations(page, `${screen.name} at 390 px`);
    });
  }
});
