import type { Page } from '@playwright/test';
import type { Session } from '../support/api';
import { expect, test } from '../support/fixtures';
import { holdScripts } from '../support/hold-scripts';
import { seedArtworkWithImages, testImage } from '../support/seed';
import { signIn } from '../support/session';

// Cards offer the 400 px and the 600 px thumbnail through srcset; on a 390 px phone the browser must take
// the small one, and no card ever loads a full-size image.

/** Every image URL the page requests from now on, by path. */
function imageRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/uploads/')) paths.push(pathname);
  });
  return paths;
}

async function artworksWithPhotos(session: Session, titles: string[]) {
  const photo = await testImage('camera-1600.jpg', { width: 1600, height: 1200, color: '#4a6fa5' });
  const names: Record<string, string> = {};
  for (const title of titles) {
    const artwork = await seedArtworkWithImages(session, { title, price: 400 }, [photo]);
    names[title] = artwork.primary_image!;
  }
  return names;
}

/** Which thumbnail the card's image shows (its file name's prefix), once it has loaded. */
async function shownThumbnail(page: Page, title: string): Promise<string> {
  const image = page.getByRole('main').getByRole('article', { name: title }).locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname.split('/').pop()!);
}

test.describe('thumbnails at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the gallery requests the small thumbnails, each once, and never a full-size image', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const names = await artworksWithPhotos(session, ['Harbour at Dusk', 'Salt Marsh']);
    const requested = imageRequests(page);
    await signIn(page, session, '/gallery');
    const first = page.getByRole('main').getByRole('article', { name: 'Salt Marsh' });
    await expect(first).toBeVisible();
    expect(await shownThumbnail(page, 'Salt Marsh')).toBe(`small_${names['Salt Marsh']}`);
    await page.waitForLoadState('networkidle');

    expect(requested.filter((url) => url.startsWith('/uploads/artworks/'))).toEqual([]);
    const thumbnails = requested.filter((url) => url.startsWith('/uploads/thumbnails/'));
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const url of thumbnails) expect(url).toMatch(/^\/uploads\/thumbnails\/small_[0-9a-f]{32}\.jpg$/);
    // The entry's preload of the first card's image is the request the card uses, not a second download.
    expect(thumbnails.filter((url) => url.endsWith(names['Salt Marsh']!))).toHaveLength(1);
  });

  test('the first card’s thumbnail is on its way before the app’s code has arrived', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const names = await artworksWithPhotos(session, ['Low Tide']);
    // The app's shared code (React, the router, the layout) is held back; only the entry and its helpers run.
    const { held, release } = await holdScripts(page, ['app', 'signed-in']);
    const thumbnail = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith(`small_${names['Low Tide']}`),
    );
    await signIn(page, session, '/gallery');
    await thumbnail;
    expect(held.length).toBeGreaterThan(0);
    await release();
    expect(await shownThumbnail(page, 'Low Tide')).toBe(`small_${names['Low Tide']}`);
  });

  test('the dashboard asks for the small thumbnails too', async ({ page, makeUser }) => {
    const session = await makeUser();
    const names = await artworksWithPhotos(session, ['Quiet Field']);
    const requested = imageRequests(page);
    await signIn(page, session, '/dashboard');
    const recent = page.getByRole('link', { name: /Quiet Field/ });
    await expect(recent).toBeVisible();
    await expect
      .poll(() => recent.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(new RegExp(`/uploads/thumbnails/small_${names['Quiet Field']}$`));
    expect(requested.filter((url) => url.startsWith('/uploads/artworks/'))).toEqual([]);
    expect(requested.filter((url) => url.startsWith('/uploads/thumbnails/thumb_'))).toEqual([]);
  });

  test('a work stored before the small size existed shows its 600 px thumbnail', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const names = await artworksWithPhotos(session, ['Old Upload']);
    // As on a server that stored the image before the small size was made.
    await page.route('**/uploads/thumbnails/small_*', (route) => route.fulfill({ status: 404, body: '' }));
    await signIn(page, session, '/gallery');
    expect(await shownThumbnail(page, 'Old Upload')).toBe(`thumb_${names['Old Upload']}`);
    await expect(page.getByText('No image')).toHaveCount(0);
  });
});
