import { LocationFields } from '@web/features/booking/search/panel/LocationFields.tsx';
import { PromoField } from '@web/features/booking/search/panel/PromoField.tsx';
import { TimeFields } from '@web/features/booking/search/panel/TimeFields.tsx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The search panel's parts take their data as props, so each renders alone.

const noop = () => undefined;
const timeLabels = {
  pickupTime: 'Pickup time',
  returnTime: 'Return time',
  selfService: 'Self-service',
  selfServiceHint: '{time} is a self-service pickup',
};

describe('the search panel, part by part', () => {
  it('times: self-service slots marked, the hint only when asked, labelled selects', () => {
    const html = renderToStaticMarkup(
      createElement(TimeFields, {
        ids: { pickupTime: 'pt', returnTime: 'rt' },
        labels: timeLabels,
        pickupTime: '23:00',
        returnTime: '10:00',
        pickupSlots: [
          { time: '08:00', selfService: false },
          { time: '23:00', selfService: true },
        ],
        returnSlots: ['10:00', '10:30'],
        selfServiceHint: true,
        onPickupTime: noop,
        onReturnTime: noop,
      }),
    );
    expect(html).toContain('<label class="');
    expect(html).toMatch(/for="pt"[^>]*>Pickup time<\/label>/);
    expect(html).toContain('23:00 · Self-service');
    expect(html).not.toContain('08:00 · Self-service');
    expect(html).toContain('23:00 is a self-service pickup');
    expect(html).toContain('>10:30</option>');
  });

  it('times before a date: the default time alone, the selects disabled, no hint', () => {
    const html = renderToStaticMarkup(
      createElement(TimeFields, {
        ids: { pickupTime: 'pt', returnTime: 'rt' },
        labels: timeLabels,
        pickupTime: '12:00',
        returnTime: '12:00',
        pickupSlots: null,
        returnSlots: null,
        selfServiceHint: false,
        onPickupTime: noop,
        onReturnTime: noop,
      }),
    );
    expect(html.match(/disabled=""/g)).toHaveLength(2);
    expect(html.match(/<option/g)).toHaveLength(2);
    expect(html).not.toContain('self-service pickup');
  });

  it('locations: both selects offer every location, each with its chosen one', () => {
    const locations = [
      { id: 'kef', title: 'Keflavík Airport' },
      { id: 'rvk', title: 'Reykjavík' },
    ] as unknown as Parameters<typeof LocationFields>[0]['locations']; // only id and title are read
    const html = renderToStaticMarkup(
      createElement(LocationFields, {
        ids: { pickupLocation: 'pl', returnLocation: 'rl' },
        labels: { pickupLocation: 'Pickup location', returnLocation: 'Return location' },
        locations,
        pickupLocationId: 'kef',
        returnLocationId: 'rvk',
        onPickup: noop,
        onReturn: noop,
      }),
    );
    expect(html.match(/Keflavík Airport/g)).toHaveLength(2);
    expect(html).toMatch(/<select id="pl"[^>]*name="pickupLocation"/);
    expect(html).toMatch(/<option value="kef" selected="">Keflavík Airport/);
    expect(html).toMatch(/<option value="rvk" selected="">Reykjavík/);
  });

  it('promo code: a labelled input that keeps the typed value', () => {
    const html = renderToStaticMarkup(
      createElement(PromoField, {
        id: 'cp',
        labels: { promoCode: 'Promo code', promoPlaceholder: 'e.g. SUMMER' },
        value: 'WINTER10',
        onChange: noop,
      }),
    );
    expect(html).toMatch(/for="cp"[^>]*>Promo code<\/label>/);
    expect(html).toContain('value="WINTER10"');
    expect(html).toContain('name="coupon"');
  });
});
