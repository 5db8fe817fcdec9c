import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { AssetStore, describeAsset } from './assets.ts';
import { badRequest } from './errors.ts';
import { isValidDocumentId, randomRevision } from './ids.ts';
import { Staging } from './staging.ts';
import type { Doc, Store } from './store.ts';
import { readTar, type TarEntry, writeTar } from './tar.ts';

// The NDJSON and tarball layout of `sanity dataset export` / `sanity dataset import`: asset
// documents are left out of data.ndjson, references to them become
// `_sanityAsset: "image@file://./images/<file>"`, and the binaries sit beside it.

const ASSET_REF = /^(image|file)@file:\/\/\.\/(images|files)\/([^/]+)$/;

function mapValues(value: unknown, fn: (obj: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => mapValues(v, fn));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapValues(v, fn);
    return fn(out);
  }
  return value;
}

const isAssetDoc = (doc: Doc) => doc._type === 'sanity.imageAsset' || doc._type === 'sanity.fileAsset';

export async function exportDataset(
  store: Store,
  dataDir: string,
  dataset: string,
  file: string,
): Promise<{ documents: number; assets: number }> {
  const ds = store.requireDataset(dataset);
  const docs = [...ds.docs.values()].sort((a, b) => a._id.localeCompare(b._id));
  if (!file.endsWith('.tar.gz') && !file.endsWith('.tgz')) {
    await writeFile(file, docs.map((d) => `${JSON.stringify(d)}\n`).join(''));
    return { documents: docs.length, assets: 0 };
  }
  const assets = new AssetStore(dataDir);
  const assetDocs = new Map(docs.filter(isAssetDoc).map((d) => [d._id, d]));
  const fileOf = (doc: Doc) => basename(String(doc.path ?? ''));
  const lines = docs
    .filter((d) => !isAssetDoc(d))
    .map((doc) =>
      mapValues(doc, (obj) => {
        const ref = obj.asset as { _ref?: unknown } | undefined;
        const target = typeof ref?._ref === 'string' ? assetDocs.get(ref._ref) : undefined;
        if (!target) return obj;
        const { asset: _asset, ...rest } = obj;
        const kind = target._type === 'sanity.imageAsset' ? 'image' : 'file';
        return { ...rest, _sanityAsset: `${kind}@file://./${kind}s/${fileOf(target)}` };
      }),
    );
  const root = `${dataset}-export`;
  const entries: TarEntry[] = [
    { name: `${root}/data.ndjson`, data: Buffer.from(lines.map((l) => `${JSON.stringify(l)}\n`).join('')) },
    {
      name: `${root}/assets.json`,
      data: Buffer.from(JSON.stringify(Object.fromEntries(assetDocs), null, 2)),
    },
  ];
  for (const doc of assetDocs.values()) {
    const kind = doc._type === 'sanity.imageAsset' ? 'images' : 'files';
    const data = await readFile(assets.path(dataset, kind, fileOf(doc)));
    entries.push({ name: `${root}/${kind}/${fileOf(doc)}`, data });
  }
  await writeFile(file, gzipSync(writeTar(entries)));
  return { documents: lines.length, assets: assetDocs.size };
}

function parseNdjson(text: string): Doc[] {
  const docs: Doc[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      throw badRequest(`Line ${index + 1} is not valid JSON`);
    }
    const d = doc as Partial<Doc> | null;
    if (
      !d ||
      typeof d !== 'object' ||
      typeof d._id !== 'string' ||
      !isValidDocumentId(d._id) ||
      typeof d._type !== 'string'
    ) {
      throw badRequest(`Line ${index + 1} is not a document with a valid _id and _type`);
    }
    docs.push(d as Doc);
  });
  return docs;
}

export async function importDataset(
  store: Store,
  dataDir: string,
  dataset: string,
  file: string,
  opts: { replace?: boolean; missing?: boolean; origin?: string } = {},
): Promise<{ documents: number; assets: number }> {
  if (!store.dataset(dataset)) store.createDataset(dataset);
  const ds = store.requireDataset(dataset);
  const raw = await readFile(file);
  const assets = new AssetStore(dataDir);
  const origin = opts.origin ?? 'http://localhost:3333';
  let docs: Doc[];
  const assetIds = new Map<string, string>();
  const assetDocs: Doc[] = [];
  if (file.endsWith('.tar.gz') || file.endsWith('.tgz')) {
    const entries = readTar(gunzipSync(raw));
    const data = entries.find((e) => e.name.endsWith('data.ndjson'));
    if (!data) throw badRequest('The tarball has no data.ndjson');
    const meta = entries.find((e) => e.name.endsWith('assets.json'));
    const known = meta
      ? (JSON.parse(meta.data.toString('utf8')) as Record<string, Record<string, unknown>>)
      : {};
    const knownBySha = new Map(Object.values(known).map((d) => [String(d.sha1hash ?? ''), d]));
    for (const entry of entries) {
      const match = /(?:^|\/)(images|files)\/([^/]+)$/.exec(entry.name);
      if (!match) continue;
      const kind = match[1] as 'images' | 'files';
      const described = await describeAsset(
        kind,
        entry.data,
        { dataset, projectId: 'local', origin },
        {
          filename: match[2],
        },
      );
      const previous = knownBySha.get(String(described.doc.sha1hash));
      const doc = previous
        ? ({
            ...previous,
            ...described.doc,
            originalFilename: previous.originalFilename ?? described.doc.originalFilename,
          } as Doc)
        : described.doc;
      await assets.write(dataset, kind, described.fileName, described.data);
      assetIds.set(`${kind}/${match[2]}`, doc._id);
      assetDocs.push(doc);
    }
    docs = parseNdjson(data.data.toString('utf8'));
  } else {
    docs = parseNdjson(raw.toString('utf8'));
  }
  const resolved = docs.map(
    (doc) =>
      mapValues(doc, (obj) => {
        if (typeof obj._sanityAsset !== 'string') return obj;
        const match = ASSET_REF.exec(obj._sanityAsset);
        const id = match ? assetIds.get(`${match[2]}/${match[3]}`) : undefined;
        if (!id) throw badRequest(`Asset ${obj._sanityAsset} is not in the import file`);
        const { _sanityAsset: _drop, ...rest } = obj;
        return { ...rest, asset: { _type: 'reference', _ref: id } };
      }) as Doc,
  );
  const staging = new Staging(ds, randomRevision(), new Date().toISOString());
  for (const doc of [...assetDocs, ...resolved]) {
    const exists = staging.get(doc._id) !== null;
    if (exists && !opts.replace) {
      if (opts.missing || isAssetDoc(doc)) continue;
      throw badRequest(`Document "${doc._id}" already exists; use --replace to overwrite`);
    }
    staging.put(doc._id, doc);
  }
  const changes = staging.finalize();
  if (changes.length > 0) {
    store.commit(dataset, {
      id: staging.transactionId,
      author: 'import',
      timestamp: staging.timestamp,
      mutations: [{ import: { file: basename(file), documents: changes.length } }],
      changes,
    });
  }
  return { documents: resolved.length, assets: assetDocs.length };
}
