/**
 * The text a PDF of the booking service shows, page by page and line by line: enough to assert
 * on what a reader sees. The PDFs draw with a standard font (WinAnsi), one `<hex> Tj` per line.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

// WinAnsi's 0x80–0x9F differ from Latin-1; the rest is Latin-1.
const WIN_ANSI: Record<number, string> = {
  128: '€',
  130: '‚',
  132: '„',
  133: '…',
  138: 'Š',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  153: '™',
  154: 'š',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

const fromHex = (hex: string) =>
  (hex.match(/../g) ?? []).map((h) => {
    const code = Number.parseInt(h, 16);
    return WIN_ANSI[code] ?? String.fromCharCode(code);
  });

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref as PDFRef))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(fromHex(match[1] ?? '').join(''));
    }
  }
  return lines.join('\n');
}
