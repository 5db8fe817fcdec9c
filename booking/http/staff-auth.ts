import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { StaffMember } from '../../domain/index.ts';
import { BookingError } from '../errors.ts';

/**
 * Who is calling a staff endpoint. Studio users bring their own content-lake credentials (the
 * bearer token the Studio itself uses against the lake); the booking service asks the lake who
 * that is (`/users/me`) and lets administrators and editors in. Scripts keep using
 * BOOKING_ADMIN_TOKEN. No shared secret ever reaches a browser.
 */
export type { StaffMember } from '../../domain/index.ts';

import { SANITY_API_VERSION } from '../../domain/content-api.ts';

/**
 * A staff member (Studio login with an editor role or up, or BOOKING_ADMIN_TOKEN), or a 401/403.
 * Takes any request context that can name its staff member (the router's Context does), so this
 * module needs nothing of the router's.
 */
export const requireAdmin = (ctx: { staff(): Promise<StaffMember> }): Promise<StaffMember> => ctx.staff();

/** Roles that may act on bookings; custom hosted-Sanity roles are not staff unless listed here. */
export const STAFF_ROLES: ReadonlySet<string> = new Set(['administrator', 'editor']);

export interface StaffAuthOptions {
  /** The content lake's API root as the server reaches it (`http://127.0.0.1:3333`, or hosted). */
  lakeUrl?: string;
  /** Sent as X-Sanity-Project-ID (the local lake and `useProjectHostname: false` hosts need it). */
  projectId?: string;
  /** How long a verified (or refused) credential is trusted without asking the lake again. */
  cacheMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

const LakeUser = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  email: z.string().nullish(),
  role: z.string().nullish(),
  roles: z.array(z.object({ name: z.string() })).nullish(),
});

// Printable ASCII only: a header the lake would refuse anyway is refused here with a clear message.
const BearerHeader = z
  .string()
  .regex(/^Bearer [\x21-\x7e]{8,2048}$/i, 'Send "Authorization: Bearer <your content-lake token>"');

const sha256 = (value: string) => createHash('sha256').update(value).digest();

type Verdict = { ok: true; member: StaffMember } | { ok: false; error: BookingError };

/** A known content-lake user whose role may not act on bookings (403); `who` goes to the audit log. */
export class StaffRoleRefused extends BookingError {
  constructor(
    readonly who: StaffMember,
    roles: string[],
  ) {
    super(
      'staff_forbidden',
      `Your content-lake role (${roles.join(', ') || 'none'}) cannot act on bookings: an administrator or editor can`,
      403,
    );
  }
}

/** The API root the booking service asks: LAKE_URL-style env first, then hosted Sanity's. */
export function staffAuthFromEnv(env: NodeJS.ProcessEnv = process.env): StaffAuthOptions {
  const projectId = env.SANITY_PROJECT_ID || 'local';
  const lakeUrl =
    env.BOOKING_STAFF_LAKE_URL ||
    env.SANITY_API_HOST ||
    (projectId !== 'local' ? `https://${projectId}.api.sanity.io` : undefined);
  return { lakeUrl, projectId };
}

export class StaffAuth {
  private readonly adminTokenHash: Buffer | undefined;
  private readonly cache = new Map<string, { verdict: Verdict; until: number }>();
  private readonly cacheMs: number;
  private readonly fetcher: typeof fetch;

  constructor(
    adminToken: string | undefined,
    private readonly options: StaffAuthOptions,
  ) {
    this.adminTokenHash = adminToken ? sha256(adminToken) : undefined;
    // Short: a user demoted or logged out in the lake loses access within this time.
    this.cacheMs = options.cacheMs ?? 30_000;
    this.fetcher = options.fetch ?? fetch;
  }

