/**
 * Small helpers the document builders share: localised text, Portable Text, keys, references,
 * links and images, all producing exactly the shapes the schema in `schemas/` stores.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Tenant } from '../../schemas/constants.ts';

export { LOCALES, type Locale, type Tenant };

/** A text in all five languages. */
export type L<T = string> = Record<Locale, T>;

/** A seeded document: published id, type and fields. */
export interface SeedDoc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Stable `_key`s, so a re-run produces the same arrays and diffs stay quiet. */
export function key(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 12);
}

export function ref(id: string): { _type: 'reference'; _ref: string } {
  return { _type: 'reference', _ref: id };
}

export function keyedRef(id: string): { _type: 'reference'; _ref: string; _key: string } {
  return { ...ref(id), _key: key('ref', id) };
}

export function slug(current: string): { _type: 'slug'; current: string } {
  return { _type: 'slug', current };
}

/** A `localeString`/`localeText` object from a five-language record. */
export function localized(value: L, type: 'localeString' | 'localeText' = 'localeString') {
  return { _type: type, ...value };
}

/** The same value in every language (codes, brand names). */
export function same<T>(value: T): L<T> {
  return { en: value, de: value, es: value, fr: value, is: value };
}

/** Language prefix of a site path: English has none. */
export function sitePath(language: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return language === DEFAULT_LOCALE ? clean : `/${language}${clean}`;
}

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

// ---------------------------------------------------------------- Portable Text

export interface Span {
  text: string;
  marks?: string[];
}

/**
 * Paragraph shorthand: a string is a normal paragraph, `## ` and `### ` start headings, `- `
 * a bullet, `1. ` a numbered item, and `**bold**` marks strong text within a line.
 */
export function richText(lines: readonly string[], seed: string) {
  return lines.map((line, index) => {
    let style = 'normal';
    let listItem: string | undefined;
    let text = line;
    if (line.startsWith('### ')) {
      style = 'h3';
      text = line.slice(4);
    } else if (line.startsWith('## ')) {
      style = 'h2';
      text = line.slice(3);
    } else if (line.startsWith('- ')) {
      listItem = 'bullet';
      text = line.slice(2);
    } else if (/^\d+\. /.test(line)) {
      listItem = 'number';
      text = line.replace(/^\d+\. /, '');
    } else if (line.startsWith('> ')) {
      style = 'blockquote';
      text = line.slice(2);
    }
    const blockKey = key(seed, 'block', index);
    const children = text
      .split(/(\*\*[^*]+\*\*)/)
      .filter(Boolean)
      .map((part, spanIndex) => {
        const strong = part.startsWith('**') && part.endsWith('**');
        return {
          _type: 'span',
          _key: key(blockKey, spanIndex),
          text: strong ? part.slice(2, -2) : part,
          marks: strong ? ['strong'] : [],
        };
      });
    return {
      _type: 'block',
      _key: blockKey,
      style,
      markDefs: [],
      children,
      ...(listItem ? { listItem, level: 1 } : {}),
    };
  });
}

// ---------------------------------------------------------------- links

export type LinkTarget =
  | { page: string }
  | { path: string }
  | { anchor: string }
  | { url: string; blank?: boolean };

export function link(target: LinkTarget) {
  if ('page' in target)
    return { _type: 'link', type: 'internal', internalType: 'page', internal: ref(target.page) };
  if ('path' in target)
    return { _type: 'link', type: 'internal', internalType: 'relative', relative: target.path };
  if ('anchor' in target)
    return { _type: 'link', type: 'internal', internalType: 'anchor', anchorId: target.anchor };
  return { _type: 'link', type: 'external', external: target.url, blank: target.blank ?? true };
}

export function navLink(label: string, target: LinkTarget, seed: string) {
  return { _type: 'navLink', _key: key(seed, label), label, link: link(target) };
}

// ---------------------------------------------------------------- images

export interface ImageOptions {
  alt: string;
  title?: string;
  /** Focal point, 0–1 from the top left; the site crops around it. */
  hotspot?: { x: number; y: number };
  /** Fractions trimmed from each edge. */
  crop?: { top: number; bottom: number; left: number; right: number };
  credit?: string;
}

export function image(assetId: string, options: ImageOptions, _key?: string) {
  const { hotspot, crop } = options;
  return {
    _type: 'imageWithAlt',
    ...(_key ? { _key } : {}),
    asset: ref(assetId),
    ...(crop ? { crop: { _type: 'sanity.imageCrop', ...crop } } : {}),
    ...(hotspot
      ? { hotspot: { _type: 'sanity.imageHotspot', x: hotspot.x, y: hotspot.y, width: 0.6, height: 0.6 } }
      : {}),
    alt: options.alt,
    ...(options.title ? { title: options.title } : {}),
    enableCopyright: options.credit ? 'yes' : 'no',
    ...(options.credit ? { copyright: options.credit } : {}),
  };
}

// ---------------------------------------------------------------- dates

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
