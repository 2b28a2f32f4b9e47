import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import {
  seedArtwork,
  seedArtworkWithImages,
  seedSale,
  seedSeries,
  testImage,
  textFile,
  today,
} from '../support/seed';
import { signIn } from '../support/session';

function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('article', { name: title });
}

/** Types into the (debounced) search box; callers then wait for the cards to change. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search artworks' }).fill(text);
}

test.describe('inventory: add artwork', () => {
  test('shows every validation message, refuses a non-image, then adds a work with two images', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser({ firstName: 'Lee' });
    const [front, detail] = await Promise.all([
      testImage('front.jpg', { color: '#c85028' }),
      testImage('detail.png', { color: '#2850c8', width: 240, height: 320 }),
    ]);
    const notes = textFile('notes.txt');
    await signIn(page, session, '/add-artwork');
    const form = page.getByRole('form', { name: 'Add artwork' });
    await expect(form).toBeVisible();

    // Bad values everywhere, and a print with an edition number below the minimum.
    await form.getByLabel('Price ($)').fill('-5');
    await form.getByLabel('Cost to Create ($)').fill('-1');
    await form.getByLabel('Creation Date').fill(today(5));
    await form.getByLabel('This is an original artwork').uncheck();
    await form.getByLabel('Edition Number').fill('0');
    await form.getByRole('button', { name: 'Add Artwork' }).click();

    await expect(toast(page, 'Please fix the errors in the form')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveAccessibleDescription(/Title is required/);
    await expect(form.getByLabel('Medium')).toHaveAccessibleDescription(/Medium is required/);
    await expect(form.getByLabel('Price ($)')).toHaveAccessibleDescription(/Price must be a positive number/);
    await expect(form.getByLabel('Cost to Create ($)')).toHaveAccessibleDescription(
      /Cost must be a positive number/,
    );
    await expect(form.getByLabel('Creation Date')).toHaveAccessibleDescription(
      /Creation date cannot be in the future/,
    );
    await expect(form.getByLabel('Edition Number')).toHaveAccessibleDescription(
      /Edition number must be at least 1/,
    );
    await expect(page).toHaveURL(/\/add-artwork$/);

    // A field's error clears as the user edits it.
    const title = `Harbour at Dusk ${Date.now().toString(36)}`;
    await form.getByLabel('Title').fill(title);
    await expect(form.getByText('Title is required')).toHaveCount(0);

    // A file that is not an image is turned away by name; the real images preview.
    await form.getByLabel('Add images').setInputFiles([notes]);
    await expect(toast(page, 'notes.txt is not a valid image file')).toBeVisible();
    await expect(form.getByText('notes.txt is not a valid image file')).toBeVisible();
    await form.getByLabel('Add images').setInputFiles([front, detail]);
    await expect(form.getByRole('img', { name: 'Preview 1: front.jpg' })).toBeVisible();
    await expect(form.getByRole('img', { name: 'Preview 2: detail.png' })).toBeVisible();

    await form.getByLabel('Medium').selectOption('Acrylic painting');
    await form.getByLabel('Creation Date').fill(today(-30));
    await form.getByLabel('Price ($)').fill('1250');
    await form.getByLabel('Cost to Create ($)').fill('140');
    await form.getByLabel('Edition Number').fill('3');
    await form.getByLabel('Total Editions').fill('25');
    await form.getByRole('button', { name: 'Add Artwork' }).click();

    await expect(page).toHaveURL(/\/gallery$/, { timeout: 20_000 });
    const created = card(page, title);
    await expect(created).toBeVisible();
    await expect(created).toContainText('Acrylic painting');
    await expect(created).toContainText('$1,250.00');
    // The card shows the uploaded image, not the placeholder.
    await expect(created.locator('img').first()).toBeVisible();
  });
});

test.describe('inventory: find, view, edit and delete', () => {
  test('search and filters find the work; the detail page pages images, edits, adds an image and deletes', async ({
    page,
    makeUser,
  }) => {
    test.setTimeout(60_000);
    const session = await makeUser();
    const seriesName = `Tidal Studies ${Date.now().toString(36)}`;
    const seriesId = await seedSeries(session, seriesName, 2024);
    const files = await Promise.all([
      testImage('one.jpg', { color: '#c85028' }),
      testImage('two.jpg', { color: '#28c850' }),
    ]);
    const title = 'Low Tide, Study';
    const artwork = await seedArtworkWithImages(
      session,
      { title, price: 800, category_id: 1, series_id: seriesId, medium: 'Watercolor' },
      files,
    );
    await seedArtwork(session, { title: 'Mountain Pass', price: 300, category_id: 2 });
    const extra = await testImage('three.png', { color: '#5028c8' });

    await signIn(page, session, '/gallery');
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, 'Mountain Pass')).toBeVisible();

    await search(page, 'low tide');
    await expect(card(page, 'Mountain Pass')).toHaveCount(0);
    await expect(card(page, title)).toBeVisible();
    // Terms too short for a trigram: two letters, and one punctuation mark.
    await search(page, 'SS');
    await expect(card(page, title)).toHaveCount(0);
    await expect(card(page, 'Mountain Pass')).toBeVisible();
    await search(page, ',');
    await expect(card(page, 'Mountain Pass')).toHaveCount(0);
    await expect(card(page, title)).toBeVisible();
    await search(page, '');
    await expect(card(page, 'Mountain Pass')).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Series').selectOption({ label: seriesName });
    await expect(card(page, 'Mountain Pass')).toHaveCount(0);
    await expect(card(page, title)).toBeVisible();
    await page.getByLabel('Series').selectOption({ label: 'All series' });
    await page.getByLabel('Category').selectOption({ label: 'Drawing' });
    await expect(card(page, title)).toHaveCount(0);
    await expect(card(page, 'Mountain Pass')).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'Painting' });
    await expect(card(page, title)).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Reserved' });
    await expect(card(page, title)).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });

    await card(page, title).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${artwork.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Carousel: arrows, dots/thumbnails, full screen.
    const carousel = page.getByRole('region', { name: 'Images' });
    await expect(carousel.getByRole('img', { name: `${title}, image 1 of 2` })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(carousel.getByRole('img', { name: `${title}, image 2 of 2` })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(carousel.getByRole('img', { name: `${title}, image 1 of 2` })).toBeVisible();
    await carousel.getByRole('button', { name: 'Show image 2' }).last().click();
    await expect(carousel.getByRole('img', { name: `${title}, image 2 of 2` })).toBeVisible();
    await carousel.getByRole('button', { name: 'View full screen' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: `${title}, image 2 of 2` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img', { name: `${title}, image 1 of 2` })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close full screen' }).click();
    await expect(viewer).toBeHidden();

    // Edit title and price.
    const newTitle = 'Low Tide, Final';
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit artwork' });
    await edit.getByLabel('Title').fill(newTitle);
    await edit.getByLabel('Price ($)').fill('950');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Artwork updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('$950.00');

    // Add an image.
    await page.getByLabel('Add Images').setInputFiles([extra]);
    await expect(toast(page, '1 image(s) added successfully')).toBeVisible();
    await expect(carousel.getByRole('img', { name: `${newTitle}, image 1 of 3` })).toBeVisible();

    // Delete with the spec's confirmation.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this artwork? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete Artwork' }).click();
    await expect(toast(page, 'Artwork deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(card(page, 'Mountain Pass')).toBeVisible();
    await expect(card(page, newTitle)).toHaveCount(0);
  });

  test('a series is created from the filter panel and appears in the Series filter', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/gallery');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: '+ Create New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Series' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Series' }).click();
    await expect(dialog.getByLabel('Series Name')).toHaveAccessibleDescription(/Series name is required/);

    const name = 'Night Harbours';
    await dialog.getByLabel('Series Name').fill(name);
    await dialog.getByLabel('Year').fill('999');
    await dialog.getByRole('button', { name: 'Create Series' }).click();
    await expect(dialog.getByLabel('Year')).toHaveAccessibleDescription(/Please enter a valid year/);

    await dialog.getByLabel('Year').fill(String(new Date().getFullYear()));
    await dialog.getByLabel('Description').fill('Harbour scenes after dark');
    await dialog.getByRole('button', { name: 'Create Series' }).click();
    await expect(toast(page, `Series "${name}" created successfully!`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Series').getByRole('option', { name })).toHaveCount(1);
  });

  test('Back to Gallery returns to the tab, filters and counts the work was opened from', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const [kept, sold] = await Promise.all([
      seedArtwork(session, { title: 'Reserved Harbour', status: 'reserved', price: 300 }),
      seedArtwork(session, { title: 'Sold Harbour', price: 500 }),
    ]);
    await seedSale(session, sold.id, 500);
    // A status filter chosen on the active tab stays in the address; the sold tab never applies it.
    await signIn(page, session, '/gallery?status=reserved');
    await expect(card(page, kept.title)).toBeVisible();
    await page.getByRole('tab', { name: /Sold Artworks/ }).click();
    await expect(page.getByRole('tab', { name: /Sold Artworks/ })).toContainText('1');
    await expect(card(page, sold.title)).toBeVisible();

    await card(page, sold.title)
      .getByRole('link', { name: `View details of ${sold.title}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: sold.title })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\?tab=sold&status=reserved$/);
    await expect(page.getByRole('tab', { name: /Sold Artworks/ })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, sold.title)).toBeVisible();
  });

  test('a free user with 5 artworks sees the plan-limit notice with Upgrade instead of Add Artwork', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    for (let i = 1; i <= 5; i += 1) await seedArtwork(session, { title: `Study ${i}`, price: 100 * i });
    await signIn(page, session, '/gallery');
    const main = page.getByRole('main');
    await expect(main.getByText('Free plan limit reached (5 artworks)')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
    await expect(main.getByRole('link', { name: 'Add Artwork' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });
});

test.describe('dashboard', () => {
  test('shows the real counts and the recent artworks', async ({ page, makeUser }) => {
    const session = await makeUser({ firstName: 'Nina' });
    await seedArtwork(session, { title: 'Quiet Field', price: 400 });
    await seedArtwork(session, { title: 'Red Barn', price: 650, medium: 'Pastel' });
    await seedArtwork(session, { title: 'Gallery Wall', price: 900, status: 'on_display' });
    const sold = await seedArtwork(session, { title: 'Sold Sky', price: 500 });
    await seedSale(session, sold.id, 500, { payment_method: 'cash' });

    await signIn(page, session, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nina');
    await expect(page.getByTestId('stat-total-artworks')).toHaveText('4');
    await expect(page.getByTestId('stat-available')).toHaveText('2');
    await expect(page.getByTestId('stat-sold-this-year')).toHaveText('1');
    await expect(page.getByTestId('stat-net-revenue')).toHaveText('$500.00');

    const recent = page.getByRole('region', { name: 'Recent Artworks' });
    await expect(recent.getByRole('listitem')).toHaveCount(4);
    const barn = recent.getByRole('link', { name: /Red Barn/ });
    await expect(barn).toContainText('Pastel');
    await expect(barn).toContainText('$650.00');
    await barn.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Red Barn' })).toBeVisible();
  });
});

// At 390 px hover actions become visible buttons, for a touch phone and a narrow window alike.
for (const profile of [
  { name: 'touch phone', shot: 'mobile-390-gallery-touch', touch: true },
  { name: 'narrow window with a mouse', shot: 'mobile-390-gallery-mouse', touch: false },
]) {
  test.describe(`gallery at 390 px (${profile.name})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: profile.touch, hasTouch: profile.touch });

    test('no horizontal overflow and the card actions are visible without hover', async ({
      page,
      makeUser,
    }) => {
      const session = await makeUser();
      const image = await testImage('phone.jpg', { color: '#a0522d' });
      await seedArtworkWithImages(session, { title: 'Coastal Path', price: 720 }, [image]);
      await seedArtwork(session, { title: 'A Very Long Title For A Small Painting Of Boats', price: 95 });
      await signIn(page, session, '/gallery');
      const coastal = card(page, 'Coastal Path');
      await expect(coastal).toBeVisible();
      await page.waitForLoadState('networkidle');

      for (const name of [
        'View details of Coastal Path',
        'Mark Coastal Path as sold',
        'Delete Coastal Path',
      ]) {
        const action = coastal.getByRole(name.startsWith('View') ? 'link' : 'button', { name });
        await expect(action).toBeVisible();
        const opacity = await action.evaluate((el) => getComputedStyle(el.parentElement!).opacity);
        expect(Number(opacity), `${name} must show without hover`).toBe(1);
        const box = await action.boundingBox();
        expect(box?.height, `${name} touch target`).toBeGreaterThanOrEqual(44);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);
      // Viewport only: a full-page capture re-emulates the device and drops the touch media query.
      await saveScreenshot(page, profile.shot, false);
    });
  });
}
