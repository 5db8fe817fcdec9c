import { expect, test } from './page-ready.ts';

// Against the running site: what used to answer 500.

test('a malformed %-escape in a path is a 400 page in the visitor language', async ({ request }) => {
  const en = await request.get('/%ff/', { maxRedirects: 0 });
  expect(en.status()).toBe(400);
  expect(await en.text()).toContain('This address is not valid');
  const de = await request.get('/de/%E0%A4%A/', { maxRedirects: 0 });
  expect(de.status()).toBe(400);
  const html = await de.text();
  expect(html).toContain('lang="de"');
  expect(html).toContain('Diese Adresse ist ungültig');
});

test('server actions with deeply nested or malformed arguments are a quick 400, never a 500', async ({
  request,
}) => {
  const headers = {
    'next-action': '7f00000000000000000000000000000000000000aa',
    'content-type': 'text/plain;charset=UTF-8',
  };
  for (const data of [
    '['.repeat(100_000),
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    'not json',
    '{"a":1}',
  ]) {
    const started = Date.now();
    const res = await request.post('/reservation/find/', { headers, data, maxRedirects: 0 });
    expect(res.status(), data.slice(0, 20)).toBe(400);
    expect((await res.json()).code).toBe('malformed_action');
    expect(Date.now() - started).toBeLessThan(2_000);
  }
  // Deep JSON on the booking API under the site: the same 400 as on the standalone server.
  const api = await request.post('/functions/v1/search', {
    headers: { 'content-type': 'application/json' },
    // A Buffer goes out as is (a string would be JSON-encoded by Playwright).
    data: Buffer.from('['.repeat(20_000)),
  });
  expect([api.status(), (await api.json()).code]).toEqual([400, 'too_deeply_nested']);
});

test('reservation lookups on the site count per visitor: guessing is stopped, the owner is not locked out', async ({
  request,
}) => {
  // Without TRUST_PROXY the site takes the single X-Forwarded-For address Next keeps (the socket's
  // when the client sends none); here each "visitor" names its own.
  const as = (ip: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': ip });
  const catalogue = await (await request.get('/functions/v1/catalogue')).json();
  const start = new Date(Date.now() + 40 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const email = `owner-${Date.now()}@example.com`;
  let reference = '';
  for (const vehicle of catalogue.vehicles as { id: string }[]) {
    const created = await request.post('/functions/v1/reservations', {
      headers: { ...as('192.0.2.44'), 'idempotency-key': `e2e-abuse-${Date.now()}-${vehicle.id}` },
      data: {
        classId: vehicle.id,
        pickupLocationId: 'kef',
        returnLocationId: 'kef',
        pickupDate: day(start),
        pickupTime: '12:00',
        returnDate: day(new Date(start.getTime() + 3 * 86_400_000)),
        returnTime: '12:00',
        customer: { firstName: 'Anna', lastName: 'Jónsdóttir', email, phone: '5551234', country: 'IS' },
        mainDriver: { isCustomer: 'Yes' },
      },
    });
    if (created.status() === 201) {
      reference = (await created.json()).reservation.reference;
      break;
    }
  }
  expect(reference).not.toBe('');
  const find = (ip: string, ref: string, mail: string) =>
    request.post('/functions/v1/reservations/find', {
      headers: as(ip),
      data: { reference: ref, email: mail },
    });
  const guesser = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++)
    statuses.push((await find(guesser, `ABCD-EF${'GHJK'[i % 4]}${i}`, 'x@example.com')).status());
  expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  for (let i = 0; i < 9; i++)
    expect((await find(`198.51.100.${i + 1}`, reference, `t${i}@example.com`)).status()).toBe(404);
  expect((await find('192.0.2.44', reference, email)).status()).toBe(200);
});
