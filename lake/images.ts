import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { badRequest } from './errors.ts';
import { ImageRenderer, RenderAborted, RenderTimedOut } from './image-renderer.ts';

export type OutputFormat = 'jpg' | 'png' | 'webp' | 'avif' | 'gif';
const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const;
type Fit = (typeof FITS)[number];
const CROPS = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'] as const;
/**
 * Output limits: 8192×8192 PNGs were 187 MB each. Hosted Sanity also answers large sizes scaled
 * down rather than failing; here a side is at most 4096 px and an image at most 16 megapixels.
 */
export const IMAGE_LIMITS = {
  side: 4096,
  pixels: 16 * 1024 * 1024,
  /** Gaussian blur is quadratic in its radius: 2000 ran for 20 minutes. */
  blur: 100,
  /**
   * A render that takes longer is stopped (its process is killed: sharp's own timeout covers
   * one pipeline only, and a crop renders in two); one nobody waits for is stopped at once.
   */
  renderSeconds: 15,
  /** Renders at once; the rest wait. */
  concurrency: 2,
} as const;
const MAX_SIDE = IMAGE_LIMITS.side;

export interface ImageTransform {
  w?: number;
  h?: number;
  fit: Fit;
  crop: string[];
  rect?: [number, number, number, number];
  fpX?: number;
  fpY?: number;
  q: number;
  format?: OutputFormat;
  progressive: boolean;
  dpr: number;
  blur?: number;
  bg?: string;
  flipH: boolean;
  flipV: boolean;
}

function num(search: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = search.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw badRequest(`Invalid value for "${name}": ${raw.slice(0, 40)}`);
  return Math.min(max, Math.max(min, value));
}

/** Reads Sanity's image URL parameters; `accept` is the browser's Accept header for auto=format. */
export function parseTransform(
  search: URLSearchParams,
  accept: string,
  sourceFormat: string,
): ImageTransform | null {
  const known = [
    'w',
    'h',
    'fit',
    'crop',
    'rect',
    'fp-x',
    'fp-y',
    'q',
    'fm',
    'auto',
    'dpr',
    'blur',
    'bg',
    'flip',
    'max-w',
    'max-h',
  ];
  if (![...search.keys()].some((k) => known.includes(k))) return null;
  const fitRaw = search.get('fit') ?? 'clip';
  if (!(FITS as readonly string[]).includes(fitRaw)) throw badRequest(`Invalid fit "${fitRaw.slice(0, 20)}"`);
  const crop = (search.get('crop') ?? 'center')
    .split(',')
    .filter((c) => (CROPS as readonly string[]).includes(c));
  let rect: ImageTransform['rect'];
  const rectRaw = search.get('rect');
  if (rectRaw) {
    const parts = rectRaw.split(',').map(Number);
    if (parts.length !== 4 || parts.some((p) => !Number.isFinite(p) || p < 0))
      throw badRequest('Invalid rect');
    rect = [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 0];
  }
  let format: OutputFormat | undefined;
  const fm = search.get('fm');
  let progressive = false;
  if (fm) {
    if (fm === 'pjpg') {
      format = 'jpg';
      progressive = true;
    } else if (fm === 'jpg' || fm === 'png' || fm === 'webp' || fm === 'avif' || fm === 'gif') format = fm;
    else throw badRequest(`Unsupported format "${fm.slice(0, 20)}"`);
  }
  if (search.get('auto') === 'format') {
    // WebP first: every browser that takes AVIF takes WebP too, and WebP encodes far faster.
    if (accept.includes('image/webp')) format = 'webp';
    else if (accept.includes('image/avif')) format = 'avif';
  }
  if (!format && !['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'].includes(sourceFormat)) format = 'png';
  const flip = search.get('flip') ?? '';
  const maxW = num(search, 'max-w', 1, MAX_SIDE);
  const maxH = num(search, 'max-h', 1, MAX_SIDE);
  let w = num(search, 'w', 1, MAX_SIDE);
  let h = num(search, 'h', 1, MAX_SIDE);
  if (maxW && w) w = Math.min(w, maxW);
  if (maxH && h) h = Math.min(h, maxH);
  const bg = search.get('bg') ?? undefined;
  if (bg && !/^[0-9a-fA-F]{3,8}$/.test(bg)) throw badRequest('Invalid bg colour');
  return {
    w,
    h,
    fit: fitRaw as Fit,
    crop,
    rect,
    fpX: num(search, 'fp-x', 0, 1),
    fpY: num(search, 'fp-y', 0, 1),
    q: num(search, 'q', 1, 100) ?? 75,
    format,
    progressive,
    dpr: num(search, 'dpr', 1, 3) ?? 1,
    blur: num(search, 'blur', 1, IMAGE_LIMITS.blur),
    bg,
    flipH: flip.includes('h'),
    flipV: flip.includes('v'),
  };
}

