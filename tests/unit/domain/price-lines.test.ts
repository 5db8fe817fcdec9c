import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_TEXTS } from '@booking/rules/contract-texts.ts';
import { EMAIL_TEXTS } from '@booking/rules/email-texts.ts';
import { LOCALES, PRICE_LINE_CODES, PRICE_LINE_LABELS } from '@domain';
import { describe, expect, it } from 'vitest';

const messages = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../web/messages', `${locale}.json`), 'utf8')) as {
    booking: { summary: { lines: Record<string, string> } };
  };

describe('a price line has one name per language wherever a customer reads it', () => {
  it.each(LOCALES)('%s: the site, the rental agreement and the e-mails agree', (locale) => {
    const labels = PRICE_LINE_LABELS[locale];
    expect(Object.keys(labels).sort()).toEqual([...PRICE_LINE_CODES].sort());
    expect(messages(locale).booking.summary.lines).toEqual(labels);
    expect(CONTRACT_TEXTS[locale].priceLabels).toEqual(labels);
    expect(EMAIL_TEXTS[locale].lines).toEqual(labels);
    // Every line has its own name in the language (none left empty or shared by two codes).
    expect(new Set(Object.values(labels)).size).toBe(PRICE_LINE_CODES.length);
  });
});
