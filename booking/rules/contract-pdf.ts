// The rental agreement as a PDF (A4, Helvetica). Pure apart from pdf-lib's own work.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { ContractDocument } from './contract.ts';

export interface PdfSignature {
  /** Who signed, when and from where; printed under the agreement. */
  lines: string[];
  /** Small print under the lines (the agreement's SHA-256). */
  note?: string;
  /** The drawn signature. */
  png?: Uint8Array | null;
}

/** The agreement's file name, downloaded from the Contract step or attached to the confirmation. */
export const CONTRACT_PDF_FILENAME = 'vegur-rental-agreement.pdf';

export interface ContractPdfOptions {
  signature?: PdfSignature;
  /** The document's language tag for PDF readers (screen readers pick their voice by it). */
  language?: string;
}

// Page geometry and wrapping are shared with the return report (inspection-report-pdf.ts).
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const TOP = A4[1] - MARGIN;
export const BOTTOM = 60;
export const WIDTH = A4[0] - 2 * MARGIN;

// Characters outside WinAnsi that our texts or customers' names can carry, as the nearest
// WinAnsi text. Icelandic, German, French and Spanish letters are all in WinAnsi already.
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign (Intl writes negative amounts with it in some locales)
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': '\u00a0', // narrow no-break space (French typography) → no-break space
  '\u2007': ' ',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'",
  '\u2033': '"',
  '\u201b': "'",
  '\u201f': '"',
  '\t': ' ',
  // Letters without a decomposition into a base letter and an accent.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/**
 * Text a standard font can draw: characters outside its set are replaced by the nearest ones it
 * has (a table above, then the letter without its accent, "ő" → "o"), and otherwise by "?".
 * pdf-lib would throw on them.
 */
export function drawableText(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (charset.has(code)) {
      out += char;
      continue;
    }
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every((c) => charset.has(c.codePointAt(0) ?? 0)) ? base : '?';
  }
  return out;
}

interface Writer {
  page: PDFPage;
  y: number;
}

/**
 * The agreement as an A4 PDF: title, headed sections with wrapped lines, page breaks where a
 * line would run into the bottom margin, page numbers, and the signature block when given.
 */
export async function contractPdf(
  document: ContractDocument,
  options: ContractPdfOptions = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const clean = (text: string) => drawableText(text, charset);
  pdf.setTitle(clean(document.title));
  pdf.setCreator('Vegur');
  pdf.setProducer('Vegur booking service');
  if (options.language) pdf.setLanguage(options.language);

  const w: Writer = { page: pdf.addPage(A4), y: TOP };
  const ensure = (height: number) => {
    if (w.y - height < BOTTOM) {
      w.page = pdf.addPage(A4);
      w.y = TOP;
    }
  };
  const write = (text: string, size: number, font: PDFFont, gapAfter = 4) => {
    for (const line of wrap(clean(text), font, size, WIDTH)) {
      ensure(size);
      w.page.drawText(line, { x: MARGIN, y: w.y - size, size, font });
      w.y -= size + gapAfter;
    }
  };

  write(document.title, 15, bold, 6);
  w.y -= 8;
  for (const section of document.sections) {
    // A heading never sits alone at the foot of a page.
    if (section.heading) {
      ensure(11 + 4 + 10 + 4);
      write(section.heading, 11, bold);
    }
    for (const line of section.lines) write(line || ' ', 10, regular);
    w.y -= 10;
  }

  const signature = options.signature;
  if (signature) {
    for (const line of signature.lines) write(line, 10, regular);
    if (signature.note) write(signature.note, 8, regular);
    if (signature.png) {
      const image = await pdf.embedPng(signature.png);
      const scale = Math.min(1, 200 / image.width, 80 / image.height);
      const height = image.height * scale;
      ensure(height + 10);
      w.page.drawImage(image, { x: MARGIN, y: w.y - height - 6, width: image.width * scale, height });
      w.y -= height + 10;
    }
  }

  numberPages(pdf, regular);
  return pdf.save();
}

/** "1 / 3" at the foot of every page. */
export function numberPages(pdf: PDFDocument, font: PDFFont): void {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const label = `${index + 1} / ${pages.length}`;
    page.drawText(label, {
      x: A4[0] - MARGIN - font.widthOfTextAtSize(label, 8),
      y: BOTTOM / 2,
      size: 8,
      font,
    });
  });
}

/** Greedy word wrap; a word wider than the line (an e-mail address, a hash) is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}
