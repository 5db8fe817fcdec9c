import { z } from 'zod';

/**
 * Every route of the site, without the language prefix, with the named checks that run
 * before it opens. The proxy and the sitemap read this table; pages read their title key.
 */
export type RouteId =
  | 'home'
  | 'content'
  | 'bookError'
  | 'bookVehicles'
  | 'bookOptions'
  | 'bookDetails'
  | 'bookContract'
  | 'bookPayment'
  | 'bookConfirmation'
  | 'reservationFind'
  | 'reservation'
  | 'reservationCancel'
  | 'reservationRefund'
  | 'editTerms'
  | 'editDetails'
  | 'editOptions'
  | 'editPayment'
  | 'checkinStart'
  | 'checkinDetails'
  | 'checkinOptions'
  | 'checkinPayment'
  | 'checkinContract'
  | 'checkinSignature'
  | 'inspectionPickup'
  | 'inspectionReturn'
  | 'inspectionReport';

export interface RouteDef {
  id: RouteId;
  /** Path with trailing slash and without language prefix; the content route has none. */
  path: string | null;
  checks: readonly string[];
  /** Listed in the sitemap (pages a visitor can land on without state). */
  public: boolean;
}

const SESSION = 'session';
const BOOKING_SEARCH = 'booking-search';
const RESERVATION = 'reservation';

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '/', checks: [SESSION], public: true },
  { id: 'bookError', path: '/book/error/', checks: [], public: false },
  { id: 'bookVehicles', path: '/book/vehicles/', checks: [SESSION], public: true },
  { id: 'bookOptions', path: '/book/options/', checks: [SESSION, BOOKING_SEARCH], public: false },
  { id: 'bookDetails', path: '/book/details/', checks: [SESSION, BOOKING_SEARCH], public: false },
  { id: 'bookContract', path: '/book/contract/', checks: [SESSION, BOOKING_SEARCH], public: false },
  { id: 'bookPayment', path: '/book/payment/', checks: [SESSION, BOOKING_SEARCH], public: false },
  // After payment the booking is a reservation: its session cookie, not the search, opens the page.
  { id: 'bookConfirmation', path: '/book/confirmation/', checks: [SESSION, RESERVATION], public: false },
  { id: 'reservationFind', path: '/reservation/find/', checks: [SESSION], public: true },
  { id: 'reservation', path: '/reservation/', checks: [SESSION, RESERVATION], public: false },
  { id: 'reservationCancel', path: '/reservation/cancel/', checks: [SESSION, RESERVATION], public: false },
  { id: 'reservationRefund', path: '/reservation/refund/', checks: [SESSION, RESERVATION], public: false },
  { id: 'editTerms', path: '/reservation/edit/terms/', checks: [SESSION, RESERVATION], public: false },
  { id: 'editDetails', path: '/reservation/edit/details/', checks: [SESSION, RESERVATION], public: false },
  { id: 'editOptions', path: '/reservation/edit/options/', checks: [SESSION, RESERVATION], public: false },
  { id: 'editPayment', path: '/reservation/edit/payment/', checks: [SESSION, RESERVATION], public: false },
  { id: 'checkinStart', path: '/reservation/checkin/start/', checks: [SESSION, RESERVATION], public: false },
  {
    id: 'checkinDetails',
    path: '/reservation/checkin/details/',
    checks: [SESSION, RESERVATION],
    public: false,
  },
  {
    id: 'checkinOptions',
    path: '/reservation/checkin/options/',
    checks: [SESSION, RESERVATION],
    public: false,
  },
  {
    id: 'checkinPayment',
    path: '/reservation/checkin/payment/',
    checks: [SESSION, RESERVATION],
    public: false,
  },
  {
    id: 'checkinContract',
    path: '/reservation/checkin/contract/',
    checks: [SESSION, RESERVATION],
    public: false,
  },
  { id: 'checkinSignature', path: '/reservation/checkin/signature/', checks: [], public: false },
  // The car inspection at pickup and return, and the report comparing them (reservation session).
  {
    id: 'inspectionPickup',
    path: '/reservation/inspection/pickup/',
    checks: [SESSION, RESERVATION],
    public: false,
  },
  {
    id: 'inspectionReturn',
    path: '/reservation/inspection/return/',
    checks: [SESSION, RESERVATION],
    public: false,
  },
  {
    id: 'inspectionReport',
    path: '/reservation/inspection/report/',
    checks: [SESSION, RESERVATION],
    public: false,
  },
  { id: 'content', path: null, checks: [SESSION], public: false },
];

const byPath = new Map(ROUTES.filter((r) => r.path).map((r) => [r.path as string, r]));
const CONTENT = ROUTES.find((r) => r.id === 'content') as RouteDef;

export function routeById(id: RouteId): RouteDef {
  return ROUTES.find((r) => r.id === id) as RouteDef;
}

/** Content slugs as editors create them in the Studio: lowercase words joined by dashes. */
const slugSegment = z
  .string()
  .min(1)
  .max(96)
  .regex(/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/);
export const contentSlugSchema = z.array(slugSegment).min(1).max(8);

export type RouteMatch =
  | { route: RouteDef; params: Record<string, never> }
  | { route: RouteDef; params: { slug: string[] } }
  | { route: RouteDef; invalid: true };

/**
 * Matches a decoded path (language prefix removed, trailing slash present). Fixed routes win;
 * everything else is the catch-all content route, whose slug must validate.
 */
export function matchRoute(path: string): RouteMatch {
  const fixed = byPath.get(path);
  if (fixed) return { route: fixed, params: {} };
  const segments = path.split('/').filter(Boolean);
  const parsed = contentSlugSchema.safeParse(segments);
  if (!parsed.success) return { route: CONTENT, invalid: true };
  return { route: CONTENT, params: { slug: parsed.data } };
}
