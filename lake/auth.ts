import { createHash, randomBytes, randomUUID, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from './errors.ts';
import type { Store } from './store.ts';
import { FailureThrottle } from './throttle.ts';

export const ROLES = ['viewer', 'editor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];
const ROLE_RANK: Record<Role, number> = { viewer: 1, editor: 2, administrator: 3 };
const ROLE_TITLES: Record<Role, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  administrator: 'Administrator',
};

export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'user'; id: string; name: string; email: string; role: Role; sessionId?: string }
  | { kind: 'token'; id: string; name: string; role: Role };

export const ANONYMOUS: Principal = { kind: 'anonymous' };

export const hasRole = (p: Principal, role: Role): boolean =>
  p.kind !== 'anonymous' && ROLE_RANK[p.role] >= ROLE_RANK[role];

/** The author recorded on transactions and shown as `identity` on listener events. */
export const identityOf = (p: Principal): string => (p.kind === 'anonymous' ? '' : p.id);

export function describeUser(p: Exclude<Principal, { kind: 'anonymous' }>): Record<string, unknown> {
  return {
    id: p.id,
    name: p.name,
    email: p.kind === 'user' ? p.email : undefined,
    profileImage: null,
    role: p.role,
    roles: [{ name: p.role, title: ROLE_TITLES[p.role] }],
    provider: p.kind === 'user' ? 'local' : 'token',
    isRobot: p.kind === 'token',
  };
}

/** Grants in the shape of Sanity's dataset ACL endpoint; the Studio evaluates the filters itself. */
export function grantsFor(p: Principal): { filter: string; permissions: string[] }[] {
  if (p.kind === 'anonymous') return [{ filter: '_id in path("*")', permissions: ['read'] }];
  if (p.role === 'viewer') return [{ filter: '_id in path("**")', permissions: ['history', 'read'] }];
  const permissions = ['create', 'history', 'read', 'update'];
  if (p.role === 'administrator') permissions.push('manage');
  return [{ filter: '_id in path("**")', permissions }];
}

const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function randomToken(prefix: string, length: number): string {
  let out = prefix;
  for (const b of randomBytes(length)) out += TOKEN_ALPHABET[b % TOKEN_ALPHABET.length];
  return out;
}

function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** scrypt on libuv's thread pool: 30-odd ms per guess must not stall every other request. */
async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  const valid = scheme === 'scrypt' && Boolean(salt) && Boolean(hash);
  const expected = Buffer.from(valid ? (hash ?? '') : (DUMMY_HASH.split('$')[2] ?? ''), 'base64');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(valid ? (salt ?? '') : '', 'base64'), expected.length, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
  return valid && timingSafeEqual(actual, expected);
}

export const newUserInput = z.object({
  email: z.string().email().max(200),
  name: z.string().min(1).max(200),
  role: z.enum(ROLES),
  password: z.string().min(8).max(200),
});

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  password_hash: string;
}

interface TokenRow {
  id: string;
  label: string;
  role: string;
  user_id: string | null;
  kind: string;
  expires_at: string | null;
}

const SESSION_DAYS = 30;
const SID_TTL_MS = 60_000;

/** Users, API tokens and login sessions; secrets are stored only as hashes. */
export class Auth {
  private readonly adminTokenHash: Buffer | undefined;
  // Login hand-over codes live for a minute and only in memory: the Studio exchanges the code
  // (`#sid=`) for a token right after the redirect.
  private readonly sids = new Map<string, { token: string; expires: number }>();
  /** Failed logins per client address and per account (e-mail), checked before any hashing. */
  readonly loginFailuresByClient = new FailureThrottle(20, 10 * 60_000);
  readonly loginFailuresByAccount = new FailureThrottle(10, 15 * 60_000);

  constructor(
    private readonly store: Store,
    adminToken: string | undefined,
  ) {
    this.adminTokenHash = adminToken ? sha256(adminToken) : undefined;
  }

  addUser(input: z.infer<typeof newUserInput>): { id: string } {
    const parsed = newUserInput.parse(input);
    const id = `u${randomToken('', 9)}`;
    this.store.db
      .prepare(
        'INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        parsed.email.toLowerCase(),
        parsed.name,
        parsed.role,
        hashPassword(parsed.password),
        new Date().toISOString(),
      );
    return { id };
  }