  /** The staff member behind an Authorization header, or a 401/403/503 BookingError. */
  async verify(authorization: string | null, now = Date.now()): Promise<StaffMember> {
    if (!authorization) {
      throw new BookingError(
        'staff_login_required',
        'Staff endpoints need your content-lake login: send "Authorization: Bearer <token>" (the Operations tool in the Studio does this)',
        401,
      );
    }
    const parsed = BearerHeader.safeParse(authorization.trim());
    if (!parsed.success) {
      throw new BookingError('staff_login_invalid', parsed.error.issues[0]?.message ?? 'Bad header', 401);
    }
    const secret = parsed.data.slice('Bearer '.length);
    const digest = sha256(secret);
    if (this.adminTokenHash && timingSafeEqual(digest, this.adminTokenHash)) {
      return {
        id: 'booking-admin-token',
        name: 'BOOKING_ADMIN_TOKEN',
        email: null,
        role: 'administrator',
        via: 'token',
      };
    }
    const key = digest.toString('hex');
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return unwrap(cached.verdict);
    const verdict = await this.askLake(secret);
    // Outages are not cached: the next call asks again.
    if (verdict.ok || verdict.error.status !== 503) {
      if (this.cache.size > 5_000) this.cache.clear();
      this.cache.set(key, { verdict, until: now + this.cacheMs });
    }
    return unwrap(verdict);
  }

  private async askLake(token: string): Promise<Verdict> {
    const base = this.options.lakeUrl?.replace(/\/$/, '');
    if (!base) {
      // Without a lake only BOOKING_ADMIN_TOKEN can be checked, and this is not it.
      return {
        ok: false,
        error: new BookingError(
          'staff_login_invalid',
          'Unknown staff token (this booking service checks no content-lake logins: set SANITY_API_HOST or BOOKING_STAFF_LAKE_URL)',
          401,
        ),
      };
    }
    let response: Response;
    try {
      response = await this.fetcher(`${base}/v${SANITY_API_VERSION}/users/me`, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(this.options.projectId ? { 'x-sanity-project-id': this.options.projectId } : {}),
        },
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      return {
        ok: false,
        error: new BookingError(
          'staff_auth_unavailable',
          'The content lake could not be reached to check your login',
          503,
        ),
      };
    }
    if (response.status === 401 || response.status === 403) {
      return {
        ok: false,
        error: new BookingError(
          'staff_login_invalid',
          'The content lake does not accept this login (expired or logged out): log in to the Studio again',
          401,
        ),
      };
    }
    if (!response.ok) {
      return {
        ok: false,
        error: new BookingError(
          'staff_auth_unavailable',
          `The content lake answered ${response.status} when checking your login`,
          503,
        ),
      };
    }
    const user = LakeUser.safeParse(await response.json().catch(() => null));
    // Hosted Sanity answers `{}` for an unknown token on some API versions.
    if (!user.success) {
      return {
        ok: false,
        error: new BookingError('staff_login_invalid', 'The content lake knows no user for this login', 401),
      };
    }
    const roles = [
      ...new Set(
        [user.data.role, ...(user.data.roles ?? []).map((r) => r.name)].filter((r) => typeof r === 'string'),
      ),
    ] as string[];
    const role = roles.includes('administrator') ? 'administrator' : roles.find((r) => STAFF_ROLES.has(r));
    if (!role) {
      const who: StaffMember = {
        id: user.data.id,
        name: user.data.name || user.data.email || user.data.id,
        email: user.data.email ?? null,
        role: roles.join(', ') || 'none',
        via: 'lake',
      };
      return { ok: false, error: new StaffRoleRefused(who, roles) };
    }
    return {
      ok: true,
      member: {
        id: user.data.id,
        name: user.data.name || user.data.email || user.data.id,
        email: user.data.email ?? null,
        role,
        via: 'lake',
      },
    };
  }
}

function unwrap(verdict: Verdict): StaffMember {
  if (verdict.ok) return verdict.member;
  throw verdict.error;
}

/** Origins allowed to call staff endpoints from a browser: the Studio's. */
export function parseStaffOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}

const STAFF_PATH = /^\/(staff|admin)(\/|$)/;

/** CORS for the staff paths only: the public API stays same-origin. */
export function staffCors(path: string, request: Request, origins: readonly string[]): Headers | null {
  if (!STAFF_PATH.test(path)) return null;
  const origin = request.headers.get('origin');
  if (!origin || !origins.includes(origin)) return null;
  return new Headers({
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  });
}
