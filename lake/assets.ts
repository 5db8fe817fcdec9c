import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { hasRole, identityOf } from './auth.ts';
import type { Ctx } from './context.ts';
import { badRequest, forbidden, notFound, unauthorized } from './errors.ts';
import { header, LIMITS, readBody, sendJson } from './http.ts';
import { randomRevision } from './ids.ts';
import { RenderAborted } from './image-renderer.ts';
import { contentTypeOf, parseTransform, TransformCache, transformed } from './images.ts';
import { Staging } from './staging.ts';
import type { Doc } from './store.ts';

const IMAGE_FILE = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]{1,8})$/;
const PLAIN_FILE = /^([a-f0-9]{40})\.([a-z0-9]{1,16})$/;

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * Types of user files by extension: the upload's own Content-Type is the uploader's claim and
 * never decides how a file is served.
 */
const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** Shown in the browser; everything else (HTML, SVG, XML, scripts, unknown) downloads. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
]);

/**
 * Headers for every user-supplied byte the lake serves from its own origin (where the API and
 * the login live): no sniffing into HTML, and a sandbox with no script should a document be
 * opened anyway. The PDF viewer does not run inside a sandboxed document, so PDFs go without it.
 */
function userContentHeaders(contentType: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    ...(contentType === 'application/pdf'
      ? { 'content-security-policy': "default-src 'none'; object-src 'self'; frame-ancestors 'none'" }
      : { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }),
    'cross-origin-resource-policy': 'cross-origin',
  };
}

const attachment = (name: string) => ({
  'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
});

/** Image formats stored as uploaded; SVG is rasterised (it is a document that can run script). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
const SVG_MAX_SIDE = 4096;

/** Asset binaries on disk, content-addressed by SHA-1 like Sanity's asset ids. */
export class AssetStore {
  readonly root: string;
  readonly cache: TransformCache;

  constructor(dataDir: string, cacheBytes = 512 * 1024 * 1024, renderSeconds?: number) {
    this.root = join(dataDir, 'assets');
    this.cache = new TransformCache(join(dataDir, 'cache', 'images'), cacheBytes, renderSeconds);
  }

  path(dataset: string, kind: 'images' | 'files', name: string): string {
    return join(this.root, dataset, kind, basename(name));
  }

  async write(dataset: string, kind: 'images' | 'files', name: string, data: Buffer): Promise<void> {
    const target = this.path(dataset, kind, name);
    if (existsSync(target)) return;
    await mkdir(join(this.root, dataset, kind), { recursive: true });
    const tmp = `${target}.${process.pid}.${randomRevision(6)}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  }
}

/** An SVG upload becomes the PNG it renders to; other formats sharp reads but browsers do not are refused. */
async function safeImageData(data: Buffer): Promise<Buffer> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(data, { failOn: 'none' }).metadata();
  } catch {
    throw badRequest('Invalid image, could not read metadata');
  }
  if (meta.format === 'svg') {
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width <= 0 || height <= 0) throw badRequest('Invalid image, could not read metadata');
    const scale = Math.min(1, SVG_MAX_SIDE / Math.max(width, height));
    try {
      return await sharp(data, { failOn: 'none' })
        .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)))
        .png()
        .toBuffer();
    } catch {
      throw badRequest('Invalid image, could not render the SVG');
    }
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format))
    throw badRequest(`Unsupported image format "${meta.format ?? 'unknown'}"`);
  return data;
}

async function imageMetadata(data: Buffer): Promise<{
  width: number;
  height: number;
  format: string;
  metadata: Record<string, unknown>;
}> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(data, { failOn: 'none' }).metadata();
  } catch {
    throw badRequest('Invalid image, could not read metadata');
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  if (!meta.format || width <= 0 || height <= 0) throw badRequest('Invalid image, could not read metadata');
  const format = meta.format === 'jpeg' ? 'jpg' : meta.format === 'heif' ? 'avif' : meta.format;
  const metadata: Record<string, unknown> = {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    hasAlpha: meta.hasAlpha ?? false,
    isOpaque: !meta.hasAlpha,
  };
  try {
    // A 20-pixel JPEG as a data URL, the same kind of placeholder Sanity computes.
    const lqip = await sharp(data, { failOn: 'none' }).rotate().resize(20).jpeg({ quality: 40 }).toBuffer();
    metadata.lqip = `data:image/jpeg;base64,${lqip.toString('base64')}`;
    const stats = await sharp(data, { failOn: 'none' }).stats();
    const { r, g, b } = stats.dominant;
    const background = `#${hex(r)}${hex(g)}${hex(b)}`;
    const foreground = 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#000' : '#fff';
    const swatch = {
      _type: 'sanity.imagePaletteSwatch',
      background,
      foreground,
      title: foreground,
      population: 1,
    };
    metadata.palette = { _type: 'sanity.imagePalette', dominant: swatch, vibrant: swatch, muted: swatch };
    metadata.isOpaque = stats.isOpaque;
  } catch {
    // Placeholders are a nicety; an image sharp can size but not shrink still uploads.
  }
  return { width, height, format, metadata };
}

