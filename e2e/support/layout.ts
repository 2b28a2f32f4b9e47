import { expect, type Locator } from '@playwright/test';

/**
 * A dialog's title and its Close button stay inside the dialog, whatever the title holds. The page's
 * own scroll width cannot show this: a fixed dialog's overflow never widens the document.
 */
export async function expectDialogFits(dialog: Locator, label: string): Promise<void> {
  // Measured once its opening animation (a scale) has finished.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const box = await dialog.boundingBox();
  expect(box, `${label}: the dialog is on screen`).not.toBeNull();
  const right = box!.x + box!.width;
  const parts = {
    'Close button': dialog.getByRole('button', { name: 'Close', exact: true }),
    title: dialog.getByRole('heading').first(),
  };
  for (const [name, part] of Object.entries(parts)) {
    const partBox = await part.boundingBox();
    expect(partBox, `${label}: the ${name} is shown`).not.toBeNull();
    expect(partBox!.x + partBox!.width, `${label}: the ${name} ends inside the dialog`).toBeLessThanOrEqual(
      right + 0.5,
    );
  }
}
