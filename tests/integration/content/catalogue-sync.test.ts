// The rental catalogue lives in content. An empty bookings database becomes bookable
// from the lake's documents alone; published changes reach new quotes within 5 s and never an
// existing reservation; retired extras leave new quotes only; malformed tables are refused.
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@booking/db/client.ts';
import { parseContentEvent } from '@booking/rules/content-sync.ts';
import { SEED_CLASSES, SEED_EXTRAS, SEED_INSURANCE, SEED_SETTINGS } from '@booking/seed/fleet.ts';
import { startBookingServer } from '@booking/server.ts';
import { MemoryStorage } from '@booking/storage/files.ts';
import { rateTableOf } from '@domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, type Client, client, daysFrom, ENGINES } from '../booking/harness.ts';
import {
  closedPort,
  contentWebhook,
  LAKE_TOKEN,
  type Lake,
  locationDoc,
  startContentLake,
  WEBHOOK_SECRET,
  within,
} from './helpers.ts';

const CLASSES = ['golf', 'aygo'];

/** A brand's whole catalogue as Studio documents, from the demo values (as `npm run seed` writes them). */
function catalogueDocs(tenant: string): { _id: string; _type: string; [field: string]: unknown }[] {
  const s = SEED_SETTINGS.cars;
  const keyed = <T extends object>(type: string, items: T[]) =>
    items.map((item, i) => ({ _type: type, _key: `${type}${i}`, ...item }));
  const classes = SEED_CLASSES.cars.filter((c) => CLASSES.includes(c.id));
  return [
    {
      _id: `settings.${tenant}`,
      _type: 'settings',
      tenant,
      highSeason: { _type: 'seasonRange', ...s.highSeason },
      selfService: s.selfService,
      oneWayFees: keyed('oneWayFee', s.oneWayFees),
      defaultOneWayFee: s.defaultOneWayFee,
      bookingRules: {
        brandName: `Test ${tenant}`,
        minRentalDays: s.minRentalDays,
        graceMinutes: s.graceMinutes,
        turnaroundMinutes: s.turnaroundMinutes,
        freeCancellationHours: s.freeCancellationHours,
        selfServiceMinHours: s.selfServiceMinHours,
        termsChangeMinHours: s.termsChangeMinHours,
        checkInOpensHours: s.checkInOpensHours,
        freeExtraDrivers: s.freeExtraDrivers,
        maxExtraDrivers: s.maxExtraDrivers,
        extraDriverPerDay: s.extraDriverPerDay,
        roadTaxElectric: s.roadTaxPerDay.electric,
        roadTaxHybrid: s.roadTaxPerDay.hybrid,
        dueNow: 'percent',
        dueNowPercent: 25,
        maxRentalDays: 90,
        horizonMonths: 24,
      },
    },
    locationDoc(tenant, 'kef'),
    locationDoc(tenant, 'rvk'),
    ...classes.flatMap((c, i) => [
      { _id: `rental.${tenant}.${c.id}`, _type: 'rental', rentalId: String(900 + i), name: c.name },
      {
        _id: `vehicleBase.${tenant}.${c.id}`,
        _type: 'vehicleBase',
        tenant,
        classId: c.id,
        name: c.name,
        // One class named differently in two languages: the names reach bookings.
        ...(c.id === 'golf'
          ? { localizedName: { _type: 'localeString', de: 'VW Golf Kombi', is: 'VW Golf skutbíll' } }
          : {}),
        rental: { _type: 'reference', _ref: `rental.${tenant}.${c.id}` },
        category: c.category,
        transmission: c.transmission,
        fuel: c.fuel,
        seats: c.seats,
        doors: c.doors,
        luggage: c.luggage,
        minDriverAge: c.minDriverAge,
        sortOrder: i,
        rates: { _type: 'rateTable', ...rateTableOf(c.rates) },
        units: [1, 2, 3].map((n) => ({
          _type: 'fleetUnit',
          _key: `u${n}`,
          plate: `${c.id.slice(0, 2).toUpperCase()}${tenant.slice(-4).toUpperCase()}${n}`.replace(
            /[^A-Z0-9]/g,
            '',
          ),
          locationId: 'kef',
          inService: true,
        })),
      },
    ]),
    ...SEED_INSURANCE.cars.map((c) => ({
      _id: `insuranceCover.${tenant}.${c.id}`,
      _type: 'insuranceCover',
      tenant,
      coverId: c.id,
      kind: c.kind,
      name: { _type: 'localeString', en: c.name },
      perDay: c.perDay,
      ...(c.kind === 'package' ? { excess: c.excess, deposit: c.deposit } : {}),
      includes: c.includes,
      sortOrder: c.sort,
    })),
    ...SEED_EXTRAS.cars.map((e) => ({
      _id: `rentalExtra.${tenant}.${e.id}`,
      _type: 'rentalExtra',
      tenant,
      extraId: e.id,
      // One extra named in more languages: they reach the booking rows (and its documents).
      name: {
        _type: 'localeString',
        en: e.name,
        ...(e.id === 'gps' ? { de: 'Navigationsgerät', is: 'Leiðsögutæki' } : {}),
      },
      pricing: e.pricing,
      price: e.price,
      maxQuantity: e.maxQuantity,
      sortOrder: e.sort,
    })),
  ];
}

