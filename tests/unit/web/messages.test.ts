import { LOCALES } from '@domain';
import de from '@web/messages/de.json';
import en from '@web/messages/en.json';
import es from '@web/messages/es.json';
import fr from '@web/messages/fr.json';
import is from '@web/messages/is.json';
import { describe, expect, it } from 'vitest';

const catalogues: Record<string, unknown> = { en, de, es, fr, is };

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') for (const [k, v] of flatten(child, path)) out.set(k, v);
    else out.set(path, String(child));
  }
  return out;
}

// An argument is `{name}` or `{name, plural, …}`; a plural branch's text (`{Only # left}`) is not.
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  const english = flatten(en);

  it('exist for every language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const messages = flatten(catalogues[locale]);

    it(`${locale} has every key English has, and no extra ones`, () => {
      expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
      expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
    });

    it(`${locale} uses the same placeholders as English`, () => {
      for (const [key, text] of english)
        expect(argumentsOf(messages.get(key) ?? ''), key).toEqual(argumentsOf(text));
    });

    it(`${locale} has real translations, not empty strings or machine placeholders`, () => {
      for (const [key, text] of messages) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toMatch(/^\[(en|de|es|fr|is)\]/i);
        expect(text, key).not.toMatch(/TODO|FIXME/);
      }
      // Most UI text differs from English; a catalogue that is mostly English is a copy, not a translation.
      const same = [...messages].filter(
        ([key, text]) => english.get(key) === text && !key.startsWith('languages.'),
      );
      expect(same.length / messages.size).toBeLessThan(0.25);
    });
  }
});