function requireUploader(ctx: Ctx): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  if (!hasRole(ctx.principal, 'editor'))
    throw forbidden('Insufficient permissions; permission "create" required');
}

export interface DescribedAsset {
  doc: Doc;
  kind: 'images' | 'files';
  fileName: string;
  /** The bytes to store: the upload, or the PNG an SVG upload renders to. */
  data: Buffer;
}

/** The asset document Sanity creates for an upload; the id is derived from content and size. */
export async function describeAsset(
  kind: 'images' | 'files',
  original: Buffer,
  where: { dataset: string; projectId: string; origin: string },
  extra: { filename?: string; mimeType?: string } = {},
): Promise<DescribedAsset> {
  const { dataset, projectId, origin } = where;
  if (kind === 'images') {
    const data = await safeImageData(original);
    const sha1 = createHash('sha1').update(data).digest('hex');
    const info = await imageMetadata(data);
    const fileName = `${sha1}-${info.width}x${info.height}.${info.format}`;
    const doc = {
      _id: `image-${sha1}-${info.width}x${info.height}-${info.format}`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: info.format,
      mimeType: contentTypeOf(info.format),
      size: data.length,
      path: `images/${projectId}/${dataset}/${fileName}`,
      url: `${origin}/images/${projectId}/${dataset}/${fileName}`,
      originalFilename: extra.filename,
      uploadId: randomRevision(32),
      metadata: info.metadata,
    } as unknown as Doc;
    return { doc, kind, fileName, data };
  }
  const data = original;
  const sha1 = createHash('sha1').update(data).digest('hex');
  const fromName = extra.filename ? extname(extra.filename).slice(1).toLowerCase() : '';
  const ext = /^[a-z0-9]{1,16}$/.test(fromName) ? fromName : 'bin';
  const fileName = `${sha1}.${ext}`;
  const doc = {
    _id: `file-${sha1}-${ext}`,
    _type: 'sanity.fileAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension: ext,
    mimeType: FILE_TYPES[ext] ?? 'application/octet-stream',
    size: data.length,
    path: `files/${projectId}/${dataset}/${fileName}`,
    url: `${origin}/files/${projectId}/${dataset}/${fileName}`,
    originalFilename: extra.filename,
    uploadId: randomRevision(32),
  } as unknown as Doc;
  return { doc, kind, fileName, data };
}

/** `POST /assets/{images|files}/{dataset}`: stores the binary and its asset document (deduplicated). */
export async function handleUpload(ctx: Ctx, kind: 'images' | 'files', dataset: string): Promise<void> {
  requireUploader(ctx);
  const ds = ctx.lake.store.requireDataset(dataset);
  const data = await readBody(ctx, LIMITS.assetBody);
  if (data.length === 0) throw badRequest('Empty upload');
  const search = ctx.url.searchParams;
  const described = await describeAsset(
    kind,
    data,
    { dataset, projectId: ctx.lake.options.projectId, origin: ctx.origin },
    { filename: search.get('filename') ?? undefined, mimeType: header(ctx, 'content-type') },
  );
  const existing = ds.docs.get(described.doc._id);
  if (existing) {
    sendJson(ctx, 200, { document: existing });
    return;
  }
  await ctx.lake.assets.write(dataset, kind, described.fileName, described.data);
  const doc = described.doc;
  for (const field of ['label', 'title', 'description', 'creditLine'] as const) {
    const value = search.get(field);
    if (value) doc[field] = value;
  }
  const source = search.get('source');
  if (source)
    doc.source = {
      name: source,
      id: search.get('sourceId') ?? undefined,
      url: search.get('sourceUrl') ?? undefined,
    };
  const staging = new Staging(ds, randomRevision(), new Date().toISOString());
  staging.put(doc._id, doc);
  const changes = staging.finalize();
  ctx.lake.store.commit(dataset, {
    id: staging.transactionId,
    author: identityOf(ctx.principal),
    timestamp: staging.timestamp,
    mutations: [{ create: doc }],
    changes,
  });
  sendJson(ctx, 200, { document: changes[0]?.after ?? doc });
}

