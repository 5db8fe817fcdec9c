/**
 * The e-mails that follow a booking's later life (a change, a cancellation, a refund request and
 * the staff's decision), rendered from the same plain view as the confirmation: pure, so every
 * language is checked without a database or a mail server.
 */
import { formatPrice } from '../../domain/index.ts';
import {
  type ConfirmationView,
  formatWhen,
  type RenderedMessage,
  textsFor,
  vehicleLabel,
} from './confirmation-email.ts';
import { LIFECYCLE_TEXTS, type LifecycleKind } from './email-texts.ts';

export interface LifecycleEvent {
  kind: LifecycleKind;
  /** The tenant's free-cancellation limit, hours (the late cancellation explains it). */
  freeCancellationHours: number;
  /** New total minus old total (a change). */
  difference?: number;
  /** Paid back to the card by this event. */
  refunded?: number;
  /** The amount staff granted (a refund decision). */
  granted?: number;
  reason?: string | null;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatPrice(Math.abs(amount), 'ISK')}`;

export function lifecycleEmail(view: ConfirmationView, event: LifecycleEvent): RenderedMessage {
  const base = textsFor(view.locale);
  const t = LIFECYCLE_TEXTS[view.locale] ?? LIFECYCLE_TEXTS.en;
  const kr = (amount: number) => formatPrice(amount, 'ISK');
  const subject = t.subject[event.kind](view.brandName, view.reference);
  const intro = t.intro[event.kind](event.freeCancellationHours);
  const total = view.lines.find((l) => l.code === 'total');
  const active = event.kind === 'changed';

  const facts: [string, string][] = [
    [base.reference, view.reference],
    [base.vehicle, vehicleLabel(view)],
    [base.pickup, `${view.pickupLocation}, ${formatWhen(view.pickupAt, view.locale)}`],
    [base.return, `${view.returnLocation}, ${formatWhen(view.returnAt, view.locale)}`],
    ...(event.reason ? ([[t.reason, event.reason]] as [string, string][]) : []),
  ];
  const money: [string, string][] = [
    ...(event.difference ? ([[t.difference, signed(event.difference)]] as [string, string][]) : []),
    ...(active && total ? ([[base.lines.total, kr(total.amount)]] as [string, string][]) : []),
    ...(event.kind === 'refund_decided'
      ? ([[t.refundGranted, kr(event.granted ?? 0)]] as [string, string][])
      : []),
    ...(event.refunded ? ([[t.refundedToCard, kr(event.refunded)]] as [string, string][]) : []),
    [t.paid, kr(view.paid)],
    ...(active ? ([[t.balance, kr(Math.max(0, view.balance))]] as [string, string][]) : []),
  ];
  const closingNote = event.kind === 'refund_decided' && !event.granted ? t.noRefund : null;
  // Only a booking that still takes place gets "Have a good trip!".
  const closing = active ? base.closing(view.brandName) : t.closingNoTrip(view.brandName);

  const text = [
    base.greeting(view.customerName),
    '',
    intro,
    ...(closingNote ? ['', closingNote] : []),
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    base.timesNote,
    '',
    ...money.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(view.manageUrl ? [t.manageHint, view.manageUrl, ''] : []),
    closing,
    '',
  ].join('\n');

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;';
  const rows = (list: [string, string][]) =>
    list
      .map(
        ([k, v]) =>
          `<tr><th scope="row" style="${cell}text-align:left;font-weight:normal;color:#5a6673;">${escapeHtml(k)}</th><td style="${cell}">${escapeHtml(v)}</td></tr>`,
      )
      .join('\n');
  const html = `<!doctype html>
<html lang="${view.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f7;">
<div style="max-width:600px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d2733;background:#ffffff;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0b3d5c;">${escapeHtml(view.brandName)}</p>
<p style="margin:0 0 12px;">${escapeHtml(base.greeting(view.customerName))}</p>
<p style="margin:0 0 20px;">${escapeHtml(intro)}</p>
${closingNote ? `<p style="margin:0 0 20px;">${escapeHtml(closingNote)}</p>` : ''}
<table role="presentation" style="border-collapse:collapse;margin:0 0 8px;">
${rows(facts)}
</table>
<p style="margin:0 0 20px;font-size:14px;color:#5a6673;">${escapeHtml(base.timesNote)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 20px;">
${rows(money)}
</table>
${
  view.manageUrl
    ? `<p style="margin:0 0 8px;">${escapeHtml(t.manageHint)}</p>
<p style="margin:0 0 20px;"><a href="${escapeHtml(view.manageUrl)}" style="display:inline-block;padding:12px 20px;background:#0b3d5c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(base.manage)}</a></p>`
    : ''
}
<p style="margin:0;">${escapeHtml(closing).replace(/\n/g, '<br>')}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
