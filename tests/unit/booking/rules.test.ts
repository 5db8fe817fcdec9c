import { cancellationIsFree, checkInWindow, detailsEditable, termsEditable } from '@booking/rules/policy.ts';
import { newReference, normalizeReference } from '@booking/rules/reference.ts';
import { SEED_SETTINGS } from '@booking/seed/fleet.ts';
import { parseRatesXml } from '@booking/services/exchange-rates.ts';
import { SHUTTLE_BOUNDS, shuttlePositions } from '@domain/shuttle.ts';
import { describe, expect, it } from 'vitest';

const pickup = new Date('2026-06-10T12:00:00Z');
const hoursBefore = (hours: number, minutes = 0) =>
  new Date(pickup.getTime() - hours * 3_600_000 - minutes * 60_000);
const cars = SEED_SETTINGS.cars;

describe('policy windows', () => {
  it('free cancellation up to and including 48 hours before pickup (72 for campers)', () => {
    expect(cancellationIsFree(cars, pickup, hoursBefore(48))).toBe(true);
    expect(cancellationIsFree(cars, pickup, hoursBefore(47, 59))).toBe(false);
    expect(cancellationIsFree(SEED_SETTINGS.campers, pickup, hoursBefore(71))).toBe(false);
    expect(cancellationIsFree(SEED_SETTINGS.campers, pickup, hoursBefore(72))).toBe(true);
  });
  it('terms change until 24 hours before pickup, details until pickup', () => {
    expect(termsEditable(cars, 'confirmed', pickup, hoursBefore(24))).toBe(true);
    expect(termsEditable(cars, 'confirmed', pickup, hoursBefore(23, 59))).toBe(false);
    expect(termsEditable(cars, 'cancelled', pickup, hoursBefore(100))).toBe(false);
    expect(detailsEditable('confirmed', pickup, hoursBefore(0, 1))).toBe(true);
    expect(detailsEditable('confirmed', pickup, pickup)).toBe(false);
  });
  it('check-in opens 168 hours before pickup and closes at pickup', () => {
    expect(checkInWindow(cars, 'confirmed', pickup, hoursBefore(168, 1))).toBe('not_yet_open');
    expect(checkInWindow(cars, 'confirmed', pickup, hoursBefore(168))).toBe('open');
    expect(checkInWindow(cars, 'confirmed', pickup, hoursBefore(0, 1))).toBe('open');
    expect(checkInWindow(cars, 'confirmed', pickup, pickup)).toBe('closed');
    expect(checkInWindow(cars, 'pending_payment', pickup, hoursBefore(2))).toBe('closed');
  });
});

describe('reference codes', () => {
  it('are 8 unambiguous characters with a check character', () => {
    for (let i = 0; i < 200; i++) {
      const ref = newReference();
      expect(ref).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
      expect(normalizeReference(ref.toLowerCase().replace('-', ' '))).toBe(ref);
    }
  });
  it('reject a single misheard character', () => {
    const ref = newReference();
    const wrong = `${ref[0] === 'A' ? 'B' : 'A'}${ref.slice(1)}`;
    expect(normalizeReference(wrong)).toBeNull();
    expect(normalizeReference('OOOO-0000')).toBeNull();
  });
});

describe('shuttle simulator', () => {
  it('is a pure function of the clock and stays inside the map bounds', () => {
    const t = new Date('2026-05-01T10:00:00Z');
    expect(shuttlePositions(t)).toEqual(shuttlePositions(new Date(t)));
    for (let s = 0; s < 2400; s += 7) {
      for (const p of shuttlePositions(new Date(t.getTime() + s * 1000))) {
        expect(p.lat).toBeGreaterThanOrEqual(SHUTTLE_BOUNDS.latMin);
        expect(p.lat).toBeLessThanOrEqual(SHUTTLE_BOUNDS.latMax);
        expect(p.lon).toBeGreaterThanOrEqual(SHUTTLE_BOUNDS.lonMin);
        expect(p.lon).toBeLessThanOrEqual(SHUTTLE_BOUNDS.lonMax);
        expect(p.heading).toBeGreaterThanOrEqual(0);
        expect(p.heading).toBeLessThan(361);
      }
    }
    const moved = shuttlePositions(new Date(t.getTime() + 30_000));
    expect(moved.map((p) => p.id)).toEqual(['shuttle-1', 'shuttle-2', 'shuttle-3']);
  });
});

describe('rates feed parser', () => {
  it('reads the central bank shape', () => {
    const xml = `<?xml version="1.0"?><Gengi><Dagsetning>2026-11-20</Dagsetning>
      <Currency><Code>EUR</Code><MidRate>145,30</MidRate></Currency>
      <Currency><Code>USD</Code><MidRate>125.6</MidRate></Currency></Gengi>`;
    expect(parseRatesXml(xml)).toEqual({ date: '2026-11-20', rates: { EUR: 145.3, USD: 125.6 } });
  });
  it('reads the euro-based ECB shape through its ISK rate', () => {
    const xml = `<Cube><Cube time="2026-11-20"><Cube currency="USD" rate="1.16"/><Cube currency="ISK" rate="145.0"/></Cube></Cube>`;
    const parsed = parseRatesXml(xml);
    expect(parsed.date).toBe('2026-11-20');
    expect(parsed.rates.EUR).toBe(145);
    expect(parsed.rates.USD).toBeCloseTo(125, 0);
  });
});