  /** A user without a usable password, for the labelled development auto-login. */
  ensureDevUser(): string {
    const email = 'developer@lake.local';
    const row = this.store.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as
      | { id: string }
      | undefined;
    if (row) return row.id;
    const id = 'udevlocal';
    this.store.db
      .prepare(
        'INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(id, email, 'Local developer (auto-login)', 'administrator', '!', new Date().toISOString());
    return id;
  }

  listUsers(): { id: string; email: string; name: string; role: string }[] {
    return this.store.db
      .prepare('SELECT id, email, name, role FROM users ORDER BY created_at')
      .all() as unknown as {
      id: string;
      email: string;
      name: string;
      role: string;
    }[];
  }

  userById(id: string): Principal | undefined {
    const row = this.store.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    if (!row) return undefined;
    return { kind: 'user', id: row.id, name: row.name, email: row.email, role: row.role as Role };
  }

  /** Checks a password; always runs scrypt so timing does not reveal whether the e-mail exists. */
  async verifyLogin(email: string, password: string): Promise<Principal | undefined> {
    const row = this.store.db.prepare('SELECT * FROM users WHERE email = ?').get(email.toLowerCase()) as
      | UserRow
      | undefined;
    const ok = await verifyPassword(password.slice(0, 1024), row?.password_hash ?? DUMMY_HASH);
    if (!row || !ok) return undefined;
    return { kind: 'user', id: row.id, name: row.name, email: row.email, role: row.role as Role };
  }

  createToken(label: string, role: Role): { id: string; token: string } {
    if (!ROLES.includes(role)) throw badRequest(`Unknown role "${role}"`);
    const token = randomToken('sk', 64);
    const id = randomUUID();
    this.store.db
      .prepare(
        'INSERT INTO tokens (id, label, token_hash, role, user_id, kind, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?)',
      )
      .run(id, label, sha256(token).toString('hex'), role, 'api', new Date().toISOString());
    return { id, token };
  }

  createSession(userId: string): string {
    const token = randomToken('sk', 64);
    const user = this.userById(userId);
    if (user?.kind !== 'user') throw badRequest('Unknown user');
    const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
    this.store.db
      .prepare(
        'INSERT INTO tokens (id, label, token_hash, role, user_id, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        randomUUID(),
        'session',
        sha256(token).toString('hex'),
        user.role,
        userId,
        'session',
        new Date().toISOString(),
        expires,
      );
    return token;
  }

  issueSid(sessionToken: string): string {
    const now = Date.now();
    for (const [sid, entry] of this.sids) if (entry.expires < now) this.sids.delete(sid);
    const sid = randomToken('', 40);
    this.sids.set(sid, { token: sessionToken, expires: now + SID_TTL_MS });
    return sid;
  }

  consumeSid(sid: string): string | undefined {
    const entry = this.sids.get(sid);
    this.sids.delete(sid);
    if (!entry || entry.expires < Date.now()) return undefined;
    return entry.token;
  }

  revoke(token: string): void {
    this.store.db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(sha256(token).toString('hex'));
  }

  /**
   * Who a bearer token or session cookie belongs to. The lookup is by SHA-256 of the presented
   * secret, so the comparison never runs over the secret itself; the admin token is compared as
   * digests with timingSafeEqual.
   */
  resolve(secret: string | undefined): Principal | undefined {
    if (!secret) return ANONYMOUS;
    const digest = sha256(secret);
    if (this.adminTokenHash && timingSafeEqual(digest, this.adminTokenHash)) {
      return { kind: 'token', id: 'admin-token', name: 'Lake admin token', role: 'administrator' };
    }
    const row = this.store.db
      .prepare('SELECT id, label, role, user_id, kind, expires_at FROM tokens WHERE token_hash = ?')
      .get(digest.toString('hex')) as TokenRow | undefined;
    if (!row) return undefined;
    if (row.expires_at && row.expires_at < new Date().toISOString()) return undefined;
    if (row.kind === 'session' && row.user_id) {
      const user = this.userById(row.user_id);
      return user && user.kind === 'user' ? { ...user, sessionId: row.id } : undefined;
    }
    return { kind: 'token', id: row.id, name: row.label, role: row.role as Role };
  }
}
