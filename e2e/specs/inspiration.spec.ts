import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Session } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectDialogFits } from '../support/layout';
import { expect, test, toast } from '../support/fixtures';
import { E2E_OPENAI_KEY } from '../support/openai';
import { setPlan } from '../support/plans';
import { saveScreenshot } from '../support/screenshots';
import { testImage } from '../support/seed';
import { baseUrl } from '../support/server-env';
import { signIn } from '../support/session';

const grid = (page: Page) => page.getByRole('list', { name: 'Inspiration images' });
const libraryPanel = (page: Page) => page.getByRole('region', { name: 'Style Libraries' });

async function openAsPro(page: Page, session: Session) {
  setPlan(session.user.id, 'pro');
  await signIn(page, session, '/inspiration');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspiration Gallery' })).toBeVisible();
}

async function uploadImage(page: Page, file: string, title?: string, tags?: string) {
  await page.getByRole('button', { name: 'Upload Image' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Inspiration Image' });
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(file);
  if (title !== undefined) await dialog.getByLabel('Title').fill(title);
  if (tags) await dialog.getByLabel('Tags').fill(tags);
  await dialog.getByRole('button', { name: 'Upload Image' }).click();
  // Uploads in a row can leave the previous upload's toast on screen; the closed dialog marks this one done.
  await expect(toast(page, 'Image uploaded successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function storeKey(page: Page) {
  await page.goto('/profile');
  await page.getByLabel('OpenAI API Key', { exact: true }).fill(`  ${E2E_OPENAI_KEY}  `);
  await page.getByRole('button', { name: 'Store Key' }).click();
  await expect(toast(page, 'OpenAI API key saved successfully!')).toBeVisible();
  await expect(page.getByTestId('saved-api-key')).toHaveText(`•••• ${E2E_OPENAI_KEY.slice(-4)}`);
  await page.goto('/inspiration');
}

async function createLibrary(page: Page, name: string, description: string) {
  await libraryPanel(page).getByRole('button', { name: 'New Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Style Library' });
  await dialog.getByRole('button', { name: 'Create Library' }).click();
  await expect(dialog.getByText('Library name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create Library' }).click();
  await expect(toast(page, 'Style library created!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function addToLibrary(page: Page, libraryName: string, files: string[]) {
  await libraryPanel(page)
    .getByRole('button', { name: new RegExp(`^${libraryName}`) })
    .click();
  const viewer = page.getByRole('dialog', { name: libraryName });
  const images = viewer.getByRole('list', { name: 'Library images' }).getByRole('listitem');
  const before = await images.count();
  for (const [index, file] of files.entries()) {
    await viewer.getByLabel('Library image', { exact: true }).setInputFiles(file);
    await viewer.getByRole('button', { name: 'Add Image' }).click();
    await expect(toast(page, 'Image added to style library!').first()).toBeVisible();
    // The form resets after each success; choosing the next file before that would be cleared with it.
    await expect(images).toHaveCount(before + index + 1);
  }
  await expect(images).toHaveCount(before + files.length);
  return viewer;
}

test.describe('inspiration gallery', () => {
  test('upload, search, filter, view full size with the keyboard, delete with confirmation', async ({
    page,
    makeUser,
  }) => {
    await openAsPro(page, await makeUser());
    await expect(page.getByText('No inspiration images yet')).toBeVisible();

    // The title defaults to the file name without its extension.
    await uploadImage(
      page,
      await testImage('harbour-at-dawn.jpg', { color: '#3060a0' }),
      undefined,
      'sea, boats',
    );
    await uploadImage(page, await testImage('forest.png', { color: '#208040' }), 'Misty forest');
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);
    await expect(grid(page).getByText('harbour-at-dawn')).toBeVisible();

    await page.getByLabel('Search').fill('boats');
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
    await expect(grid(page).getByText('harbour-at-dawn')).toBeVisible();
    await page.getByLabel('Search').fill('');
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Type').selectOption('generated');
    await expect(page.getByText('No matching images')).toBeVisible();
    await page.getByLabel('Type').selectOption('uploaded');
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);

    // Newest first: the forest, then the harbour; arrows step, Escape closes.
    await grid(page)
      .getByRole('button', { name: /Misty forest/ })
      .focus();
    await page.keyboard.press('Enter');
    let viewer = page.getByRole('dialog', { name: 'Misty forest' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Misty forest' })).toHaveAttribute(
      'src',
      /^\/uploads\/inspiration\/[0-9a-f]{32}\.png$/,
    );
    await page.keyboard.press('ArrowRight');
    viewer = page.getByRole('dialog', { name: 'harbour-at-dawn' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('sea, boats')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Misty forest' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await grid(page)
      .getByRole('button', { name: /harbour-at-dawn/ })
      .click();
    await page
      .getByRole('dialog', { name: 'harbour-at-dawn' })
      .getByRole('button', { name: 'Delete Image' })
      .click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete image?' }));
    await expect(confirm).toContainText('Delete “harbour-at-dawn”?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);
    await grid(page)
      .getByRole('button', { name: /harbour-at-dawn/ })
      .click();
    await page
      .getByRole('dialog', { name: 'harbour-at-dawn' })
      .getByRole('button', { name: 'Delete Image' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete image?' })
      .getByRole('button', { name: 'Delete Image' })
      .click();
    await expect(toast(page, 'Image deleted')).toBeVisible();
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  });

  test('images come 24 at a time; Show more loads the rest, and a type filter pages on the server', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    setPlan(session.user.id, 'pro');
    const bytes = readFileSync(await testImage('page.jpg', { width: 64, height: 48 }));
    for (let i = 1; i <= 26; i++) {
      const form = new FormData();
      form.append('title', `Reference ${i}`);
      form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'page.jpg');
      const res = await fetch(`${baseUrl()}/api/inspiration`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}` },
        body: form,
      });
      expect(res.status).toBe(201);
    }
    await signIn(page, session, '/inspiration');
    const tiles = grid(page).getByRole('listitem');
    await expect(tiles).toHaveCount(24);
    await expect(tiles.first()).toContainText('Reference 26');
    const more = page.getByRole('button', { name: 'Show more images' });
    await more.click();
    await expect(tiles).toHaveCount(26);
    await expect(tiles.last()).toContainText('Reference 1');
    await expect(more).toBeHidden();
    // The viewer steps through every loaded image, the second page's too.
    await tiles.last().getByRole('button').click();
    await expect(page.getByRole('dialog')).toContainText('Reference 1');

    await page.keyboard.press('Escape');
    await page.getByLabel('Type').selectOption('generated');
    await expect(page.getByText('No matching images')).toBeVisible();
    await expect(more).toBeHidden();
  });

  test('style libraries: create, add images, remove one, edit, view all, delete with all images', async ({
    page,
    makeUser,
  }) => {
    await openAsPro(page, await makeUser());
    await createLibrary(page, 'Blue period', 'cool blue washes');
    const viewer = await addToLibrary(page, 'Blue period', [
      await testImage('blue-1.png', { color: '#1030c0' }),
      await testImage('blue-2.png', { color: '#2040d0' }),
    ]);
    await viewer.getByRole('button', { name: 'Remove blue-1 from library' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove image?' });
    await confirm.getByRole('button', { name: 'Remove Image' }).click();
    await expect(toast(page, 'Image removed from style library')).toBeVisible();
    await expect(viewer.getByRole('list', { name: 'Library images' }).getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(libraryPanel(page).getByText('1 image', { exact: true })).toBeVisible();

    await libraryPanel(page).getByRole('button', { name: 'Edit Blue period' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Style Library' });
    await expect(edit.getByLabel('Name')).toHaveValue('Blue period');
    await edit.getByLabel('Name').fill('Blue period II');
    await edit.getByRole('button', { name: 'Update Library' }).click();
    await expect(toast(page, 'Style library updated!')).toBeVisible();

    for (let i = 1; i <= 5; i++) await createLibrary(page, `Library ${i}`, '');
    await expect(
      libraryPanel(page).getByRole('list', { name: 'Style libraries' }).getByRole('listitem'),
    ).toHaveCount(5);
    await libraryPanel(page).getByRole('button', { name: 'View all 6 libraries' }).click();
    await expect(
      libraryPanel(page).getByRole('list', { name: 'Style libraries' }).getByRole('listitem'),
    ).toHaveCount(6);

    await libraryPanel(page).getByRole('button', { name: 'Delete Blue period II' }).click();
    const del = page.getByRole('dialog', { name: 'Delete style library?' });
    await expect(del).toContainText('all 1 of its images');
    await del.getByRole('button', { name: 'Delete Library' }).click();
    await expect(toast(page, 'Style library deleted')).toBeVisible();
    await expect(libraryPanel(page).getByText('Blue period II')).toBeHidden();
  });

  test('generation: missing key, plain, with a reference, with a library, with both, and OpenAI errors', async ({
    page,
    makeUser,
  }) => {
    await openAsPro(page, await makeUser());
    await page.getByRole('button', { name: 'Generate Image' }).click();
    let dialog = page.getByRole('dialog', { name: 'Generate Image' });
    await dialog.getByLabel('Prompt').fill('A lighthouse');
    await dialog.getByLabel('Title').fill('Beacon');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(toast(page, 'Please add your OpenAI API key in your profile settings first')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await storeKey(page);
    await createLibrary(page, 'Ink', 'loose ink lines');
    const viewer = await addToLibrary(page, 'Ink', [await testImage('ink.png', { color: '#101010' })]);
    await page.keyboard.press('Escape');
    // The viewer's closing overlay swallows a click that comes too soon, as it would a person's.
    await expect(viewer).toBeHidden();

    const open = async () => {
      await page.getByRole('button', { name: 'Generate Image' }).click();
      dialog = page.getByRole('dialog', { name: 'Generate Image' });
      await expect(dialog).toBeVisible();
    };
    const run = async () => {
      await dialog.getByRole('button', { name: 'Generate' }).click();
      await expect(toast(page, 'Image generated successfully!').first()).toBeVisible();
      await expect(dialog).toBeHidden();
    };

    await open();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText('Prompt is required')).toBeVisible();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Prompt').fill('A lighthouse at dusk');
    await dialog.getByLabel('Title').fill('Beacon');
    await run();

    await open();
    await dialog.getByLabel('Prompt').fill('Paint this in oils');
    await dialog.getByLabel('Reference image (optional)').setInputFiles(await testImage('sketch.jpg'));
    await run();
    await expect(grid(page).getByText('Generated from sketch.jpg')).toBeVisible();

    // Choosing a library clears the reference image chosen before it.
    await open();
    await dialog.getByLabel('Prompt').fill('Harbour');
    await dialog.getByLabel('Title').fill('Styled harbour');
    await dialog.getByLabel('Reference image (optional)').setInputFiles(await testImage('sketch.jpg'));
    await expect(dialog.getByText('sketch.jpg', { exact: true })).toBeVisible();
    await dialog.getByLabel('Style library').selectOption({ label: 'Ink' });
    await expect(dialog.getByText('sketch.jpg', { exact: true })).toBeHidden();
    await run();

    await open();
    await dialog.getByLabel('Prompt').fill('Harbour again');
    await dialog.getByLabel('Title').fill('Both');
    await dialog.getByLabel('Style library').selectOption({ label: 'Ink' });
    await dialog.getByLabel('Reference image (optional)').setInputFiles(await testImage('sketch.jpg'));
    await run();

    await page.getByLabel('Type').selectOption('generated');
    await expect(grid(page).getByRole('listitem')).toHaveCount(4);
    await page.getByLabel('Search').fill('lighthouse');
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
    await grid(page)
      .getByRole('button', { name: /Beacon/ })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Beacon' }).getByText('A lighthouse at dusk'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Beacon' })).toBeHidden();

    // OpenAI's own words reach the page; a time-out says so.
    await open();
    await dialog.getByLabel('Prompt').fill('Forbidden [fake:400]');
    await dialog.getByLabel('Title').fill('Nope');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'OpenAI: Your request was rejected as a result of our safety system.',
    );
    // Generate was disabled while it ran, which drops focus; the failure gives it back, so Enter tries again.
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeFocused();
    await dialog.getByLabel('Prompt').fill('Slow [fake:hang]');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(dialog.getByText('Generating your image')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(
      'OpenAI did not answer within 5 seconds. Please try again in a moment.',
      {
        timeout: 15_000,
      },
    );
    await dialog.getByLabel('Prompt').fill('Busy [fake:500]');
    await dialog.getByRole('button', { name: 'Generate' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(
      'OpenAI: The server had an error processing your request.',
    );
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeFocused();
    // Still signed in after a rejected key: OpenAI's 401 is not ours.
    await dialog.getByLabel('Prompt').fill('Bad key [fake:401]');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('alert')).toContainText('OpenAI: Incorrect API key provided.');
    await expect(dialog.getByRole('alert')).not.toContainText(E2E_OPENAI_KEY);
    await expect(page).toHaveURL(/\/inspiration$/);
  });

  for (const width of [1280, 390]) {
    test(`axe on the page and every modal at ${width} px, no horizontal scroll`, async ({
      page,
      makeUser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAsPro(page, await makeUser());
      const long = 'W'.repeat(60);
      await uploadImage(page, await testImage('wide.jpg'), long, 'x'.repeat(60));
      await createLibrary(page, long, 'd'.repeat(60));
      const noScroll = async (label: string) =>
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          `horizontal scroll on ${label}`,
        ).toBeLessThanOrEqual(0);

      await expectNoSeriousA11yViolations(page, `inspiration ${width}`);
      await noScroll('page');
      await saveScreenshot(page, `inspiration-${width}`);

      const check = async (name: string, label: string) => {
        await expect(page.getByRole('dialog', { name })).toBeVisible();
        await expectDialogFits(page.getByRole('dialog', { name }), `${label} ${width}`);
        await expectNoSeriousA11yViolations(page, `${label} ${width}`);
        await saveScreenshot(page, `inspiration-${label}-${width}`, false);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name })).toBeHidden();
      };
      await page.getByRole('button', { name: 'Upload Image' }).first().click();
      await check('Upload Inspiration Image', 'upload');
      await page.getByRole('button', { name: 'Generate Image' }).click();
      await check('Generate Image', 'generate');
      await libraryPanel(page).getByRole('button', { name: 'New Library' }).click();
      await check('Create Style Library', 'create-library');
      await libraryPanel(page)
        .getByRole('button', { name: `Edit ${long}` })
        .click();
      await check('Edit Style Library', 'edit-library');
      await libraryPanel(page)
        .getByRole('button', { name: new RegExp(`^${long}`) })
        .click();
      await check(long, 'library-viewer');
      await grid(page)
        .getByRole('button', { name: new RegExp(long) })
        .click();
      await check(long, 'image-viewer');
      await libraryPanel(page)
        .getByRole('button', { name: `Delete ${long}` })
        .click();
      await check('Delete style library?', 'confirm-delete');
    });
  }
});
