import { newReference } from '../../booking/rules/reference.ts';
import { expect, test } from './page-ready.ts';
import { expectAccessible, placeReservation } from './reservation-fixtures.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => quietShell(context));

test('cars in English: the reference and e-mail address open the overview; a wrong answer gets one message', async ({
  page,
  browser,
}) => {
  const placed = await placeReservation(page, { pickupInHours: 24 * 12, email: 'find.me@example.com' });

  // Another browser: no session yet, so the overview sends it to Find.
  const context = await browser.newContext();
  await quietShell(context);
  const visitor = await context.newPage();
  await visitor.goto(`${host('cars')}/reservation/`);
  await expect(visitor).toHaveURL(/\/reservation\/find\/$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Find your reservation' })).toBeVisible();
  await expectAccessible(visitor, 'Find');

  const generic =
    'We could not find a reservation with these details. Check the booking reference and the e-mail address or last name and try again.';
  await visitor.getByLabel('Booking reference').fill(placed.reference);
  await visitor.getByLabel('E-mail address or last name').fill('someone.else@example.com');
  await visitor.getByRole('button', { name: 'Find reservation' }).click();
  await expect(visitor.getByTestId('find-form').getByRole('alert')).toHaveText(generic);
  // What was typed stays, and the message has focus for screen readers.
  await expect(visitor.getByLabel('Booking reference')).toHaveValue(placed.reference);
  await expect(visitor.getByTestId('find-form').getByRole('alert')).toBeFocused();
  await expectAccessible(visitor, 'Find with an error');

  // A wrong reference gets the very same message: nothing tells which part was wrong.
  await visitor.getByLabel('Booking reference').fill(newReference());
  await visitor.getByLabel('E-mail address or last name').fill('find.me@example.com');
  await visitor.getByRole('button', { name: 'Find reservation' }).click();
  await expect(visitor.getByTestId('find-form').getByRole('alert')).toHaveText(generic);
  // The first answer's message says the same, so wait for this answer: it moves focus from the
  // button back to the message. (Typing before it came was reset to this submission's values when
  // it arrived, and the next search sent those: a CI flake on 2026-11-28.)
  await expect(visitor.getByTestId('find-form').getByRole('alert')).toBeFocused();

  await visitor.getByLabel('Booking reference').fill(placed.reference.toLowerCase());
  await visitor.getByLabel('E-mail address or last name').fill('Find.Me@example.com');
  await visitor.getByRole('button', { name: 'Find reservation' }).click();
  await expect(visitor).toHaveURL(/\/reservation\/$/);
  await expect(visitor.getByTestId('reservation-reference')).toHaveText(placed.reference);
  await expect(visitor.getByTestId('reservation-status')).toHaveText('Confirmed');
  await expectAccessible(visitor, 'Overview');

  // Signing out ends the session: the overview is closed again.
  await visitor.getByRole('button', { name: 'Sign out of this reservation' }).click();
  await expect(visitor).toHaveURL(/\/reservation\/find\/$/);
  await visitor.goto(`${host('cars')}/reservation/`);
  await expect(visitor).toHaveURL(/\/reservation\/find\/$/);
  await context.close();
});

test('campers in German: the last name finds the reservation; guessing is stopped with a wait in minutes', async ({
  page,
  browser,
}) => {
  const placed = await placeReservation(page, {
    tenant: 'campers',
    pickupInHours: 24 * 20,
    locale: 'de',
    lastName: 'Müller-Lüdenscheidt',
  });
  // A visitor of its own (the site counts wrong guesses per client address): runs of
  // this test within a quarter of an hour do not share one budget.
  const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  await quietShell(context);
  const visitor = await context.newPage();
  await visitor.goto(`${host('campers')}/de/reservation/find/`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Reservierung finden' })).toBeVisible();
  await visitor.getByLabel('Buchungsnummer').fill(placed.reference);
  await visitor.getByLabel('E-Mail-Adresse oder Nachname').fill('müller-lüdenscheidt');
  await visitor.getByRole('button', { name: 'Reservierung finden' }).click();
  await expect(visitor).toHaveURL(/\/de\/reservation\/$/);
  await expect(visitor.getByTestId('reservation-reference')).toHaveText(placed.reference);
  await expect(visitor.getByTestId('reservation-status')).toHaveText('Bestätigt');
  await expectAccessible(visitor, 'Übersicht');

  // Eight tries per reference in a quarter of an hour; the ninth is told how long to wait.
  const target = newReference();
  await visitor.goto(`${host('campers')}/de/reservation/find/`);
  for (let i = 0; i < 9; i++) {
    await visitor.getByLabel('Buchungsnummer').fill(target);
    await visitor.getByLabel('E-Mail-Adresse oder Nachname').fill(`rate${i}@example.com`);
    await visitor.getByRole('button', { name: 'Reservierung finden' }).click();
    await expect(visitor.getByTestId('find-form').getByRole('alert')).toHaveAttribute(
      'data-error',
      i < 8 ? 'notFound' : 'rateLimited',
    );
    // This try's answer, not the last one's (see above): it moves focus back to the message.
    await expect(visitor.getByTestId('find-form').getByRole('alert')).toBeFocused();
  }
  await expect(visitor.getByTestId('find-form').getByRole('alert')).toHaveText(
    /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/,
  );
  await expectAccessible(visitor, 'Finden, gesperrt');
  await context.close();
});

test('the signed manage link of the e-mail opens the overview in any browser; an altered one leads to Find', async ({
  page,
  browser,
}) => {
  const placed = await placeReservation(page, { tenant: 'campers', pickupInHours: 24 * 25, locale: 'fr' });
  expect(placed.manageUrl).toMatch(/\/functions\/v1\/reservation\/open\?token=.+&locale=fr$/);
  const link = new URL(placed.manageUrl ?? '');
  const context = await browser.newContext();
  await quietShell(context);
  const phone = await context.newPage();
  await phone.goto(`${host('campers')}${link.pathname}${link.search}`);
  await expect(phone).toHaveURL(/\/fr\/reservation\/$/);
  await expect(phone.getByTestId('reservation-reference')).toHaveText(placed.reference);
  await expect(phone.getByRole('heading', { level: 1, name: 'Votre réservation' })).toBeVisible();

  const altered = new URLSearchParams(link.search);
  altered.set('token', `${altered.get('token')?.slice(0, -3)}xyz`);
  await context.clearCookies({ name: 'vegur_reservation' });
  await phone.goto(`${host('campers')}${link.pathname}?${altered}`);
  await expect(phone).toHaveURL(/\/fr\/reservation\/find\/\?link=expired$/);
  await expect(phone.getByRole('status').filter({ hasText: 'Ce lien a expiré' })).toBeVisible();
  await expectAccessible(phone, 'Retrouver, lien expiré');
  await context.close();
});

test('a second try typed while the first is being checked stays as typed when the answer comes', async ({
  browser,
}) => {
  // React resets a form whose action is a function when the answer arrives; the fields used to go
  // back to the first try's values, and the next search sent those.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  await quietShell(context);
  const visitor = await context.newPage();
  await visitor.goto(`${host('cars')}/reservation/find/`);
  let release = () => {};
  const answer = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route('**/reservation/find/', async (route) => {
    if (route.request().method() === 'POST') await answer;
    await route.continue();
  });
  const reference = visitor.getByLabel('Booking reference');
  const owner = visitor.getByLabel('E-mail address or last name');
  await reference.fill('VG-FIRST1');
  await owner.fill('first.try@example.com');
  await visitor.getByTestId('find-submit').click();
  await expect(visitor.getByTestId('find-submit')).toBeDisabled();
  const second = newReference();
  await reference.fill(second);
  await owner.fill('second.try@example.com');
  release();
  await expect(visitor.getByTestId('find-form').getByRole('alert')).toBeFocused();
  await expect(visitor.getByTestId('find-submit')).toBeEnabled();
  await expect(reference).toHaveValue(second);
  await expect(owner).toHaveValue('second.try@example.com');
  await context.close();
});
