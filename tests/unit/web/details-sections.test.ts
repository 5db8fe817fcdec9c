import { DriversSection } from '@web/features/booking/details/DriversSection.tsx';
import type { DetailsLabels } from '@web/features/booking/details/labels.ts';
import type { DetailsValues } from '@web/features/booking/details/model.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

// The Details form's sections take their data as props: the drivers' section renders alone,
// with a real react-hook-form `register`.

const labels = new Proxy({} as DetailsLabels, {
  get: (_, key) =>
    (
      ({
        extraDriver: 'Extra driver {number}',
        perDayPrice: '{price} per day',
        driverAge: 'Drivers must be {age} or older',
      }) as Record<string, string>
    )[String(key)] ?? String(key),
});

function Drivers(props: { bookerDrives: DetailsValues['bookerDrives']; extraDrivers: number }) {
  const { register, formState } = useForm<DetailsValues>();
  return createElement(DriversSection, {
    labels,
    register,
    // A saved first extra driver: the markup carries the name before any script runs.
    text: (path) => ({ ...register(path), defaultValue: path === 'extraDrivers.0.firstName' ? 'Jón' : '' }),
    errors: formState.errors,
    bookerDrives: props.bookerDrives,
    minDriverAge: 23,
    extraDrivers: props.extraDrivers,
    freeExtraDrivers: 1,
    extraDriverPrice: '1.000 kr',
    today: '2026-11-27',
    optionsHref: '/book/options',
  });
}

describe("the Details form's drivers section", () => {
  it('the first extra driver is free, the next ones say their price; no main driver while the booker drives', () => {
    const html = renderToStaticMarkup(createElement(Drivers, { bookerDrives: 'yes', extraDrivers: 2 }));
    expect(html).toContain('Drivers must be 23 or older');
    expect(html).toMatch(/Extra driver 1 <span[^>]*>free<\/span>/);
    expect(html).toMatch(/Extra driver 2 <span[^>]*>1\.000 kr per day<\/span>/);
    expect(html).not.toContain('name="mainDriver.firstName"');
    // The booker's choice is in the markup, before react-hook-form runs.
    const radio = (value: string) =>
      html.match(new RegExp(`<input type="radio"[^>]*value="${value}"[^>]*>`))?.[0];
    expect(radio('yes')).toContain('checked=""');
    expect(radio('someoneElse')).not.toContain('checked');
    expect(html).toContain('name="extraDrivers.1.dateOfBirth"');
    expect(html).toMatch(
      /<input[^>]*name="extraDrivers\.0\.firstName"[^>]*value="Jón"|<input[^>]*value="Jón"[^>]*name="extraDrivers\.0\.firstName"/,
    );
  });

  it('someone else driving asks for the main driver', () => {
    const html = renderToStaticMarkup(
      createElement(Drivers, { bookerDrives: 'someoneElse', extraDrivers: 0 }),
    );
    expect(html).toContain('name="mainDriver.firstName"');
    expect(html).toMatch(/<label[^>]*for="f-mainDriver-lastName"/);
    expect(html).not.toContain('Extra driver');
  });
});
