import { SANITY_API_VERSION } from './client.ts';
import type { SanityEnv } from './env.ts';
import { revalidateSecret } from './revalidate-secret.ts';

/** One server-sent event: its name, id and data line(s). */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** Splits a text/event-stream buffer into complete events and the unfinished rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const event: SseEvent = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event.event = value;
      else if (field === 'id') event.id = value;
      else if (field === 'data') data.push(value);
    }
    event.data = data.join('\n');
    if (data.length > 0 || event.event !== 'message') events.push(event);
  }
  return { events, rest };
}

/**
 * Keeps the server's content cache fresh without a browser: listens to the content API's live
 * events (published content) and expires the matching cache tags through `/api/revalidate`.
 * Visitors' browsers run no listener (components/sanity/LiveContent.tsx), so this alone makes
 * "publish, then the next visitor sees it" hold. Runs once per server
 * process, reconnecting with backoff; each instance of a scaled-out site keeps its own.
 */
export function startLiveListener(env: SanityEnv, ownOrigin: string): () => void {
  const host = env.SANITY_API_HOST ?? `https://${env.SANITY_PROJECT_ID}.api.sanity.io`;
  const url = `${host}/v${SANITY_API_VERSION}/data/live/events/${env.SANITY_DATASET}`;
  let stopped = false;
  let controller: AbortController | undefined;
  let lastEventId: string | undefined;
  /** Tags seen so far: a `restart` (missed messages) expires them all. */
  const seen = new Set<string>();

  async function revalidate(tags: string[]) {
    try {
      const response = await fetch(`${ownOrigin}/api/revalidate/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${revalidateSecret()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
      });
      if (!response.ok) console.error(`Content revalidation answered ${response.status}`);
    } catch (error) {
      console.error('Content revalidation failed', error);
    }
  }

  async function connect(): Promise<void> {
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (env.SANITY_API_READ_TOKEN) headers.authorization = `Bearer ${env.SANITY_API_READ_TOKEN}`;
    if (!env.SANITY_API_HOST) headers['x-sanity-project-id'] = env.SANITY_PROJECT_ID;
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch(url, { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`live events answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      const { events, rest } = parseSse(buffer);
      buffer = rest;
      for (const event of events) {
        if (event.id) lastEventId = event.id;
        if (event.event === 'message') {
          const tags = (JSON.parse(event.data) as { tags?: unknown }).tags;
          if (!Array.isArray(tags)) continue;
          const strings = tags.filter((t): t is string => typeof t === 'string');
          for (const tag of strings) seen.add(tag);
          if (strings.length > 0) await revalidate(strings);
        } else if (event.event === 'restart' && seen.size > 0) {
          // Missed messages: everything seen may be stale.
          await revalidate([...seen]);
        }
      }
    }
  }

  void (async () => {
    let delay = 1000;
    while (!stopped) {
      try {
        await connect();
        delay = 1000;
      } catch (error) {
        if (stopped) return;
        if (delay >= 30_000) console.warn(`Live content events unavailable (${String(error)}); retrying`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
  };
}
