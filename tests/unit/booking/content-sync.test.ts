import { readFileSync } from 'node:fs';
import {
  CONTENT_CATCH_UP_QUERY,
  CONTENT_WEBHOOK_FILTER,
  CONTENT_WEBHOOK_PROJECTION,
  locationCopy,
  parseContentEvent,
  promoCopy,
  settingsCopy,
} from '@booking/rules/content-sync.ts';
import { isPickupDateAvailable, type Location } from '@domain';
import { describe, expect, it } from 'vitest';

const updatedAt = '2026-11-20T10:00:00Z';

const location = {
  _id: 'location.cars.kef',
  _type: 'location' as const,
  _updatedAt: updatedAt,
  tenant: 'cars',
  locationId: 'kef',
  title: 'Keflavik Airport',
  address: { street: 'Blikavöllur 2', postalCode: '235', city: 'Keflavíkurflugvöllur' },
  hidden: false,
  returnAnytime: true,
  selfService: true,
  selfServiceHours: { from: '22:00', to: '05:00' },
  operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '04:30', to: '23:30' } },
  operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '05:00', to: '22:00' } },
  specialOperatingHours: [{ date: '2026-12-24', open: false }],
};

const promotion = {
  operation: 'create',
  _id: 'promotionTemplate.cars.current',
  _type: 'promotionTemplate',
  _updatedAt: updatedAt,
  tenant: 'cars',
  code: 'STORM25',
  discount: 25,
  validDates: { from: { date: '2026-12-01', time: '08:00' }, to: { date: '2026-12-31', time: null } },
};

