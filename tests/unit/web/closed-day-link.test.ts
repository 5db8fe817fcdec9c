import type { SearchContent } from '@web/features/booking/search/content.ts';
import { closedDayInLink } from '@web/features/booking/search/query.ts';
import { describe, expect, it } from 'vitest';
import { HIGH_SEASON, keflavik, TODAY } from '../domain/fixtures.ts';

// A deep link to a closed day got the generic "cannot be booked" message.
const content = {
  locations: [{ ...keflavik, icon: null, address: null }],
  rules: { highSeason: HIGH_SEASON, tenantSelfService: false },
  labels: null,
  monthNames: null,
  weekdayNames: null,
} as SearchContent;

describe('the closed day a search link names', () => {
  it('names the pickup day the location is closed on', () => {
    // Keflavik is closed on 31 December, self-service included.
    expect(
      closedDayInLink(
        { pickupLocation: keflavik.id, pickupDate: '2026-12-31', returnDate: '2027-01-04' },
        content,
        TODAY,
      ),
    ).toEqual({ kind: 'pickup', location: keflavik.title, date: '2026-12-31' });
  });

  it('says nothing when the link fails for another reason', () => {
    expect(
      closedDayInLink({ pickupLocation: 'nowhere', pickupDate: '2026-12-31' }, content, TODAY),
    ).toBeNull();
    expect(
      closedDayInLink(
        { pickupLocation: keflavik.id, pickupDate: '2026-04-14', returnDate: '2026-04-17' },
        content,
        TODAY,
      ),
    ).toBeNull();
  });
});
