import { dateTimeFormat, intlLocale, numberFormat } from '@domain/intl-formats.ts';
import { describe, expect, it } from 'vitest';

describe('Intl formats', () => {
  it('are built once per locale and options, and format as a new one would', () => {
    const options = { day: 'numeric', month: 'long', timeZone: 'Atlantic/Reykjavik' } as const;
    const format = dateTimeFormat(intlLocale('is'), options);
    expect(dateTimeFormat('is-IS', { ...options })).toBe(format);
    expect(dateTimeFormat('de-DE', options)).not.toBe(format);
    expect(dateTimeFormat('is-IS', { ...options, year: 'numeric' })).not.toBe(format);
    const day = new Date('2026-12-10T12:00:00Z');
    expect(format.format(day)).toBe(new Intl.DateTimeFormat('is-IS', options).format(day));
    expect(numberFormat('en-GB', { style: 'percent' })).toBe(numberFormat('en-GB', { style: 'percent' }));
    expect(numberFormat('en-GB', { style: 'percent' }).format(0.15)).toBe('15%');
  });

  it('name a regional variant for each site language', () => {
    expect([
      intlLocale('en'),
      intlLocale('de'),
      intlLocale('es'),
      intlLocale('fr'),
      intlLocale('is'),
    ]).toEqual(['en-GB', 'de-DE', 'es-ES', 'fr-FR', 'is-IS']);
  });
});