async function sendFile(
  ctx: Ctx,
  path: string,
  contentType: string,
  extra: Record<string, string> = {},
): Promise<void> {
  const info = await stat(path);
  ctx.res.writeHead(200, {
    'content-type': contentType,
    'content-length': String(info.size),
    'cache-control': 'public, max-age=31536000, immutable',
    ...extra,
  });
  if (ctx.method === 'HEAD') {
    ctx.res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(path);
    stream.on('error', reject);
    stream.on('end', resolve);
    stream.pipe(ctx.res as unknown as NodeJS.WritableStream);
  });
}

/** `GET /images/{project}/{dataset}/{sha1}-{w}x{h}.{ext}` with Sanity's transform parameters. */
export async function handleImage(ctx: Ctx, dataset: string, file: string): Promise<void> {
  const match = IMAGE_FILE.exec(file);
  if (!match) throw notFound('Image not found');
  ctx.lake.store.requireDataset(dataset);
  const source = ctx.lake.assets.path(dataset, 'images', file);
  if (!existsSync(source)) throw notFound('Image not found');
  const sourceFormat = match[4] ?? 'jpg';
  const accept = header(ctx, 'accept') ?? '';
  const t = parseTransform(ctx.url.searchParams, accept, sourceFormat);
  const vary: Record<string, string> =
    ctx.url.searchParams.get('auto') === 'format' ? { vary: 'Accept' } : {};
  const dl = ctx.url.searchParams.get('dl');
  const disposition: Record<string, string> = dl !== null ? attachment(dl || file) : {};
  if (!t) {
    const type = contentTypeOf(sourceFormat);
    // SVGs stored before uploads were rasterised still download rather than render here.
    const forced = INLINE_TYPES.has(type) ? {} : attachment(file);
    await sendFile(ctx, source, type, { ...userContentHeaders(type), ...vary, ...forced, ...disposition });
    return;
  }
  // A client that leaves takes its render with it (unless another client waits for the same).
  const gone = new AbortController();
  ctx.res.on('close', () => gone.abort());
  let out: { path: string; contentType: string };
  try {
    out = await transformed(
      source,
      ctx.lake.assets.cache,
      `${dataset}/${file}`,
      t,
      sourceFormat,
      gone.signal,
    );
  } catch (err) {
    // Nobody is left to answer.
    if (err instanceof RenderAborted && gone.signal.aborted) return;
    throw err;
  }
  await sendFile(ctx, out.path, out.contentType, {
    ...userContentHeaders(out.contentType),
    ...vary,
    ...disposition,
  });
}

/** `GET /files/{project}/{dataset}/{sha1}.{ext}`. */
export async function handleFile(ctx: Ctx, dataset: string, file: string): Promise<void> {
  const match = PLAIN_FILE.exec(file);
  if (!match) throw notFound('File not found');
  ctx.lake.store.requireDataset(dataset);
  const path = ctx.lake.assets.path(dataset, 'files', file);
  if (!existsSync(path)) throw notFound('File not found');
  const mime = FILE_TYPES[match[2] ?? ''] ?? 'application/octet-stream';
  const dl = ctx.url.searchParams.get('dl');
  const inline = INLINE_TYPES.has(mime) && dl === null;
  await sendFile(ctx, path, mime, {
    ...userContentHeaders(mime),
    ...(inline ? {} : attachment(dl || file)),
  });
}