export const contentTypeOf = (format: string): string =>
  ({
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    avif: 'image/avif',
    gif: 'image/gif',
    svg: 'image/svg+xml',
    tiff: 'image/tiff',
  })[format] ?? 'application/octet-stream';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Renders one transform in this process (the render processes of image-renderer.ts call it). */
export async function render(
  source: string,
  t: ImageTransform,
  sourceFormat: string,
): Promise<{ data: Buffer; format: string }> {
  let img = sharp(source, { failOn: 'none', animated: false })
    .rotate()
    .timeout({ seconds: IMAGE_LIMITS.renderSeconds });
  const meta = await sharp(source, { failOn: 'none' }).rotate().metadata();
  const orientedSwap = (meta.orientation ?? 1) >= 5;
  let bw = (orientedSwap ? meta.height : meta.width) ?? 1;
  let bh = (orientedSwap ? meta.width : meta.height) ?? 1;
  if (t.rect) {
    const left = clamp(Math.round(t.rect[0]), 0, bw - 1);
    const top = clamp(Math.round(t.rect[1]), 0, bh - 1);
    const width = clamp(Math.round(t.rect[2]), 1, bw - left);
    const height = clamp(Math.round(t.rect[3]), 1, bh - top);
    img = sharp(await img.extract({ left, top, width, height }).toBuffer());
    bw = width;
    bh = height;
  }
  let w = t.w ? Math.round(clamp(t.w * t.dpr, 1, MAX_SIDE)) : undefined;
  let h = t.h ? Math.round(clamp(t.h * t.dpr, 1, MAX_SIDE)) : undefined;
  // Scaled down together, keeping the requested proportions, when the area is over the cap.
  const area = (w ?? Math.round(((h ?? bh) * bw) / bh)) * (h ?? Math.round(((w ?? bw) * bh) / bw));
  if (area > IMAGE_LIMITS.pixels) {
    const scale = Math.sqrt(IMAGE_LIMITS.pixels / area);
    if (w) w = Math.max(1, Math.floor(w * scale));
    if (h) h = Math.max(1, Math.floor(h * scale));
  }
  if (w || h) {
    if ((t.fit === 'crop' || t.fit === 'min') && w && h) {
      const scale = Math.max(w / bw, h / bh);
      const sw = Math.max(w, Math.round(bw * scale));
      const sh = Math.max(h, Math.round(bh * scale));
      if (t.crop.includes('entropy')) {
        img = img.resize(w, h, { fit: 'cover', position: sharp.strategy.entropy });
      } else {
        let fx = t.fpX ?? 0.5;
        let fy = t.fpY ?? 0.5;
        if (t.crop.includes('left')) fx = 0;
        if (t.crop.includes('right')) fx = 1;
        if (t.crop.includes('top')) fy = 0;
        if (t.crop.includes('bottom')) fy = 1;
        const left = clamp(Math.round(fx * sw - w / 2), 0, sw - w);
        const top = clamp(Math.round(fy * sh - h / 2), 0, sh - h);
        img = sharp(await img.resize(sw, sh, { fit: 'fill' }).toBuffer()).extract({
          left,
          top,
          width: w,
          height: h,
        });
      }
    } else if (t.fit === 'scale' && w && h) {
      img = img.resize(w, h, { fit: 'fill' });
    } else if ((t.fit === 'fill' || t.fit === 'fillmax') && w && h) {
      const background = t.bg ? `#${t.bg}` : { r: 255, g: 255, b: 255, alpha: 0 };
      img = img.resize(w, h, { fit: 'contain', background, withoutEnlargement: t.fit === 'fillmax' });
    } else {
      img = img.resize(w, h, { fit: 'inside', withoutEnlargement: t.fit === 'max' });
    }
  }
  if (t.flipH) img = img.flop();
  if (t.flipV) img = img.flip();
  if (t.blur) img = img.blur(clamp(t.blur / 4, 0.3, IMAGE_LIMITS.blur / 4));
  const format = t.format ?? (sourceFormat === 'jpeg' ? 'jpg' : sourceFormat);
  switch (format) {
    case 'png':
      img = img.png();
      break;
    case 'webp':
      img = img.webp({ quality: t.q });
      break;
    case 'avif':
      img = img.avif({ quality: Math.round(t.q * 0.7), effort: 2 });
      break;
    case 'gif':
      img = img.gif();
      break;
    default:
      if (t.bg) img = img.flatten({ background: `#${t.bg}` });
      img = img.jpeg({ quality: t.q, progressive: t.progressive, mozjpeg: false });
  }
  return { data: await img.toBuffer(), format };
}

