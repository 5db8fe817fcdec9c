/**
 * Server start-up hook: in the Node.js server (never during `next build`), keep the content
 * cache in step with published content (lib/sanity/live-listener.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { readSanityEnv } = await import('./lib/sanity/env.ts');
  const { startLiveListener } = await import('./lib/sanity/live-listener.ts');
  const origin = process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  startLiveListener(readSanityEnv(), origin);
}
