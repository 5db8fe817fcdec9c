import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { AssetStore } from './assets.ts';
import { Auth } from './auth.ts';
import { type LakeOptions, resolveOptions } from './config.ts';
import type { Lake } from './context.ts';
import { DEFAULT_EDIT_ACTIVITY, EditActivity } from './edit-activity.ts';
import { ListenerHub } from './listeners.ts';
import { QueryPool } from './query-pool.ts';
import { createHandler } from './routes.ts';
import { Store } from './store.ts';
import { ensureCertificate } from './tls.ts';
import { WebhookDelivery } from './webhooks.ts';

export interface RunningLake {
  httpUrl: string;
  /** Empty when HTTPS is switched off (httpsPort -1). */
  httpsUrl: string;
  /** Path of the local certificate authority to trust once (empty without HTTPS). */
  caPath: string;
  options: LakeOptions;
  lake: Lake;
  /** GROQ-powered webhook deliveries and their log. */
  webhooks: WebhookDelivery;
  close(): Promise<void>;
}

function listen(server: Server | Http2SecureServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

const urlHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/**
 * Starts the lake: plain HTTP for server-side clients and HTTPS with HTTP/2 for browsers (the
 * Studio opens more event streams than HTTP/1.1's six connections per host allow).
 */
export async function startLake(overrides: Partial<LakeOptions> = {}): Promise<RunningLake> {
  const options = resolveOptions(overrides);
  const store = new Store(options.dataDir);
  if (!store.dataset(options.defaultDataset)) store.createDataset(options.defaultDataset);
  const lake: Lake = {
    options,
    store,
    auth: new Auth(store, options.adminToken),
    hub: new ListenerHub(store),
    edits: new EditActivity({ ...DEFAULT_EDIT_ACTIVITY, ...options.editActivity }),
    assets: new AssetStore(options.dataDir, options.imageCacheMb * 1024 * 1024, options.imageRenderSeconds),
    queries: new QueryPool(store, options.queryWorkers, options.queryTimeoutMs),
  };
  const webhooks = new WebhookDelivery(store, options.webhooks, options.defaultDataset, {
    ...options.webhookDelivery,
    projectId: options.projectId,
    quiet: options.quiet,
  });
  // Long URLs are the client's mistake and get a 414 from the router, not a header-size reset.
  const http = createServer({ maxHeaderSize: 64 * 1024 }, createHandler(lake, false));
  const httpPort = await listen(http, options.httpPort, options.host);
  let https: Http2SecureServer | undefined;
  let httpsPort = -1;
  let caPath = '';
  const sessions = new Set<Http2Session>();
  if (options.httpsPort >= 0) {
    const tls = await ensureCertificate(options.dataDir, [`${options.projectId}.localhost`]);
    caPath = tls.caPath;
    https = createSecureServer(
      { key: tls.key, cert: tls.cert, allowHTTP1: true, maxSessionMemory: 64 },
      createHandler(lake, true),
    );
    https.on('session', (session: Http2Session) => {
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
    });
    httpsPort = await listen(https, options.httpsPort, options.host);
  }
  const host = urlHost(options.host);
  const running: RunningLake = {
    httpUrl: `http://${host}:${httpPort}`,
    httpsUrl: https ? `https://${host === '127.0.0.1' ? 'localhost' : host}:${httpsPort}` : '',
    caPath,
    options,
    lake,
    webhooks,
    async close() {
      await webhooks.close();
      lake.hub.closeAll();
      await lake.queries.close();
      const closing: Promise<void>[] = [new Promise((r) => http.close(() => r()))];
      http.closeAllConnections();
      if (https) {
        const server = https;
        closing.push(new Promise((r) => server.close(() => r())));
        for (const s of sessions) s.destroy();
      }
      await Promise.all(closing);
      lake.assets.cache.renderer.close();
      store.close();
    },
  };
  if (!options.quiet) {
    console.log(`lake: HTTP  ${running.httpUrl}  (server-side clients)`);
    if (https) console.log(`lake: HTTPS ${running.httpsUrl}  (browsers, HTTP/2; trust ${caPath} once)`);
    console.log(`lake: data  ${options.dataDir}`);
    for (const hook of options.webhooks) console.log(`lake: webhook "${hook.name}" → ${hook.url}`);
    if (options.devAutoLogin)
      console.log('lake: DEVELOPMENT AUTO-LOGIN IS ON: the login page signs anyone in as administrator');
  }
  return running;
}
