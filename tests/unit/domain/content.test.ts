import { convertFromIsk, fillPlaceholders, flattenRichText, requireValue } from '@domain';
import { describe, expect, it } from 'vitest';

const block = (...texts: string[]) => ({
  _type: 'block',
  children: texts.map((text) => ({ _type: 'span', text })),
});

describe('flattenRichText', () => {
  it('joins blocks with spaces and the spans of a block as they are', () => {
    expect(flattenRichText([block('Drive ', 'safely', '.'), block('Road tax applies.')])).toBe(
      'Drive safely. Road tax applies.',
    );
  });

  it('skips other block types and empty blocks', () => {
    expect(
      flattenRichText([
        { _type: 'image' },
        block('One'),
        block(''),
        { _type: 'block', children: null },
        block('Two'),
      ]),
    ).toBe('One Two');
  });

  it('gives an empty string for nothing', () => {
    expect(flattenRichText(null)).toBe('');
    expect(flattenRichText([])).toBe('');
  });
});

describe('fillPlaceholders', () => {
  const rates = { EUR: 150, USD: 125 };

  it('replaces named placeholders and leaves unknown ones visible', () => {
    expect(
      fillPlaceholders('Use {promoCode} for {percentage}% off until {expiryDate}', {
        promoCode: 'SUMMER',
        percentage: 15,
      }),
    ).toBe('Use SUMMER for 15% off until {expiryDate}');
  });

  it('converts {price:N} from ISK to the display currency', () => {
    expect(fillPlaceholders('From {price:15000} a day', {}, { currency: 'EUR', rates })).toBe(
      'From 100 € a day',
    );
    expect(fillPlaceholders('{price:15000}', {}, { currency: 'USD', rates })).toBe('$120');
    expect(fillPlaceholders('{price:15000}', {}, { currency: 'ISK', rates })).toBe('15.000 kr');
  });

  it('does not convert for the lease tenant: prices stay in krónur', () => {
    expect(fillPlaceholders('{price:150000} a month', {}, { currency: 'EUR', rates, tenant: 'lease' })).toBe(
      '150.000 kr a month',
    );
    expect(fillPlaceholders('{price:150000}', {}, { currency: 'EUR', rates, tenant: 'cars' })).toBe(
      '1.000 €',
    );
  });

  it('shows krónur when the rate is missing or there is no price context', () => {
    expect(fillPlaceholders('{price:1000}', {}, { currency: 'GBP', rates })).toBe('1.000 kr');
    expect(fillPlaceholders('{price:1000}', {}, { currency: 'EUR', rates: null })).toBe('1.000 kr');
    expect(fillPlaceholders('{price:1000}')).toBe('1.000 kr');
  });

  it('handles both kinds in one text and no text at all', () => {
    expect(fillPlaceholders('{name}: {price:3000}', { name: 'GPS' }, { currency: 'EUR', rates })).toBe(
      'GPS: 20 €',
    );
    expect(fillPlaceholders(null)).toBe('');
  });
});

describe('convertFromIsk', () => {
  it('divides by krónur per unit and refuses unusable rates', () => {
    expect(convertFromIsk(1500, 'EUR', { EUR: 150 })).toBe(10);
    expect(convertFromIsk(1500, 'ISK', {})).toBe(1500);
    expect(convertFromIsk(1500, 'EUR', { EUR: 0 })).toBeNull();
    expect(convertFromIsk(1500, 'EUR', undefined)).toBeNull();
  });
});

describe('requireValue', () => {
  it.each([null, undefined, '', []])('throws for %j', (empty) => {
    expect(() => requireValue(empty, 'header.menu')).toThrow(new Error('Data validation error: header.menu'));
  });

  it.each([0, false, 'x', [1], {}])('returns %j', (present) => {
    expect(requireValue(present, 'x')).toBe(present);
  });
});
