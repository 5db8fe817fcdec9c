// Temporary while the booking flow is built by several people at once: each feature keeps its
// texts in web/messages/parts/<namespace>.json ({"<namespace>": {"en": {...}, "de": {...}, ...}}),
// and this merges every part into the five catalogues (written atomically, so concurrent runs
// cannot leave a half-written file). Run: npm exec -- tsx scripts/merge-message-parts.ts
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['en', 'de', 'es', 'fr', 'is'] as const;
const dir = join(import.meta.dirname, '..', 'web', 'messages');
const partsDir = join(dir, 'parts');

const parts = readdirSync(partsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(partsDir, f), 'utf8')) as Record<string, Record<string, unknown>>);

for (const locale of LOCALES) {
  const file = join(dir, `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const part of parts) {
    for (const [namespace, byLocale] of Object.entries(part)) {
      const texts = byLocale[locale];
      if (!texts) throw new Error(`${namespace}: no ${locale} texts`);
      catalogue[namespace] = texts;
    }
  }
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(catalogue, null, 2)}\n`);
  renameSync(temp, file);
}
console.log(`Merged ${parts.length} part(s) into ${LOCALES.length} catalogues.`);
