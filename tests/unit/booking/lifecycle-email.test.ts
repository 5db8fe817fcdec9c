import type { ConfirmationView } from '@booking/rules/confirmation-email.ts';
import { LIFECYCLE_TEXTS, type LifecycleKind } from '@booking/rules/email-texts.ts';
import { lifecycleEmail } from '@booking/rules/lifecycle-email.ts';
import { formatPrice, LOCALES } from '@domain';
import { describe, expect, it } from 'vitest';

const view: ConfirmationView = {
  reservationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  locale: 'en',
  brandName: 'Vegur Car Rental',
  reference: 'ABCD-EFGH',
  customerName: 'Anna <b>',
  vehicleName: 'Volkswagen Golf',
  orSimilar: true,
  pickupLocation: 'Keflavik Airport',
  returnLocation: 'Keflavik Airport',
  pickupAt: new Date('2026-07-01T12:00:00Z'),
  returnAt: new Date('2026-07-05T16:00:00Z'),
  lines: [
    { code: 'rental', amount: 75000 },
    { code: 'total', amount: 75000 },
  ],
  paid: 17188,
  balance: 57812,
  manageUrl: 'https://cars.example/functions/v1/reservation/open?token=a.b&locale=en',
  stamp: new Date('2026-05-01T10:00:00Z'),
};
const KINDS: LifecycleKind[] = [
  'changed',
  'cancelled',
  'cancel_requested',
  'refund_requested',
  'refund_decided',
];

describe('lifecycle e-mails', () => {
  it('a change states the difference, the new total, what was paid and what is left', () => {
    const mail = lifecycleEmail(view, { kind: 'changed', freeCancellationHours: 48, difference: 15000 });
    expect(mail.subject).toBe('Your booking ABCD-EFGH was changed – Vegur Car Rental');
    expect(mail.text).toContain(`Price difference: +${formatPrice(15000, 'ISK')}`);
    expect(mail.text).toContain(`Total: ${formatPrice(75000, 'ISK')}`);
    expect(mail.text).toContain(`To pay at pickup: ${formatPrice(57812, 'ISK')}`);
    expect(mail.text).toContain(view.manageUrl);
    expect(mail.html).toContain('Anna &lt;b&gt;');
    expect(mail.html).not.toContain('<b>,');
  });

  it('a late cancellation names the limit and the reason; a refund decision without money says so', () => {
    const late = lifecycleEmail(
      { ...view, locale: 'de' },
      { kind: 'cancel_requested', freeCancellationHours: 72, reason: 'Flug <gestrichen>' },
    );
    expect(late.text).toContain('weniger als 72 Stunden vor der Abholung');
    expect(late.text).toContain('Ihre Begründung: Flug <gestrichen>');
    expect(late.html).toContain('Flug &lt;gestrichen&gt;');
    const none = lifecycleEmail(view, { kind: 'refund_decided', freeCancellationHours: 48, granted: 0 });
    expect(none.text).toContain(`Refund granted: ${formatPrice(0, 'ISK')}`);
    expect(none.text).toContain(LIFECYCLE_TEXTS.en.noRefund);
    const some = lifecycleEmail(view, {
      kind: 'refund_decided',
      freeCancellationHours: 48,
      granted: 5000,
      refunded: 5000,
    });
    expect(some.text).not.toContain(LIFECYCLE_TEXTS.en.noRefund);
    expect(some.text).toContain(`Refunded to your card: ${formatPrice(5000, 'ISK')}`);
  });

  it('only a trip that still takes place is wished a good trip', () => {
    for (const kind of ['cancelled', 'cancel_requested', 'refund_requested', 'refund_decided'] as const) {
      const mail = lifecycleEmail(view, { kind, freeCancellationHours: 48, granted: 0 });
      expect(mail.text).not.toContain('Have a good trip');
      expect(mail.text).toContain('Kind regards,');
      expect(mail.html).not.toContain('Have a good trip');
    }
    expect(lifecycleEmail(view, { kind: 'changed', freeCancellationHours: 48 }).text).toContain(
      'Have a good trip!',
    );
  });

  it('every kind in every language: its own subject and intro, the page language, no English left over', () => {
    for (const locale of LOCALES) {
      for (const kind of KINDS) {
        const mail = lifecycleEmail({ ...view, locale }, { kind, freeCancellationHours: 48 });
        const t = LIFECYCLE_TEXTS[locale];
        expect(mail.subject).toBe(t.subject[kind]('Vegur Car Rental', 'ABCD-EFGH'));
        expect(mail.text).toContain(t.intro[kind](48));
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.text).not.toMatch(/undefined|NaN/);
        if (locale !== 'en')
          expect(mail.subject).not.toBe(LIFECYCLE_TEXTS.en.subject[kind]('Vegur Car Rental', 'ABCD-EFGH'));
      }
    }
  });
});
