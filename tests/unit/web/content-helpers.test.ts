import { fillPlaceholders } from '@domain';
import { isBot } from '@web/lib/content/bots.ts';
import { mapCoordinates, videoSource } from '@web/lib/content/media.ts';
import { projectShuttle, relativeAge, SHUTTLE_BOUNDS, shouldPoll } from '@web/lib/content/shuttle.ts';
import {
  clampSliderPosition,
  sliderPositionForKey,
  sliderPositionForPointer,
} from '@web/lib/content/slider.ts';
import { buildImageUrl, imageDimensions } from '@web/lib/sanity/image.ts';
import sanityImageLoader from '@web/lib/sanity/image-loader.ts';
import { parseSse } from '@web/lib/sanity/live-listener.ts';
import { describe, expect, it, vi } from 'vitest';

const env = {
  SANITY_PROJECT_ID: 'local',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: 'http://127.0.0.1:3333',
};
const asset = { _ref: 'image-b8b5430b12f2ff4e5e37b7bc2015e0405dba2620-1200x800-jpg' };

describe('image URLs', () => {
  it('crops to the default 1200x800 box at the hotspot with automatic format', () => {
    const url = new URL(
      buildImageUrl(env, {
        asset,
        crop: { top: 0.1, bottom: 0, left: 0, right: 0 },
        hotspot: { x: 0.5, y: 0.7, width: 0.5, height: 0.5 },
      }),
    );
    expect(url.origin + url.pathname).toBe(
      'http://127.0.0.1:3333/images/local/production/b8b5430b12f2ff4e5e37b7bc2015e0405dba2620-1200x800.jpg',
    );
    expect(url.searchParams.get('w')).toBe('1200');
    expect(url.searchParams.get('h')).toBe('800');
    expect(url.searchParams.get('auto')).toBe('format');
    // The crop removes the top 10 %: the source rectangle starts below it.
    const [, y] = (url.searchParams.get('rect') ?? '0,0').split(',').map(Number);
    expect(y).toBeGreaterThanOrEqual(80);
  });

  it('defaults to hosted Sanity’s CDN without a local host', () => {
    expect(
      buildImageUrl({ ...env, SANITY_API_HOST: undefined, SANITY_PROJECT_ID: 'abc123' }, { asset }),
    ).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\//);
  });

  it('the loader asks for each srcset width in the box’s ratio with the shortest address', () => {
    // A box cut from the asset: the rectangle fixes the ratio, the width alone scales it.
    const cut = buildImageUrl(env, { asset }, { width: 600, height: 600 });
    const onSite = sanityImageLoader({ src: cut, width: 320 });
    // Named on the site's own origin (app/images/…/route.ts fetches it from the image API).
    expect(onSite).toMatch(
      /^\/images\/local\/production\/b8b5430b12f2ff4e5e37b7bc2015e0405dba2620-1200x800\.jpg\?/,
    );
    const square = new URL(onSite, 'http://site.test');
    expect(square.searchParams.get('rect')).toBe('200,0,800,800');
    expect(square.searchParams.get('w')).toBe('320');
    expect([...square.searchParams.keys()].sort()).toEqual(['auto', 'rect', 'w']);
    // The asset's own ratio: nothing to cut, the width is enough.
    const whole = new URL(
      sanityImageLoader({ src: buildImageUrl(env, { asset }), width: 640 }),
      'http://site.test',
    );
    expect([...whole.searchParams.entries()]).toEqual([
      ['w', '640'],
      ['auto', 'format'],
    ]);
    // Another ratio without a rectangle (a raw address): the height keeps the box.
    const raw = `http://127.0.0.1:3333${whole.pathname}?w=1200&h=600&fit=crop`;
    const scaled = new URL(sanityImageLoader({ src: raw, width: 600, quality: 60 }), 'http://site.test');
    expect(scaled.searchParams.get('h')).toBe('300');
    expect(scaled.searchParams.get('fit')).toBe('crop');
    expect(scaled.searchParams.get('q')).toBe('60');
    expect(sanityImageLoader({ src: '/local.png', width: 100 })).toBe('/local.png?w=100');
    expect(sanityImageLoader({ src: 'https://example.com/a.png', width: 100 })).toBe(
      'https://example.com/a.png?w=100',
    );
    // An address already on the site is read the same way (srcset widths from one base address).
    expect(sanityImageLoader({ src: onSite, width: 640 })).toBe(onSite.replace('w=320', 'w=640'));
  });

  it('reads dimensions from the asset id; unreadable metadata gives 0 and is logged', () => {
    expect(imageDimensions(asset._ref)).toEqual({ width: 1200, height: 800 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(imageDimensions('file-abc-pdf')).toEqual({ width: 0, height: 0 });
    expect(imageDimensions(undefined)).toEqual({ width: 0, height: 0 });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('price placeholders in tables', () => {
  const rates = { EUR: 150, USD: 138 };
  it('converts {price:N} krónur to the display currency, except for lease', () => {
    expect(fillPlaceholders('{price:15000}', {}, { currency: 'EUR', rates, tenant: 'cars' })).toBe('100 €');
    expect(fillPlaceholders('from {price:13800}', {}, { currency: 'USD', rates, tenant: 'campers' })).toBe(
      'from $100',
    );
    expect(fillPlaceholders('{price:15000}', {}, { currency: 'EUR', rates, tenant: 'lease' })).toMatch(
      /^15.000 kr$/,
    );
    // No rates (the exchange-rate call failed): krónur rather than a raw placeholder.
    expect(fillPlaceholders('{price:15000}', {}, { currency: 'EUR', rates: null, tenant: 'cars' })).toMatch(
      /kr$/,
    );
  });
});

describe('comparison slider', () => {
  it('stays within 3 to 97 percent with keyboard step 3', () => {
    expect(sliderPositionForKey(50, 'ArrowRight')).toBe(53);
    expect(sliderPositionForKey(50, 'ArrowDown')).toBe(47);
    expect(sliderPositionForKey(4, 'ArrowLeft')).toBe(3);
    expect(sliderPositionForKey(96, 'ArrowUp')).toBe(97);
    expect(sliderPositionForKey(50, 'Home')).toBe(3);
    expect(sliderPositionForKey(50, 'End')).toBe(97);
    expect(sliderPositionForKey(50, 'Enter')).toBeNull();
    expect(sliderPositionForPointer(0, 100, 400)).toBe(3);
    expect(sliderPositionForPointer(300, 100, 400)).toBe(50);
    expect(clampSliderPosition(Number.NaN)).toBe(50);
  });
});

describe('shuttle tracker', () => {
  it('draws only positions inside the spec bounds, north up', () => {
    expect(projectShuttle(SHUTTLE_BOUNDS.latMax, SHUTTLE_BOUNDS.lonMin, 640, 400)).toEqual({ x: 0, y: 0 });
    expect(projectShuttle(SHUTTLE_BOUNDS.latMin, SHUTTLE_BOUNDS.lonMax, 640, 400)).toEqual({
      x: 640,
      y: 400,
    });
    expect(projectShuttle(64.1, -22.6, 640, 400)).toBeNull();
    expect(projectShuttle(64.0, -22.7, 640, 400)).toBeNull();
  });

  it('polls only while visible, in a visible tab and within 15 minutes of activity', () => {
    const now = 1_000_000_000;
    expect(shouldPoll({ visible: true, pageVisible: true, lastActivity: now - 899_000 }, now)).toBe(true);
    expect(shouldPoll({ visible: true, pageVisible: true, lastActivity: now - 900_000 }, now)).toBe(false);
    expect(shouldPoll({ visible: false, pageVisible: true, lastActivity: now }, now)).toBe(false);
    expect(shouldPoll({ visible: true, pageVisible: false, lastActivity: now }, now)).toBe(false);
  });

  it('says how long ago in seconds, minutes or hours', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(relativeAge('2026-01-01T11:59:55Z', now)).toEqual({ unit: 'seconds', count: 5 });
    expect(relativeAge('2026-01-01T11:57:00Z', now)).toEqual({ unit: 'minutes', count: 3 });
    expect(relativeAge('2026-01-01T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
  });
});

describe('media', () => {
  it('turns YouTube and Vimeo addresses into privacy-friendly players and oEmbed calls', () => {
    const yt = videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(yt?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(yt?.oembedUrl).toMatch(/^https:\/\/www\.youtube\.com\/oembed\?url=.+&format=json$/);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')?.embedUrl).toContain('dQw4w9WgXcQ');
    expect(videoSource('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(videoSource('https://example.com/video.mp4')).toBeNull();
    expect(videoSource('not a url')).toBeNull();
  });

  it('takes map coordinates from the pin, else from a Google Maps embed address', () => {
    expect(mapCoordinates({ lat: 64, lng: -22 }, null)).toEqual({ lat: 64, lng: -22 });
    expect(
      mapCoordinates(null, 'https://www.google.com/maps/embed?pb=!1m14!2d-22.6056!3d63.9985!2m3'),
    ).toEqual({
      lat: 63.9985,
      lng: -22.6056,
    });
    expect(mapCoordinates(null, 'https://example.com')).toBeNull();
  });
});

describe('bots and live events', () => {
  it('recognises crawlers but not browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe(
      false,
    );
    expect(isBot(null)).toBe(false);
  });

  it('parses server-sent events across chunk boundaries', () => {
    const first = parseSse('event: welcome\ndata: {}\n\nid: 7\nevent: message\ndata: {"tags":');
    expect(first.events).toEqual([{ event: 'welcome', data: '{}' }]);
    const second = parseSse(`${first.rest}["s1:x"]}\n\n:\n\n`);
    expect(second.events).toEqual([{ event: 'message', id: '7', data: '{"tags":["s1:x"]}' }]);
    expect(second.rest).toBe('');
  });
});
