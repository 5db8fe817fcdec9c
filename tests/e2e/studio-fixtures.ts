import { expect, type Page } from '@playwright/test';
import { lakeDocument, lakeMutate, lakeQuery } from './studio/studio.ts';

// Promotions of their own for the Studio specs that edit one: copied from a seeded promotion, with
// a fresh code and name, so each test types into a document no other test touches.

export interface Promo {
  _id: string;
  name?: string;
  text?: { en?: string };
}

/** A valid published promotion of its own (copied from a seeded one, with a fresh code and name). */
export async function newPromotion(label: string): Promise<{ id: string; name: string }> {
  const seed = await lakeQuery<Record<string, unknown> | null>(
    '*[_type == "promotionTemplate" && tenant == "cars" && !(_id in path("drafts.**")) && defined(code)][0]',
  );
  expect(seed, 'a seeded promotion to copy').not.toBeNull();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
  const id = `promotionTemplate.cars.e2e-${stamp.toLowerCase()}`;
  const name = `${label} ${stamp}`;
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, image: _image, ...content } = seed ?? {};
  await lakeMutate([
    {
      createOrReplace: {
        ...content,
        _id: id,
        name,
        code: `E2E${stamp}`.slice(0, 20),
        text: { _type: 'localeText', en: 'Middle text.' },
      },
    },
  ]);
  return { id, name };
}

export const removePromotion = (id: string) =>
  lakeMutate([{ delete: { id } }, { delete: { id: `drafts.${id}` } }]);

/** Opens the promotion from the desk, as an editor would (after logging in). */
export async function openPromotion(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Promotions' }).click();
  await page.getByRole('link', { name: 'All promotions' }).click();
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Internal name' })).toHaveValue(name);
}

/** The draft if there is one, else the published document: what an editor sees. */
export async function current(id: string): Promise<Promo | undefined> {
  return (await lakeDocument<Promo>(`drafts.${id}`)) ?? (await lakeDocument<Promo>(id));
}
