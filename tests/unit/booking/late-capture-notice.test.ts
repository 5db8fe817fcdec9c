import { lateCaptureNotice } from '@booking/services/late-capture-notice.ts';
import { formatPrice, LOCALES } from '@domain';
import { describe, expect, it } from 'vitest';

const base = { brandName: 'Vegur Car Rental', reference: 'ABCD-EFGH', firstName: 'Anna', amount: 6000 };

describe('late payment notice', () => {
  it.each(LOCALES)(
    'says in %s why the money goes back: paid too late, or too little before the hold lapsed',
    (locale) => {
      const late = lateCaptureNotice({ ...base, locale, refunded: true });
      const lapsed = lateCaptureNotice({ ...base, locale, refunded: true, cause: 'lapsed' });
      const lapsedPending = lateCaptureNotice({ ...base, locale, refunded: false, cause: 'lapsed' });
      for (const notice of [late, lapsed, lapsedPending]) {
        expect(notice.text).toContain(formatPrice(6000, 'ISK'));
        expect(notice.text).toContain('ABCD-EFGH');
        expect(notice.html).toContain(`lang="${locale}"`);
      }
      expect(lapsed.text).not.toBe(late.text);
      expect(lapsedPending.text).not.toBe(lapsed.text);
      // The subject says the payment is being refunded, whichever the cause.
      expect(lapsed.subject).toBe(late.subject);
    },
  );
});
