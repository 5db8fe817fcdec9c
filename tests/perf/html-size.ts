/**
 * `npx tsx tests/perf/html-size.ts` — how large each measured page's HTML is and what fills it,
 * against a running `npm start` (BASE_PORT or PORT, default 3000; PERF_TENANTS picks brands).
 *
 * Lighthouse's simulated phone downloads the document at 1.6 Mbit/s and the browser parses it,
 * inline RSC payload (`self.__next_f.push`) included, before the first paint: every kilobyte here
 * is charged to the largest paint (docs/performance.md). Prints per page the bytes of the HTML,
 * as the site server compresses it for a browser (brotli, scripts/lib/document-encoding.ts) and
 * gzip-compressed (what a client without brotli gets), the RSC payload's share, the image
 * addresses (`srcset`) in the markup and the payload's largest rows, so that a change can be
 * judged before and after without Lighthouse.
 */
import { gzipSync } from 'node:zlib';
import { documentCompressor } from '@scripts/lib/document-encoding.ts';
import { brandPages, get } from './pages.ts';

const port = Number(process.env.BASE_PORT ?? process.env.PORT ?? 3000);
const TENANTS = process.env.PERF_TENANTS?.split(',') ?? ['cars', 'campers', 'lease'];
const TOP = Number(process.env.HTML_SIZE_TOP ?? 5);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The document's size as the site server sends it to a browser. */
async function brotliSize(html: string): Promise<number> {
  const compressor = documentCompressor('br');
  let size = 0;
  compressor.on('data', (data: Buffer) => (size += data.length));
  const ended = new Promise((resolve) => compressor.once('end', resolve));
  compressor.end(html);
  await ended;
  return size;
}

/** The inline RSC payload as the browser decodes it: the strings pushed to `self.__next_f`. */
function flightOf(html: string): { markup: number; rows: string[] } {
  let markup = 0;
  const decoded: string[] = [];
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    markup += match[0].length;
    const entry = JSON.parse(match[1]!) as [number, string?];
    if (typeof entry[1] === 'string') decoded.push(entry[1]);
  }
  // One row per line: `id:payload`.
  return { markup, rows: decoded.join('').split('\n').filter(Boolean) };
}

const rows: Record<string, string | number>[] = [];
const largest: string[] = [];
for (const tenant of TENANTS) {
  for (const page of await brandPages(tenant, `http://${tenant}.localhost:${port}`)) {
    const html = (await get(new URL(page.url))).toString('utf8');
    const bytes = Buffer.byteLength(html);
    const flight = flightOf(html);
    const srcset = [...html.matchAll(/srcset="([^"]*)"/gi)].reduce((sum, m) => sum + m[1]!.length, 0);
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].length;
    rows.push({
      page: page.label,
      html: kB(bytes),
      brotli: kB(await brotliSize(html)),
      gzip: kB(gzipSync(html).length),
      'RSC payload': kB(flight.markup),
      'srcset in markup': kB(srcset),
      stylesheets: styles,
    });
    const top = [...flight.rows].sort((a, b) => b.length - a.length).slice(0, TOP);
    largest.push(
      `${page.label} (${page.url}):`,
      ...top.map((row) => `  ${kB(row.length).padStart(9)}  ${row.slice(0, 140).replace(/\s+/g, ' ')}`),
    );
  }
}
console.table(rows);
console.log(`largest RSC payload rows:\n${largest.join('\n')}`);