describe('content documents → booking read copy', () => {
  it('copies the key instructions per language and the release time, never a code', () => {
    const withKeys = {
      ...location,
      keyInstructions: { en: 'Key box by the door.', de: 'Schlüsselkasten an der Tür.', is: '  ', fr: null },
      keyReleaseHours: 3,
      keyCode: '1234',
    };
    const parsed = parseContentEvent({ operation: 'update', ...withKeys });
    if (!parsed.success || parsed.event.operation === 'delete' || parsed.event.document._type !== 'location')
      throw new Error('expected a location');
    const copy = locationCopy(parsed.event.document);
    expect(copy.keys).toEqual({
      instructions: { en: 'Key box by the door.', de: 'Schlüsselkasten an der Tür.' },
      releaseHours: 3,
    });
    expect(JSON.stringify(copy)).not.toContain('1234');
    const plain = parseContentEvent({ operation: 'update', ...location });
    if (!plain.success || plain.event.operation === 'delete' || plain.event.document._type !== 'location')
      throw new Error('expected a location');
    expect(locationCopy(plain.event.document).keys).toEqual({ instructions: {}, releaseHours: 1 });
    expect(parseContentEvent({ operation: 'update', ...location, keyReleaseHours: 100 }).success).toBe(false);
  });

  it("copies the location's lead time for the automatic unit assignment, 24 hours when unset", () => {
    const copyOf = (extra: Record<string, unknown>) => {
      const parsed = parseContentEvent({ operation: 'update', ...location, ...extra });
      if (
        !parsed.success ||
        parsed.event.operation === 'delete' ||
        parsed.event.document._type !== 'location'
      )
        throw new Error('expected a location');
      return locationCopy(parsed.event.document);
    };
    expect(copyOf({ autoAssignHours: 6 }).autoAssignHours).toBe(6);
    expect(copyOf({}).autoAssignHours).toBe(24);
    expect(parseContentEvent({ operation: 'update', ...location, autoAssignHours: 0 }).success).toBe(false);
    expect(parseContentEvent({ operation: 'update', ...location, autoAssignHours: 169 }).success).toBe(false);
  });

  it('maps a location to the domain Location shape the opening-hours rules read', () => {
    const parsed = parseContentEvent({ operation: 'update', ...location });
    expect(parsed.success).toBe(true);
    if (!parsed.success || parsed.event.operation === 'delete' || parsed.event.document._type !== 'location')
      throw new Error('expected a location');
    const copy = locationCopy(parsed.event.document);
    expect(copy).toMatchObject({
      tenant: 'cars',
      id: 'kef',
      title: 'Keflavik Airport',
      address: 'Blikavöllur 2, 235 Keflavíkurflugvöllur',
      hidden: false,
      contentUpdatedAt: new Date(updatedAt),
    });
    expect(copy.hours.specialOperatingHours).toEqual([
      { date: '2026-12-24', open: false, from: null, to: null, selfServiceAvailable: false },
    ]);
    // The same rules the site's calendar uses refuse the special closed day, and only it.
    const domain: Location = { ...copy.hours, id: copy.id, title: copy.title, hidden: copy.hidden };
    const season = { start: { month: 6, day: 1 }, end: { month: 8, day: 31 } };
    expect(isPickupDateAvailable(domain, '2026-12-24', season, false, '2026-11-20')).toBe(false);
    expect(isPickupDateAvailable(domain, '2026-12-23', season, false, '2026-11-20')).toBe(true);
  });

  it('keeps only the content-owned brand settings', () => {
    const parsed = parseContentEvent({
      operation: 'update',
      _id: 'settings.cars',
      _type: 'settings',
      _updatedAt: updatedAt,
      tenant: 'cars',
      highSeason: { start: { month: 5, day: 15 }, end: { month: 9, day: 15 } },
      selfService: true,
    });
    if (!parsed.success || parsed.event.operation === 'delete' || parsed.event.document._type !== 'settings')
      throw new Error('expected settings');
    expect(settingsCopy(parsed.event.document)).toEqual({
      tenant: 'cars',
      keys: { highSeason: { start: { month: 5, day: 15 }, end: { month: 9, day: 15 } }, selfService: true },
      // Without booking rules and fees the document cannot set a new brand up.
      complete: false,
      contentUpdatedAt: new Date(updatedAt),
    });
  });

  it('reads a promotion window in Iceland time, the end date inclusive to its last minute', () => {
    const parsed = parseContentEvent(promotion);
    if (
      !parsed.success ||
      parsed.event.operation === 'delete' ||
      parsed.event.document._type !== 'promotionTemplate'
    )
      throw new Error('expected a promotion');
    expect(promoCopy(parsed.event.document)).toEqual({
      tenant: 'cars',
      code: 'STORM25',
      percent: 25,
      validFrom: new Date('2026-12-01T08:00:00Z'),
      validTo: new Date('2026-12-31T23:59:59.999Z'),
      sourceId: 'promotionTemplate.cars.current',
      contentUpdatedAt: new Date(updatedAt),
    });
    const backwards = {
      ...promotion,
      validDates: { from: promotion.validDates.to, to: promotion.validDates.from },
    };
    const again = parseContentEvent(backwards);
    if (
      !again.success ||
      again.event.operation === 'delete' ||
      again.event.document._type !== 'promotionTemplate'
    )
      throw new Error('expected a promotion');
    expect(promoCopy(again.event.document)).toBeNull();
  });

  it('refuses discounts outside 1–90, display text and lower-case codes, naming the field', () => {
    for (const [patch, field] of [
      [{ discount: 95 }, 'discount'],
      [{ discount: 0 }, 'discount'],
      [{ discount: '15%' }, 'discount'],
      [{ discount: 12.5 }, 'discount'],
      [{ code: 'storm' }, 'code'],
      [{ tenant: 'Cars!' }, 'tenant'],
    ] as const) {
      const parsed = parseContentEvent({ ...promotion, ...patch });
      expect(parsed.success, JSON.stringify(patch)).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.path.join('.')).toBe(field);
    }
    expect(parseContentEvent({ ...promotion, operation: 'publish' }).success).toBe(false);
  });

  it('identifies a deleted document by id, brand and location id alone', () => {
    const parsed = parseContentEvent({
      operation: 'delete',
      _id: 'location.cars.kef',
      _type: 'location',
      tenant: 'cars',
      locationId: 'kef',
      // Whatever else the old version held does not have to be valid any more.
      discount: 'n/a',
    });
    expect(parsed).toMatchObject({
      success: true,
      event: { operation: 'delete', document: { _id: 'location.cars.kef', locationId: 'kef' } },
    });
  });

  it('uses one filter for the webhook and the catch-up, published documents only for the latter', () => {
    expect(CONTENT_WEBHOOK_FILTER).toBe(
      '_type in ["location","settings","promotionTemplate","vehicleBase","rental","insuranceCover","rentalExtra"]',
    );
    expect(CONTENT_WEBHOOK_PROJECTION).toContain('"operation": delta::operation()');
    // Operators copy them from the docs into sanity.io/manage: the docs must say exactly this.
    const docs = readFileSync(new URL('../../../docs/booking.md', import.meta.url), 'utf8');
    expect(docs).toContain(CONTENT_WEBHOOK_FILTER);
    expect(docs).toContain(CONTENT_WEBHOOK_PROJECTION);
    expect(
      CONTENT_CATCH_UP_QUERY.startsWith(`*[${CONTENT_WEBHOOK_FILTER} && !(_id in path("drafts.**"))`),
    ).toBe(true);
  });
});
