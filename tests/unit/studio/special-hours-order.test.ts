import { specialHoursInDateOrder } from '@studio/lib/special-hours-order.ts';
import { describe, expect, it } from 'vitest';

describe('special hours are kept in date order', () => {
  it('sorts by date and says nothing when the order is already right', () => {
    const list = [
      { _key: 'b', date: '2026-12-31' },
      { _key: 'a', date: '2026-12-24' },
      { _key: 'c', date: '2027-01-01' },
    ];
    expect(specialHoursInDateOrder(list)?.map((item) => item._key)).toEqual(['a', 'b', 'c']);
    expect(specialHoursInDateOrder([list[1]!, list[0]!, list[2]!])).toBeNull();
    expect(specialHoursInDateOrder([])).toBeNull();
  });

  it('leaves entries without a valid date at the end, in their order', () => {
    const list = [
      { _key: 'new' },
      { _key: 'late', date: '2027-02-01' },
      { _key: 'typing', date: '2027-0' },
      { _key: 'early', date: '2026-12-02' },
    ];
    expect(specialHoursInDateOrder(list)?.map((item) => item._key)).toEqual([
      'early',
      'late',
      'new',
      'typing',
    ]);
    expect(specialHoursInDateOrder([{ _key: 'x', date: '2026-12-02' }, { _key: 'new' }])).toBeNull();
  });
});
