import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { deleteOpenDocument, lakeDocument, logIn, openDocumentId } from './studio/studio.ts';

// The real Studio (sanity build) against the local content lake, in Chromium.

interface PageDoc {
  title?: string;
  slug?: { current?: string };
  seo?: { shareImage?: { asset?: { _ref?: string }; alt?: string } };
}

/**
 * One click on Publish publishes: the lake is the judge. (An earlier version of this helper
 * clicked again when the Studio dropped a click after a burst of edits; that no longer happens
 * since images get their alternative text before the upload, so a second click would hide a
 * regression.)
 */
async function publish(page: Page, id: string, title: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect.poll(async () => (await lakeDocument<PageDoc>(id))?.title, { timeout: 20_000 }).toBe(title);
  await expect.poll(() => lakeDocument(`drafts.${id}`)).toBeUndefined();
}

/** A small PNG made on the spot: no fixture files, and a fresh hash so the upload is new. */
async function pngImage(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

test('an editor creates, edits, illustrates, publishes, sees it live in a second tab, unpublishes and deletes a page', async ({
  page,
  context,
}) => {
  await logIn(page);
  await page.getByRole('link', { name: 'English (en)' }).click();
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('link', { name: 'Page', exact: true }).click();

  // Create by typing: the first edit creates the draft through the lake's actions endpoint.
  const stamp = Date.now();
  const title = `Lake test page ${stamp}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(`lake-test-page-${stamp}`);
  const id = openDocumentId(page);
  await expect
    .poll(async () => (await lakeDocument<PageDoc>(`drafts.${id}`))?.slug?.current)
    .toBe(`lake-test-page-${stamp}`);

  // Upload an image into the page's sharing image and see its thumbnail served by the lake.
  await page.getByRole('tab', { name: 'Search & sharing' }).click();
  await page.getByRole('button', { name: 'Search and sharing' }).click();
  // Field groups carry no accessible name: the innermost group holding the field's label.
  const field = page
    .getByRole('group')
    .filter({ has: page.getByText('Image when shared', { exact: true }) })
    .last();
  // Alternative text first: an image without one fails validation (an error the editor must fix),
  // so describing it before uploading keeps every saved revision publishable.
  await field.getByRole('textbox', { name: 'Alternative text' }).fill('Blue test pattern');
  // The "Upload" button is a styled file input: choosing the file is setting its files.
  await field
    .getByRole('button', { name: 'Upload' })
    .setInputFiles({ name: 'share.png', mimeType: 'image/png', buffer: await pngImage(stamp) });
  const thumbnail = field.getByRole('img', { name: 'Preview of uploaded image' });
  await expect(thumbnail).toHaveAttribute('src', /\/images\/local\/production\/[0-9a-f]{40}-64x48\.png/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect
    .poll(async () => (await lakeDocument<PageDoc>(`drafts.${id}`))?.seo?.shareImage)
    .toMatchObject({
      asset: { _ref: expect.stringMatching(/^image-[0-9a-f]{40}-64x48-png$/) },
      alt: 'Blue test pattern',
    });
  await expect(page.getByText('Saving…')).toBeHidden();

  // Publish.
  await publish(page, id, title);

  // A second tab on the same document follows an edit made in the first, live.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  const edited = `${title} (edited)`;
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(edited);
  await expect(second.getByRole('textbox', { name: 'Title' })).toHaveValue(edited);
  await publish(page, id, edited);
  await second.close();

  // Unpublish: Sanity 6 offers it on the published version (the Published chip), where it is the
  // primary action. The published copy goes, the draft stays.
  await page.getByRole('button', { name: 'Published', exact: true }).click();
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Unpublish/ })
    .click();
  await expect.poll(() => lakeDocument(id)).toBeUndefined();
  await expect.poll(async () => (await lakeDocument<PageDoc>(`drafts.${id}`))?.title).toBe(edited);
  await page.getByRole('button', { name: 'Draft', exact: true }).click();

  // Delete: nothing is left.
  await deleteOpenDocument(page, id);
  await expect.poll(() => lakeDocument(id)).toBeUndefined();
});
