/**
 * The confirmation e-mail and calendar file of a reservation, rendered from a plain view: pure,
 * so each language can be checked without a database or a mail server.
 */
import { formatPrice, type Locale, TIME_ZONE } from '../../domain/index.ts';
import { EMAIL_TEXTS, type MessageTexts } from './email-texts.ts';
import { buildIcs } from './ics.ts';
import type { SummaryCode } from './pricing.ts';

export interface ConfirmationView {
  reservationId: string;
  locale: Locale;
  brandName: string;
  reference: string;
  customerName: string;
  vehicleName: string;
  orSimilar: boolean;
  pickupLocation: string;
  returnLocation: string;
  pickupAt: Date;
  returnAt: Date;
  /** The summary's lines; `due_now` and `pay_at_pickup` are replaced by what was really paid. */
  lines: { code: SummaryCode; amount: number }[];
  /** Extra drivers and how many are free: a line of their own, the free ones as free. */
  extraDrivers?: { count: number; free: number } | null;
  paid: number;
  balance: number;
  manageUrl: string | null;
  /** Stamps the calendar file so the same reservation always gives the same bytes. */
  stamp: Date;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const HIDDEN_LINES: SummaryCode[] = ['due_now', 'pay_at_pickup'];
/** Appointments last half an hour in the calendar: the desk visit, not the whole rental. */
const EVENT_MINUTES = 30;

export function textsFor(locale: Locale): MessageTexts {
  return EMAIL_TEXTS[locale] ?? EMAIL_TEXTS.en;
}

export function formatWhen(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(textsFor(locale).dateLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(instant);
}

export function vehicleLabel(view: Pick<ConfirmationView, 'vehicleName' | 'orSimilar' | 'locale'>): string {
  return view.orSimilar ? `${view.vehicleName} ${textsFor(view.locale).orSimilar}` : view.vehicleName;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function confirmationEmail(view: ConfirmationView): RenderedMessage {
  const t = textsFor(view.locale);
  const kr = (amount: number) => formatPrice(amount, 'ISK');
  const vehicle = vehicleLabel(view);
  const lines = view.lines.filter((l) => !HIDDEN_LINES.includes(l.code));
  const drivers = view.extraDrivers;
  const driverLine: [string, string, boolean][] = drivers
    ? [
        [
          t.extraDrivers(drivers.count, drivers.free),
          drivers.free === drivers.count ? t.free : t.inExtras,
          false,
        ],
      ]
    : [];
  const money: [string, string, boolean][] = [
    ...lines.flatMap((l): [string, string, boolean][] => [
      // Just before the total: after the extras they belong to.
      ...(l.code === 'total' ? driverLine : []),
      [t.lines[l.code], kr(l.amount), l.code === 'total'],
    ]),
    [t.paidNow, kr(view.paid), false],
    [t.payAtPickup, kr(view.balance), false],
  ];
  const facts: [string, string][] = [
    [t.reference, view.reference],
    [t.vehicle, vehicle],
    [t.pickup, `${view.pickupLocation}, ${formatWhen(view.pickupAt, view.locale)}`],
    [t.return, `${view.returnLocation}, ${formatWhen(view.returnAt, view.locale)}`],
  ];

  const text = [
    t.greeting(view.customerName),
    '',
    t.intro(view.brandName),
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    t.timesNote,
    '',
    `${t.price}:`,
    ...money.map(([k, v]) => `  ${k}: ${v}`),
    '',
    ...(view.manageUrl ? [`${t.manage}`, t.manageHint, view.manageUrl, ''] : []),
    t.calendarHint,
    '',
    t.closing(view.brandName),
    '',
  ].join('\n');

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;';
  const html = `<!doctype html>
<html lang="${view.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.subject(view.brandName, view.reference))}</title></head>
<body style="margin:0;padding:0;background:#f3f5f7;">
<div style="max-width:600px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d2733;background:#ffffff;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0b3d5c;">${escapeHtml(view.brandName)}</p>
<p style="margin:0 0 12px;">${escapeHtml(t.greeting(view.customerName))}</p>
<p style="margin:0 0 20px;">${escapeHtml(t.intro(view.brandName))}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 8px;">
${facts
  .map(
    ([k, v], i) =>
      `<tr><th scope="row" style="${cell}text-align:left;font-weight:normal;color:#5a6673;">${escapeHtml(k)}</th><td style="${cell}${i === 0 ? 'font-size:20px;font-weight:bold;letter-spacing:1px;' : ''}">${escapeHtml(v)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="margin:0 0 20px;font-size:14px;color:#5a6673;">${escapeHtml(t.timesNote)}</p>
<h2 style="margin:0 0 8px;font-size:18px;">${escapeHtml(t.price)}</h2>
<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 20px;">
${money
  .map(
    ([k, v, strong]) =>
      `<tr><td style="${cell}${strong ? 'font-weight:bold;border-top:1px solid #d5dbe1;' : ''}">${escapeHtml(k)}</td><td style="${cell}text-align:right;white-space:nowrap;${strong ? 'font-weight:bold;border-top:1px solid #d5dbe1;' : ''}">${escapeHtml(v)}</td></tr>`,
  )
  .join('\n')}
</table>
${
  view.manageUrl
    ? `<p style="margin:0 0 8px;">${escapeHtml(t.manageHint)}</p>
<p style="margin:0 0 20px;"><a href="${escapeHtml(view.manageUrl)}" style="display:inline-block;padding:12px 20px;background:#0b3d5c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(t.manage)}</a></p>`
    : ''
}
<p style="margin:0 0 20px;font-size:14px;color:#5a6673;">${escapeHtml(t.calendarHint)}</p>
<p style="margin:0;">${escapeHtml(t.closing(view.brandName)).replace(/\n/g, '<br>')}</p>
</div>
</body>
</html>
`;
  return { subject: t.subject(view.brandName, view.reference), text, html };
}

/**
 * Two appointments, pickup and return, with stable UIDs so a re-import updates them. The manage
 * link stays out: calendars get shared, and the link opens the reservation without a password.
 */
export function reservationIcs(view: ConfirmationView): string {
  const t = textsFor(view.locale);
  const vehicle = vehicleLabel(view);
  const details = [`${t.reference}: ${view.reference}`, `${t.vehicle}: ${vehicle}`];
  const minutes = EVENT_MINUTES * 60_000;
  return buildIcs({
    prodId: '-//Vegur//Booking//EN',
    stamp: view.stamp,
    name: t.calendarName(view.brandName, view.reference),
    events: [
      {
        uid: `${view.reservationId}-pickup@vegur.is`,
        start: view.pickupAt,
        end: new Date(view.pickupAt.getTime() + minutes),
        summary: t.calendarPickup(vehicle, view.brandName, view.reference),
        location: view.pickupLocation,
        description: details.join('\n'),
      },
      {
        uid: `${view.reservationId}-return@vegur.is`,
        start: view.returnAt,
        end: new Date(view.returnAt.getTime() + minutes),
        summary: t.calendarReturn(vehicle, view.brandName, view.reference),
        location: view.returnLocation,
        description: details.join('\n'),
      },
    ],
  });
}
