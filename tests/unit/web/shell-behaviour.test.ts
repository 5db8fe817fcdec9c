import { readFileSync } from 'node:fs';
import {
  CONSENT_CHOSEN_SCRIPT,
  CONSENT_COOKIE,
  chatAllowedOn,
  chatScriptUrl,
  parseConsent,
  serializeConsent,
  tagManagerId,
} from '@web/components/shell/consent.ts';
import { nextHeaderScroll, SCROLL_THRESHOLD } from '@web/components/shell/header-scroll.ts';
import { Icon } from '@web/components/shell/Icon.tsx';
import { ICON_NAMES, ICONS } from '@web/components/shell/icons.ts';
import { LOADING_BAR, startsPageLoad } from '@web/components/shell/loading-bar.ts';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('header scroll', () => {
  const top = { hidden: false, lastY: 0 };

  it('hides on scroll down past the header and returns on scroll up', () => {
    const down = nextHeaderScroll(top, 400, 120);
    expect(down).toEqual({ hidden: true, lastY: 400 });
    expect(nextHeaderScroll(down, 350, 120)).toEqual({ hidden: false, lastY: 350 });
  });

  it(`ignores moves under ${SCROLL_THRESHOLD} px, but lets slow scrolling add up`, () => {
    expect(SCROLL_THRESHOLD).toBe(10);
    const hidden = { hidden: true, lastY: 500 };
    expect(nextHeaderScroll(hidden, 491, 120)).toBe(hidden);
    expect(nextHeaderScroll(hidden, 509, 120)).toBe(hidden);
    // Small moves do not move the reference: 12 px from the last counted position count.
    expect(nextHeaderScroll(hidden, 488, 120)).toEqual({ hidden: false, lastY: 488 });
  });

  it('always shows near the top of the page', () => {
    expect(nextHeaderScroll(top, 60, 120).hidden).toBe(false);
  });
});

describe('consent', () => {
  it('reads back what it writes, and treats anything else as not chosen', () => {
    expect(CONSENT_COOKIE).toBe('vegur-consent');
    for (const consent of [
      { analytics: true, chat: true },
      { analytics: false, chat: true },
      { analytics: false, chat: false },
    ])
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
  });

  it.each([
    [`${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent({ analytics: true, chat: false }))}`, 'chosen'],
    [`theme=dark; ${CONSENT_COOKIE}=${serializeConsent({ analytics: false, chat: false })}`, 'chosen'],
    [`${CONSENT_COOKIE}=v2%3Aanalytics`, undefined],
    [`other-${CONSENT_COOKIE}=v1%3A`, undefined],
    ['', undefined],
  ])('the head script marks <html> for a cookie choice before the first paint: %j', (cookie, mark) => {
    const dataset: Record<string, string> = {};
    // The script runs in the page as written; here against a stand-in document.
    new Function('document', CONSENT_CHOSEN_SCRIPT)({ cookie, documentElement: { dataset } });
    expect(dataset.consent).toBe(mark);
  });

  it.each([
    ['/', true],
    ['/de/blog/travel/', true],
    ['/book/vehicles/', false],
    ['/is/book/details/', false],
    ['/reservation/find/', false],
    ['/fr/reservation/checkin/start/', false],
  ])('chat widget on %s: %s', (path, allowed) => {
    expect(chatAllowedOn(path)).toBe(allowed);
  });

  it('loads third-party scripts only from a valid configuration', () => {
    expect(tagManagerId('GTM-AB12CD3')).toBe('GTM-AB12CD3');
    expect(tagManagerId('')).toBeNull();
    expect(tagManagerId('GTM-<script>')).toBeNull();
    expect(chatScriptUrl('https://chat.example/widget.js')).toBe('https://chat.example/widget.js');
    expect(chatScriptUrl('http://chat.example/widget.js')).toBeNull();
    expect(chatScriptUrl(undefined)).toBeNull();
  });
});

describe('loading bar', () => {
  const current = 'http://cars.localhost:3000/de/';

  it('has the spec constants', () => {
    expect(LOADING_BAR).toMatchObject({ height: 4, throttleMs: 200, durationMs: 2000 });
  });

  it('its stylesheet draws the constants: height, colour and the creep to 90 %', () => {
    const css = readFileSync(
      new URL('../../../web/components/shell/LoadingBar.module.css', import.meta.url),
      'utf8',
    );
    const bar = css.slice(css.indexOf('.bar {'), css.indexOf('}', css.indexOf('.bar {')));
    expect(bar).toContain(`height: ${LOADING_BAR.height}px;`);
    expect(bar).toContain(`background: ${LOADING_BAR.color};`);
    expect(css).toContain(`transition: transform ${LOADING_BAR.durationMs}ms`);
  });

  it('starts for same-tab links to another page of the site only', () => {
    expect(startsPageLoad({ href: 'http://cars.localhost:3000/de/faq/', current })).toBe(true);
    expect(startsPageLoad({ href: 'http://cars.localhost:3000/de/#main', current })).toBe(false);
    expect(startsPageLoad({ href: 'http://cars.localhost:3000/de/?coupon=X', current })).toBe(false);
    expect(startsPageLoad({ href: 'https://safetravel.is/', current })).toBe(false);
    expect(startsPageLoad({ href: 'tel:+3545195000', current })).toBe(false);
    expect(startsPageLoad({ href: 'http://cars.localhost:3000/faq/', current, target: '_blank' })).toBe(
      false,
    );
    expect(startsPageLoad({ href: 'http://cars.localhost:3000/faq/', current, modified: true })).toBe(false);
  });
});

describe('icons', () => {
  afterEach(() => vi.restoreAllMocks());

  it('have a path for every name', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(30);
    for (const name of ICON_NAMES) expect(ICONS[name], name).toMatch(/^M/);
    // Quick links and socials of the seed content use these names.
    for (const name of ['phone', 'mail', 'search', 'facebook', 'instagram', 'youtube', 'tripadvisor'])
      expect(ICON_NAMES).toContain(name);
  });

  const props = (element: unknown) => (element as ReactElement<Record<string, unknown>>).props;

  it('draw decoratively unless labelled', () => {
    expect(props(Icon({ name: 'phone' }))).toMatchObject({ 'aria-hidden': true, role: undefined });
    expect(props(Icon({ name: 'phone', label: 'Call' }))).toMatchObject({
      role: 'img',
      'aria-label': 'Call',
      'aria-hidden': undefined,
    });
  });

  it('log a failed load and draw nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(Icon({ name: 'no-such-icon' })).toBeNull();
    expect(error).toHaveBeenCalledWith('Icon could not be loaded: no-such-icon');
  });
});