/**
 * The transform with every parameter that cannot change the output removed or folded in, so that
 * `q=1`, `q=2`, `q=3` on a PNG are one cache entry, not three renders.
 */
export function normalise(t: ImageTransform, sourceFormat: string): Record<string, unknown> {
  const format = t.format ?? (sourceFormat === 'jpeg' ? 'jpg' : sourceFormat);
  const lossy = format === 'jpg' || format === 'webp' || format === 'avif';
  const cropping = (t.fit === 'crop' || t.fit === 'min') && t.w !== undefined && t.h !== undefined;
  const filling = (t.fit === 'fill' || t.fit === 'fillmax') && t.w !== undefined && t.h !== undefined;
  return {
    w: t.w === undefined ? undefined : Math.round(clamp(t.w * t.dpr, 1, MAX_SIDE)),
    h: t.h === undefined ? undefined : Math.round(clamp(t.h * t.dpr, 1, MAX_SIDE)),
    fit: t.w === undefined && t.h === undefined ? 'clip' : t.fit,
    crop: cropping ? [...t.crop].sort() : undefined,
    fp: cropping && !t.crop.includes('entropy') ? [t.fpX, t.fpY] : undefined,
    rect: t.rect?.map(Math.round),
    q: lossy ? Math.round(t.q) : undefined,
    format,
    progressive: format === 'jpg' ? t.progressive : undefined,
    blur: t.blur === undefined ? undefined : Math.round(t.blur),
    bg: filling || format === 'jpg' ? t.bg?.toLowerCase() : undefined,
    flip: [t.flipH, t.flipV],
  };
}

/** Renders waiting for a slot, and renders under way by cache path (identical requests share one). */
let running = 0;
const waiting: (() => void)[] = [];