const terms = (from: number, to: number) => ({
  pickupLocationId: 'kef',
  returnLocationId: 'kef',
  pickupTime: '12:00',
  returnTime: '12:00',
  pickupDate: daysFrom(new Date(), from),
  returnDate: daysFrom(new Date(), to),
});

describe.each(ENGINES)('the rental catalogue comes from content on %s', (engine) => {
  const tenant = `cat-${randomBytes(3).toString('hex')}`;
  const schema = `catalogue_${randomBytes(4).toString('hex')}`;
  let lake: Lake;
  let database: Database;
  let server: Awaited<ReturnType<typeof startBookingServer>>;
  let c: Client;

  beforeAll(async () => {
    // The lake delivers to the booking server's port, known before either starts.
    const port = await closedPort();
    lake = await startContentLake([contentWebhook(`http://127.0.0.1:${port}`)]);
    const tx = lake.client.transaction();
    for (const doc of catalogueDocs(tenant)) tx.createOrReplace(doc);
    await tx.commit();
    // An empty database: migrations only, no seed code.
    database =
      engine === 'postgres'
        ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema })
        : await openDatabase({ url: '', dataDir: 'memory' });
    server = await startBookingServer({
      port,
      database,
      sessionSecret: 'test-secret',
      storage: new MemoryStorage(),
      hosts: {},
      siteOrigins: {},
      contentWebhookSecret: WEBHOOK_SECRET,
      contentSource: {
        projectId: 'local',
        dataset: 'production',
        apiHost: lake.running.httpUrl,
        token: LAKE_TOKEN,
      },
    });
    c = client(server.url, tenant);
  });
  afterAll(async () => {
    await server?.close();
    await lake?.stop();
    if (engine === 'postgres') await database?.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await database?.close();
  });

  it('an empty database is bookable from the lake content on start', async () => {
    const search = await c.call('POST', '/search', terms(30, 34));
    expect(search.status).toBe(200);
    const ids = (search.body.offers ?? search.body.vehicles ?? []).map(
      (o: { classId?: string; id?: string }) => o.classId ?? o.id,
    );
    expect(ids.sort()).toEqual([...CLASSES].sort());
    const created = await c.call('POST', '/reservations', booking(terms(30, 34)), {
      'idempotency-key': randomBytes(8).toString('hex'),
    });
    expect(created.status).toBe(201);
    const catalogue = await c.call('GET', '/catalogue');
    expect(catalogue.body.vehicles.find((v: { id: string }) => v.id === 'golf')).toMatchObject({
      // Rental groups are numbered in the demo fleet's order: aygo 900, golf 901.
      rentalId: 901,
      minDriverAge: 20,
    });
    const names = await database.query<{ id: string; name: string; names: Record<string, string> }>(
      'SELECT id, name, names FROM extras WHERE tenant = $1 ORDER BY id',
      [tenant],
    );
    expect(names.find((row) => row.id === 'gps')).toMatchObject({
      name: SEED_EXTRAS.cars.find((e) => e.id === 'gps')?.name,
      names: {
        en: SEED_EXTRAS.cars.find((e) => e.id === 'gps')?.name,
        de: 'Navigationsgerät',
        is: 'Leiðsögutæki',
      },
    });
    // Locations and classes keep their names in every language the content has.
    const [kef] = await database.query<{ title: string; titles: Record<string, string> }>(
      "SELECT title, titles FROM locations WHERE tenant = $1 AND id = 'kef'",
      [tenant],
    );
    expect(kef).toEqual({
      title: 'Keflavik Airport',
      titles: {
        en: 'Keflavik Airport',
        de: 'Flughafen Keflavík',
        es: 'Aeropuerto de Keflavík',
        fr: 'Aéroport de Keflavík',
        is: 'Keflavíkurflugvöllur',
      },
    });
    const classNames = await database.query<{ id: string; name: string; names: Record<string, string> }>(
      'SELECT id, name, names FROM vehicle_classes WHERE tenant = $1 ORDER BY id',
      [tenant],
    );
    expect(classNames).toEqual([
      { id: 'aygo', name: 'Toyota Aygo X', names: {} },
      { id: 'golf', name: 'Volkswagen Golf', names: { de: 'VW Golf Kombi', is: 'VW Golf skutbíll' } },
    ]);
  });

  it('a published rate change reaches a new quote within 5 s and leaves an existing reservation as sold', async () => {
    // Low season (January), four days: the base tier.
    const year = new Date().getUTCFullYear() + 1;
    const from = `${year}-01-10`;
    const to = `${year}-01-14`;
    const period = {
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupTime: '12:00',
      returnTime: '12:00',
      pickupDate: from,
      returnDate: to,
    };
    const quote = async () =>
      (await c.call('POST', '/quote', { ...period, classId: 'golf' })).body.price?.rentalPrice as number;
    const before = await quote();
    const created = await c.call('POST', '/reservations', booking(period), {
      'idempotency-key': randomBytes(8).toString('hex'),
    });
    expect(created.status).toBe(201);
    const sold = await database.query<{ total: number; price: { rentalPrice: number } }>(
      'SELECT total, price FROM reservations WHERE id = $1',
      [created.body.reservation.id],
    );

    const golf = catalogueDocs(tenant).find((d) => d._id === `vehicleBase.${tenant}.golf`) as Record<
      string,
      unknown
    >;
    const raised = {
      ...golf,
      rates: {
        _type: 'rateTable',
        kind: 'daily',
        seasons: [
          {
            _type: 'rateSeason',
            _key: 'l',
            season: 'low',
            tiers: [{ _type: 'rateTier', _key: 'a', minDays: 1, perDay: 20000 }],
          },
          {
            _type: 'rateSeason',
            _key: 'h',
            season: 'high',
            tiers: [{ _type: 'rateTier', _key: 'a', minDays: 1, perDay: 30000 }],
          },
        ],
      },
    };
    await lake.client.createOrReplace(raised as unknown as { _id: string; _type: string });
    const took = await within(5_000, async () => (await quote()) === 4 * 20000);
    console.log(`a published rate reached a new quote in ${took} ms (${engine}); before ${before}`);
    expect(before).not.toBe(4 * 20000);
    const after = await database.query<{ total: number; price: { rentalPrice: number } }>(
      'SELECT total, price FROM reservations WHERE id = $1',
      [created.body.reservation.id],
    );
    expect(after[0]).toEqual(sold[0]);
    expect(after[0]?.price.rentalPrice).toBe(before);
  });

  it('a retired extra disappears from new quotes while the bookings that have it keep it', async () => {
    const period = terms(40, 43);
    const withGps = { ...booking(period), options: { extras: [{ id: 'gps', quantity: 1 }] } };
    const created = await c.call('POST', '/reservations', withGps, {
      'idempotency-key': randomBytes(8).toString('hex'),
    });
    expect(created.status).toBe(201);
    const gps = catalogueDocs(tenant).find((d) => d._id === `rentalExtra.${tenant}.gps`) as {
      _id: string;
      _type: string;
    };
    await lake.client.createOrReplace({ ...gps, retired: true });
    await within(5_000, async () => {
      const q = await c.call('POST', '/quote', {
        ...period,
        classId: 'golf',
        options: { extras: [{ id: 'gps', quantity: 1 }] },
      });
      return q.body.code === 'unknown_extra';
    });
    const catalogue = await c.call('GET', '/catalogue');
    expect(catalogue.body.extras.map((e: { id: string }) => e.id)).not.toContain('gps');
    const kept = await database.query<{ price: { breakdown: { extras: { id: string }[] } } }>(
      'SELECT price FROM reservations WHERE id = $1',
      [created.body.reservation.id],
    );
    expect(kept[0]?.price.breakdown.extras.map((e) => e.id)).toContain('gps');
    // Deleting the document retires it too: the row stays for the bookings that name it.
    await lake.client.delete(gps._id);
    const rows = await database.query<{ active: boolean }>(
      'SELECT active FROM extras WHERE tenant = $1 AND id = $2',
      [tenant, 'gps'],
    );
    expect(rows).toEqual([{ active: false }]);
  });

  it('refuses malformed tables: the webhook answers 422 and the copy keeps its prices', async () => {
    const golf = catalogueDocs(tenant).find((d) => d._id === `vehicleBase.${tenant}.aygo`) as Record<
      string,
      unknown
    >;
    const quote = async () =>
      (await c.call('POST', '/quote', { ...terms(50, 53), classId: 'aygo' })).body.price
        ?.rentalPrice as number;
    const before = await quote();
    const bad = (seasons: unknown[]) => ({ ...golf, rates: { _type: 'rateTable', kind: 'daily', seasons } });
    const tier = (minDays: number, perDay: number) => ({
      _type: 'rateTier',
      _key: `t${minDays}`,
      minDays,
      perDay,
    });
    const cases = [
      // A ladder without a base tier.
      bad([
        { _key: 'l', season: 'low', tiers: [tier(3, 5000)] },
        { _key: 'h', season: 'high', tiers: [tier(1, 9000)] },
      ]),
      // Overlapping seasons.
      bad([
        { _key: 'l', season: 'low', tiers: [tier(1, 5000)] },
        { _key: 'h', season: 'high', tiers: [tier(1, 9000)] },
        { _key: 'h2', season: 'high', tiers: [tier(1, 9500)] },
      ]),
      // A negative price.
      bad([
        { _key: 'l', season: 'low', tiers: [tier(1, -5000)] },
        { _key: 'h', season: 'high', tiers: [tier(1, 9000)] },
      ]),
    ];
    for (const doc of cases) {
      // What the webhook route answers 422 for: the delivery's body does not validate.
      const parsed = parseContentEvent({
        operation: 'update',
        _updatedAt: new Date().toISOString(),
        ...doc,
        rentalRef: 'rental.x',
      });
      expect(parsed.success).toBe(false);
      await lake.client.createOrReplace(doc as unknown as { _id: string; _type: string });
    }
    // A good edit after them shows the deliveries went through in order and the bad ones changed nothing.
    const marker = { ...golf, name: 'Toyota Aygo X (checked)' };
    await lake.client.createOrReplace(marker as unknown as { _id: string; _type: string });
    await within(5_000, async () =>
      ((await c.call('GET', '/catalogue')).body.vehicles as { id: string; name: string }[]).some(
        (v) => v.id === 'aygo' && v.name === 'Toyota Aygo X (checked)',
      ),
    );
    expect(await quote()).toBe(before);
    const log = await fetch(`${lake.running.httpUrl}/v1/webhooks/deliveries`, {
      headers: { authorization: `Bearer ${LAKE_TOKEN}` },
    }).catch(() => null);
    void log;
  });
});
