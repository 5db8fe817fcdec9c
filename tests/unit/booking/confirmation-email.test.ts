import {
  type ConfirmationView,
  confirmationEmail,
  formatWhen,
  reservationIcs,
} from '@booking/rules/confirmation-email.ts';
import { EMAIL_TEXTS } from '@booking/rules/email-texts.ts';
import { LOCALES } from '@domain';
import { describe, expect, it } from 'vitest';

const view: ConfirmationView = {
  reservationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  locale: 'en',
  brandName: 'Vegur Car Rental',
  reference: 'ABCD-EFGH',
  customerName: 'Anna <script>',
  vehicleName: 'Volkswagen Golf',
  orSimilar: true,
  pickupLocation: 'Keflavik Airport',
  returnLocation: 'Reykjavik Office',
  pickupAt: new Date('2026-07-01T12:00:00Z'),
  returnAt: new Date('2026-07-05T09:30:00Z'),
  lines: [
    { code: 'rental', amount: 60000 },
    { code: 'insurance', amount: 8750 },
    { code: 'total', amount: 68750 },
    { code: 'due_now', amount: 17188 },
    { code: 'pay_at_pickup', amount: 51562 },
  ],
  paid: 17188,
  balance: 51562,
  manageUrl: 'https://cars.example/functions/v1/reservation/open?token=a.b&locale=en',
  stamp: new Date('2026-05-01T10:00:00Z'),
};

describe('confirmation e-mail', () => {
  it('holds brand, reference, vehicle, places, Iceland times, price lines in ISK, paid and the manage link', () => {
    const mail = confirmationEmail(view);
    expect(mail.subject).toBe('Your booking ABCD-EFGH is confirmed – Vegur Car Rental');
    expect(mail.text).toContain('Booking reference: ABCD-EFGH');
    expect(mail.text).toContain('Vehicle: Volkswagen Golf or similar');
    expect(mail.text).toContain('Pickup: Keflavik Airport, Wednesday, 1 July 2026 at 12:00');
    expect(mail.text).toContain('Return: Reykjavik Office, Sunday, 5 July 2026 at 09:30');
    expect(mail.text).toContain('All times are Iceland time.');
    expect(mail.text).toContain('  Rental price: 60.000 kr');
    expect(mail.text).toContain('  Total: 68.750 kr');
    expect(mail.text).toContain('  Paid now: 17.188 kr');
    expect(mail.text).toContain('  To pay at pickup: 51.562 kr');
    // The summary's own due-now line is replaced by what was really paid.
    expect(mail.text).not.toContain('Due now');
    expect(mail.text).toContain(view.manageUrl ?? '');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Anna &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      'href="https://cars.example/functions/v1/reservation/open?token=a.b&amp;locale=en"',
    );
    expect(mail.html).toContain('Manage your reservation</a>');
  });

  it('says "or similar" only for classes that are not a guaranteed model, and leaves the link out without an origin', () => {
    const mail = confirmationEmail({ ...view, orSimilar: false, manageUrl: null });
    expect(mail.text).toContain('Vehicle: Volkswagen Golf\n');
    expect(mail.text).not.toContain('Manage your reservation');
    expect(mail.html).not.toContain('href=');
  });

  it('is written in each of the five languages', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const t = EMAIL_TEXTS[locale];
      const mail = confirmationEmail({ ...view, locale });
      subjects.add(mail.subject);
      expect(mail.text).toContain(`${t.reference}: ABCD-EFGH`);
      expect(mail.text).toContain(`${t.vehicle}: Volkswagen Golf ${t.orSimilar}`);
      expect(mail.text).toContain(`${t.pickup}: Keflavik Airport, ${formatWhen(view.pickupAt, locale)}`);
      expect(mail.text).toContain(`${t.paidNow}: 17.188 kr`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      for (const value of Object.values(t))
        if (typeof value === 'string') expect(value.length).toBeGreaterThan(0);
    }
    expect(subjects.size).toBe(5);
    expect(formatWhen(view.pickupAt, 'de')).toBe('Mittwoch, 1. Juli 2026 um 12:00');
    expect(formatWhen(view.pickupAt, 'is')).toContain('1. júlí 2026');
  });

  it('builds the calendar file in the same language, without the manage link', () => {
    const ics = reservationIcs({ ...view, locale: 'de' }).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Abholung: Volkswagen Golf oder ähnlich – Vegur Car Rental (ABCD-EFGH)');
    expect(ics).toContain('SUMMARY:Rückgabe: Volkswagen Golf oder ähnlich – Vegur Car Rental (ABCD-EFGH)');
    expect(ics).toContain('DTSTART:20260701T120000Z');
    expect(ics).toContain('DTEND:20260701T123000Z');
    expect(ics).toContain('LOCATION:Reykjavik Office');
    expect(ics).toContain(`UID:${view.reservationId}-pickup@vegur.is`);
    expect(ics).not.toContain('token=');
  });

  it('shows the free extra driver as a free line before the total, in every language', () => {
    const free = confirmationEmail({ ...view, locale: 'de', extraDrivers: { count: 1, free: 1 } });
    expect(free.text).toContain('  Zusatzfahrer × 1: kostenlos\n  Gesamt');
    expect(free.html).toContain('Zusatzfahrer × 1');
    const paid = confirmationEmail({ ...view, extraDrivers: { count: 2, free: 1 } });
    expect(paid.text).toContain('  Extra driver × 2 (1 free): included in Extras');
    for (const locale of LOCALES) {
      const t = EMAIL_TEXTS[locale];
      const mail = confirmationEmail({ ...view, locale, extraDrivers: { count: 1, free: 1 } });
      expect(mail.text).toContain(`  ${t.extraDrivers(1, 1)}: ${t.free}`);
    }
    expect(confirmationEmail(view).text).not.toContain('Extra driver');
  });
});