interface InFlight {
  done: Promise<void>;
  /** Requests waiting for this render; when the last one leaves, the render is stopped. */
  clients: number;
  stop: AbortController;
}
const inFlight = new Map<string, InFlight>();

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_LIMITS.concurrency) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The transform cache on disk, bounded: least recently used files go first. */
export class TransformCache {
  private size: number | undefined;
  private evicting: Promise<void> | undefined;
  /** Where renders run (child processes that can be stopped). */
  readonly renderer: ImageRenderer;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    renderSeconds: number = IMAGE_LIMITS.renderSeconds,
  ) {
    this.renderer = new ImageRenderer(renderSeconds * 1000);
  }

  private async files(): Promise<{ path: string; size: number; atime: number }[]> {
    const out: { path: string; size: number; atime: number }[] = [];
    let shards: string[] = [];
    try {
      shards = await readdir(this.dir);
    } catch {
      return out;
    }
    for (const shard of shards) {
      let names: string[] = [];
      try {
        names = await readdir(join(this.dir, shard));
      } catch {
        continue;
      }
      for (const name of names) {
        const path = join(this.dir, shard, name);
        try {
          const info = await stat(path);
          out.push({ path, size: info.size, atime: Math.max(info.atimeMs, info.mtimeMs) });
        } catch {
          // Evicted meanwhile.
        }
      }
    }
    return out;
  }

  async added(bytes: number): Promise<void> {
    if (this.size === undefined) this.size = (await this.files()).reduce((n, f) => n + f.size, 0);
    else this.size += bytes;
    if (this.size <= this.maxBytes || this.evicting) return;
    this.evicting = (async () => {
      const files = (await this.files()).sort((a, b) => a.atime - b.atime);
      let total = files.reduce((n, f) => n + f.size, 0);
      // Down to three quarters, so that eviction does not run on every new render.
      for (const file of files) {
        if (total <= this.maxBytes * 0.75) break;
        try {
          await unlink(file.path);
          total -= file.size;
        } catch {
          // Already gone.
        }
      }
      this.size = total;
    })().finally(() => {
      this.evicting = undefined;
    });
    await this.evicting;
  }

  /** Marks a hit as recently used (atime is often not updated by the filesystem itself). */
  async touch(path: string): Promise<void> {
    const now = new Date();
    await utimes(path, now, now).catch(() => {});
  }
}

/**
 * Renders a transform once and keeps it on disk (bounded by the cache's size; URLs are
 * content-addressed, so a cached file never goes stale). `signal` says the client has gone: a
 * render (or its wait for a slot) that no remaining client waits for is stopped.
 */
export async function transformed(
  source: string,
  cache: TransformCache,
  key: string,
  t: ImageTransform,
  sourceFormat: string,
  signal?: AbortSignal,
): Promise<{ path: string; contentType: string }> {
  const hash = createHash('sha256')
    .update(JSON.stringify([key, normalise(t, sourceFormat)]))
    .digest('hex');
  const format = t.format ?? (sourceFormat === 'jpeg' ? 'jpg' : sourceFormat);
  const path = join(cache.dir, hash.slice(0, 2), `${hash}.${format}`);
  if (existsSync(path)) {
    await cache.touch(path);
    return { path, contentType: contentTypeOf(format) };
  }
  if (signal?.aborted) throw new RenderAborted();
  let entry = inFlight.get(path);
  // A render being stopped (its last client left) is not joined: this client starts it anew.
  if (!entry || entry.stop.signal.aborted) {
    const stop = new AbortController();
    const done = withSlot(async () => {
      if (stop.signal.aborted) throw new RenderAborted();
      if (existsSync(path)) return;
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
      let size: number;
      try {
        size = await cache.renderer.render(source, t, sourceFormat, tmp, stop.signal);
      } catch (err) {
        await unlink(tmp).catch(() => {});
        if (err instanceof RenderTimedOut)
          throw badRequest('Image transform took too long: ask for a smaller size or less blur');
        throw err;
      }
      await rename(tmp, path);
      await cache.added(size);
    }).finally(() => {
      if (inFlight.get(path) === created) inFlight.delete(path);
    });
    // Nobody may be waiting any more when it fails (the last client left): no unhandled rejection.
    done.catch(() => {});
    const created: InFlight = { done, clients: 0, stop };
    entry = created;
    inFlight.set(path, created);
  }
  const joined = entry;
  joined.clients++;
  const leave = () => {
    joined.clients--;
    if (joined.clients === 0) joined.stop.abort();
  };
  signal?.addEventListener('abort', leave, { once: true });
  try {
    await joined.done;
  } finally {
    signal?.removeEventListener('abort', leave);
  }
  return { path, contentType: contentTypeOf(format) };
}
