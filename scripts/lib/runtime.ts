import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = resolve(process.env.DATA_DIR ?? join(ROOT, '.data'));
export const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The built site's server (`next start` with Next's scripts after the first paint); run in web/. */
export const SITE_SERVER = join(ROOT, 'scripts', 'site-server.ts');

/**
 * The embedded default needs a stable signing secret across restarts (cookies stay valid) but
 * must never ship one: it is generated once into the data folder. Production sets SESSION_SECRET.
 */
export function ensureSessionSecret(): string {
  return process.env.SESSION_SECRET ?? localSecret('session-secret');
}

/** A random secret generated once into the data folder (mode 600) and reused on later starts. */
export function localSecret(name: string): string {
  mkdirSync(DATA_DIR, { recursive: true });
  const file = join(DATA_DIR, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Polls a URL until it answers (any status), so dependants start only when it is up. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Quiet, offline defaults for the tools we run (no telemetry, no update checks). */
export const QUIET_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
} as const;

type Options = Omit<SpawnOptions, 'env'> & { env?: Record<string, string> };

export function run(command: string, args: string[], options: Options = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...QUIET_ENV, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Starts a long-running child and stops it (and with it the whole start command) together. */
export function supervise(
  name: string,
  command: string,
  args: string[],
  options: Options = {},
): ChildProcess {
  const child = spawn(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...QUIET_ENV, ...options.env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); shutting down.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

const children: ChildProcess[] = [];
let stopping = false;

export function stopAll(code = 0): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
