// The return report as a PDF (A4, Helvetica, the agreement's page geometry and wrapping): the
// readings, then each view's pickup and return photo side by side, then the marked damage.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import {
  type DamageMark,
  distanceDriven,
  fuelDifference,
  fuelText,
  INSPECTION_VIEWS,
  type InspectionView,
  type Locale,
} from '../../domain/index.ts';
import { formatWhen } from './confirmation-email.ts';
import { A4, BOTTOM, drawableText, MARGIN, numberPages, TOP, WIDTH, wrap } from './contract-pdf.ts';
import { inspectionTexts } from './inspection-texts.ts';

export interface ReportStage {
  mileageKm: number | null;
  fuelEighths: number | null;
  damage: DamageMark[];
  completedAt: Date | null;
  /** JPEG bytes (already small enough for a PDF) and the server's time of each upload. */
  photos: Partial<Record<InspectionView, { jpeg: Uint8Array; takenAt: Date }>>;
}

export interface ReportView {
  locale: Locale;
  brandName: string;
  reference: string;
  vehicleName: string;
  plate: string | null;
  pickupPlace: string;
  returnPlace: string;
  pickup: ReportStage;
  back: ReportStage;
}

export const reportFileName = (reference: string) => `return-report-${reference}.pdf`;

const GAP = 12;
const COLUMN = (WIDTH - GAP) / 2;
const PHOTO_HEIGHT = 150;

export async function inspectionReportPdf(view: ReportView): Promise<Uint8Array> {
  const t = inspectionTexts(view.locale);
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const clean = (text: string) => drawableText(text, charset);
  pdf.setTitle(clean(`${t.title} ${view.reference}`));
  pdf.setCreator(clean(view.brandName));
  pdf.setProducer('Vegur booking service');
  pdf.setLanguage(view.locale);

  const w: { page: PDFPage; y: number } = { page: pdf.addPage(A4), y: TOP };
  const ensure = (height: number) => {
    if (w.y - height < BOTTOM) {
      w.page = pdf.addPage(A4);
      w.y = TOP;
    }
  };
  const write = (text: string, size: number, font: PDFFont, x = MARGIN, width = WIDTH, gap = 4) => {
    for (const line of wrap(clean(text), font, size, width)) {
      ensure(size);
      w.page.drawText(line, { x, y: w.y - size, size, font });
      w.y -= size + gap;
    }
  };
  const when = (at: Date | null) => (at ? formatWhen(at, view.locale) : t.notRecorded);
  const km = (value: number | null) => (value === null ? t.notRecorded : t.km(value));
  const fuel = (value: number | null) => (value === null ? t.notRecorded : fuelText(value));

  write(`${view.brandName} – ${t.title}`, 15, bold, MARGIN, WIDTH, 6);
  w.y -= 6;
  const driven = distanceDriven(view.pickup.mileageKm, view.back.mileageKm);
  const difference = fuelDifference(view.pickup.fuelEighths, view.back.fuelEighths);
  const facts: [string, string][] = [
    [t.reference, view.reference],
    [t.vehicle, view.plate ? `${view.vehicleName}, ${t.plate} ${view.plate}` : view.vehicleName],
    [t.pickup, `${view.pickupPlace}, ${when(view.pickup.completedAt)}`],
    [t.return, `${view.returnPlace}, ${when(view.back.completedAt)}`],
    [t.mileage, `${t.pickup} ${km(view.pickup.mileageKm)} · ${t.return} ${km(view.back.mileageKm)}`],
    [t.driven, driven === null ? t.notRecorded : t.km(driven)],
    [t.fuel, `${t.pickup} ${fuel(view.pickup.fuelEighths)} · ${t.return} ${fuel(view.back.fuelEighths)}`],
    [t.fuelDifference, difference === null ? t.notRecorded : t.eighths(difference)],
  ];
  for (const [label, value] of facts) write(`${label}: ${value}`, 10, regular);
  write(`${t.takenAt}. ${t.timesNote}`, 8, regular);
  w.y -= 10;

  // Column heads once, then one row per view.
  ensure(14);
  w.page.drawText(clean(t.pickup), { x: MARGIN, y: w.y - 11, size: 11, font: bold });
  w.page.drawText(clean(t.return), { x: MARGIN + COLUMN + GAP, y: w.y - 11, size: 11, font: bold });
  w.y -= 18;
  for (const name of INSPECTION_VIEWS) {
    ensure(12 + PHOTO_HEIGHT + 22);
    write(t.views[name], 10, bold);
    const top = w.y;
    const stamps: string[] = [];
    for (const [index, stage] of [view.pickup, view.back].entries()) {
      const x = MARGIN + index * (COLUMN + GAP);
      const photo = stage.photos[name];
      if (!photo) {
        w.page.drawRectangle({
          x,
          y: top - PHOTO_HEIGHT,
          width: COLUMN,
          height: PHOTO_HEIGHT,
          borderColor: rgb(0.7, 0.7, 0.7),
          borderWidth: 1,
        });
        stamps.push(t.notRecorded);
        continue;
      }
      const image = await pdf.embedJpg(photo.jpeg);
      const scale = Math.min(COLUMN / image.width, PHOTO_HEIGHT / image.height);
      w.page.drawImage(image, {
        x,
        y: top - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
      stamps.push(formatWhen(photo.takenAt, view.locale));
    }
    w.y = top - PHOTO_HEIGHT - 4;
    stamps.forEach((stamp, index) => {
      w.page.drawText(clean(stamp), {
        x: MARGIN + index * (COLUMN + GAP),
        y: w.y - 8,
        size: 8,
        font: regular,
      });
    });
    w.y -= 20;
  }

  for (const [label, stage] of [
    [t.pickup, view.pickup],
    [t.return, view.back],
  ] as const) {
    ensure(11 + 4 + 10);
    write(`${t.damage} – ${label}`, 11, bold);
    if (stage.damage.length === 0) write(t.noDamage, 10, regular);
    for (const [index, mark] of stage.damage.entries()) write(`${index + 1}. ${mark.note}`, 10, regular);
    w.y -= 6;
  }

  numberPages(pdf, regular);
  return pdf.save();
}
