import type { BrowserContext } from '@playwright/test';
import { SEED_PROMOS } from '../../booking/seed/fleet.ts';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const host = (tenant: string) => `http://${tenant}.localhost:${port}`;

/** The running seed promotions (scripts/seed uses the booking seed's codes valid today). */
export const PROMO_CODES = { cars: 'VEGUR10', campers: 'CAMP15' } as const;

/**
 * A visitor who already dismissed the seed promotions and made a cookie choice: the promotion
 * popup (a modal dialog that opens on its own) and the consent banner stay out of
 * the way of tests about something else. Call before the first navigation.
 */
export async function quietShell(context: BrowserContext): Promise<void> {
  const codes = Object.fromEntries(
    Object.entries(SEED_PROMOS).map(([tenant, promos]) => [tenant, promos.map((p) => p.code)]),
  );
  await context.addInitScript((hidden: Record<string, string[]>) => {
    try {
      for (const [tenant, list] of Object.entries(hidden)) {
        if (!localStorage.getItem(`${tenant}-hide-coupon`))
          localStorage.setItem(`${tenant}-hide-coupon`, JSON.stringify(list));
      }
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, codes);
  await context.addCookies(
    ['localhost', 'cars.localhost', 'campers.localhost', 'lease.localhost'].map((domain) => ({
      name: 'vegur-consent',
      value: 'v1%3A',
      domain,
      path: '/',
    })),
  );
}
