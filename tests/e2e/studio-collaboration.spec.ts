import { type Browser, expect, type Page, test } from '@playwright/test';
import { lakeDocument, logIn } from './studio/studio.ts';
import { current, newPromotion, openPromotion, type Promo, removePromotion } from './studio-fixtures.ts';

// The real Studio as a real-time collaboration client of the lake. Quick publishes are
// never dropped, a co-editor typing through a publish keeps every keystroke and the Studio does
// not crash, and two editors typing in one field both keep their text.

async function secondEditor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await logIn(page);
  return page;
}

async function expectNoCrash(...pages: Page[]): Promise<void> {
  for (const page of pages) {
    await expect(page.getByText(/tool crashed|An error occurred/i)).toHaveCount(0);
  }
}

test('quick publish: type, then Publish the moment it is enabled, 10 times: every first click publishes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id, name: start } = await newPromotion('Quick');
  try {
    await logIn(page);
    await openPromotion(page, start);
    const name = page.getByRole('textbox', { name: 'Internal name' });
    const publish = page.getByTestId('action-publish');
    let expected = start;
    for (let round = 1; round <= 10; round++) {
      await name.press('End');
      await name.pressSequentially(` ${round}`);
      expected += ` ${round}`;
      await expect(publish).toBeEnabled();
      await publish.click();
      await expect
        .poll(async () => (await lakeDocument<Promo>(id))?.name, {
          timeout: 20_000,
          message: `publish ${round}`,
        })
        .toBe(expected);
      await expect.poll(() => lakeDocument(`drafts.${id}`)).toBeUndefined();
    }
    await expectNoCrash(page);
  } finally {
    await removePromotion(id);
  }
});

// The Studio commits B's typing at most once a second and drops what it has not committed when a
// publish deletes the draft under it; the lake holds A's publish until B's draft has been still
// for longer than that (lake/edit-activity.ts, tests/integration/lake/studio-buffer.test.ts).
test('a co-editor types while another publishes, 10 rounds: every keystroke kept, no crash', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id, name: start } = await newPromotion('Shared');
  const b = await secondEditor(browser);
  try {
    await logIn(page);
    await openPromotion(page, start);
    await openPromotion(b, start);
    const nameB = b.getByRole('textbox', { name: 'Internal name' });
    const publishA = page.getByTestId('action-publish');
    let expected = start;
    for (let round = 1; round <= 10; round++) {
      const before = (await lakeDocument<Promo & { _rev: string }>(id))?._rev;
      const typed = ` r${round}xyz`;
      expected += typed;
      await nameB.press('End');
      // B types at a person's pace; A publishes as soon as B's first keystroke made a draft.
      await Promise.all([
        nameB.pressSequentially(typed, { delay: 60 }),
        (async () => {
          await expect(publishA).toBeEnabled();
          await publishA.click();
        })(),
      ]);
      await expect
        .poll(async () => (await lakeDocument<Promo & { _rev: string }>(id))?._rev, {
          timeout: 20_000,
          message: `A's publish in round ${round}`,
        })
        .not.toBe(before);
      await expect(nameB).toHaveValue(expected);
      await expect
        .poll(async () => (await current(id))?.name, { message: `B's keystrokes after round ${round}` })
        .toBe(expected);
      await expectNoCrash(page, b);
    }
    await expect(page.getByRole('textbox', { name: 'Internal name' })).toHaveValue(expected);
  } finally {
    await b.context().close();
    await removePromotion(id);
  }
});

// The lake merges both editors' diffMatchPatch keystrokes by context; what scrambled the field was
// the browser putting B's caret at the end whenever A's text re-rendered the input
// ("B-heMiddle text. ad A-tail"). studio/components/CaretKeepingInput.tsx keeps it in place.
test('two editors type in one field, at its start and at its end: both texts intact', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id, name } = await newPromotion('One field');
  const b = await secondEditor(browser);
  try {
    await logIn(page);
    await openPromotion(page, name);
    await openPromotion(b, name);
    const popupText = (p: Page) =>
      p
        .getByRole('group')
        .filter({ has: p.getByText('Popup text', { exact: true }) })
        .last()
        .getByRole('textbox', { name: 'English' });
    const textA = popupText(page);
    const textB = popupText(b);
    await textA.click();
    await textA.press('Control+End');
    await textB.click();
    await textB.press('Control+Home');
    await Promise.all([
      textA.pressSequentially(' A-tail', { delay: 70 }),
      textB.pressSequentially('B-head ', { delay: 70 }),
    ]);
    const both = 'B-head Middle text. A-tail';
    await expect.poll(async () => (await current(id))?.text?.en).toBe(both);
    await expect(textA).toHaveValue(both);
    await expect(textB).toHaveValue(both);
    await expectNoCrash(page, b);
  } finally {
    await b.context().close();
    await removePromotion(id);
  }
});
