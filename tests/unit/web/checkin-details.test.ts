import { parseDetails } from '@web/features/checkin/details/model.ts';
import { describe, expect, it } from 'vitest';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const MAIN = {
  'main.firstName': 'Anna',
  'main.lastName': 'Jónsdóttir',
  'main.dateOfBirth': '1988-04-12',
  'main.licenseNumber': ' IS1234567 ',
  'main.email': 'anna@example.com',
  'main.phone': '555 1234',
  'main.address': 'Laugavegur 1',
  'main.zipcode': '101',
  'main.city': 'Reykjavík',
  'main.country': 'is',
};

describe('check-in drivers form', () => {
  it('reads the main driver and each extra driver, normalised by the domain rules', () => {
    const parsed = parseDetails(
      form({
        ...MAIN,
        'extra.0.firstName': 'Björn',
        'extra.0.lastName': 'Sigurðsson',
        'extra.0.dateOfBirth': '1985-01-02',
        'extra.0.licenseNumber': 'IS7654321',
      }),
      'en',
      1,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.details.mainDriver.licenseNumber).toBe('IS1234567');
    expect(parsed.details.mainDriver.country).toBe('IS');
    expect(parsed.details.extraDrivers).toEqual([
      { firstName: 'Björn', lastName: 'Sigurðsson', dateOfBirth: '1985-01-02', licenseNumber: 'IS7654321' },
    ]);
  });

  it('names each wrong field in the visitor language and keeps what was typed', () => {
    const parsed = parseDetails(
      form({ ...MAIN, 'main.licenseNumber': '', 'extra.0.firstName': 'B' }),
      'de',
      1,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors['main.licenseNumber']).toMatch(/erforderlich/);
    expect(parsed.errors['extra.0.firstName']).toBeTruthy();
    expect(parsed.errors['extra.0.lastName']).toMatch(/erforderlich/);
    expect(parsed.values['extra.0.firstName']).toBe('B');
    expect(parsed.errors['main.firstName']).toBeUndefined();
  });
});
