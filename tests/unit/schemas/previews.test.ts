import {
  accordionBlock,
  airportMeetingPointBlock,
  buttonsBlock,
  countSelected,
  galleryBlock,
  tableBlock,
  tabsBlock,
} from '@schemas/blocks/index.ts';
import { describe, expect, it } from 'vitest';

type Prepare = (selection: Record<string, unknown>) => { title?: string; subtitle?: string };

function prepare(type: { preview?: unknown }): Prepare {
  const preview = type.preview as { prepare?: Prepare } | undefined;
  if (!preview?.prepare) throw new Error('no prepare');
  return preview.prepare;
}

/** What the Studio passes for a selected array: an object keyed by index (sanity-io/sanity#4078). */
const asStudioSelects = <T>(items: T[]) =>
  Object.fromEntries(items.map((item, index) => [String(index), item]));

describe('block previews count their items as the Studio selects them', () => {
  it('counts arrays, index-keyed objects and nothing', () => {
    expect(countSelected([1, 2, 3])).toBe(3);
    expect(countSelected(asStudioSelects(['a', 'b']))).toBe(2);
    expect(countSelected({ _type: 'x', 0: 'a' })).toBe(1);
    expect(countSelected(undefined)).toBe(0);
    expect(countSelected('text')).toBe(0);
  });

  it.each([
    [buttonsBlock, { first: 'Book now', buttons: asStudioSelects([{}, {}]) }, 'Buttons · 2 buttons'],
    [tabsBlock, { tabs: asStudioSelects([{}, {}, {}]) }, 'Tabs · 3 tabs'],
    [tableBlock, { rows: asStudioSelects([{}, {}, {}, {}]) }, 'Table · 4 rows'],
    [galleryBlock, { images: asStudioSelects([{}]) }, 'Gallery · 1 image'],
    [accordionBlock, { items: asStudioSelects([{}, {}]) }, 'Accordion · 2 items'],
    [airportMeetingPointBlock, { steps: asStudioSelects([{}, {}, {}]) }, 'Airport meeting point · 3 steps'],
  ] as const)('%#: %j', (type, selection, subtitle) => {
    expect(prepare(type)(selection).subtitle).toBe(subtitle);
  });
});
