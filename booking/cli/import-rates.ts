// Usage: node --import tsx booking/cli/import-rates.ts <file.xml | https://…>
// Reads a central bank rates feed and updates the exchange_rates table (DATABASE_URL or the
// embedded PGlite under .data/pglite). Run it daily from cron; the site reads the table.
import { openDatabase } from '../db/client.ts';
import { importRates } from '../services/exchange-rates.ts';

const source = process.argv[2] ?? process.env.BOOKING_RATES_SOURCE;
if (!source) {
  console.error('usage: import-rates <file-or-url>');
  process.exit(2);
}
const database = await openDatabase();
try {
  const result = await importRates(database, source, { allowFiles: true });
  console.log(`imported ${result.imported.join(', ')} for ${result.date}`);
} finally {
  await database.close();
}
