/**
 * The Options step's rules as pure functions, shared by the browser (the form's state and the
 * quote it asks for) and the server (the page's first quote, the save action's validation): one
 * definition of what a valid choice is, so the first paint, every re-quote and the saved state
 * agree to the byte.
 */

import type {
  CatalogueAnswer,
  CatalogueExtra as Extra,
  CatalogueInsurance as Insurance,
  QuoteRequest,
} from '@booking/client.ts';
import type { BookingOptions } from '@web/lib/session-cookies.ts';
import { z } from 'zod';

/**
 * The booking state's upper bound for extra drivers. The brand's own cap comes from
 * `GET /catalogue` (`policy.maxExtraDrivers`); a `too_many_drivers` answer from `/quote` (a cap
 * lowered since the page loaded) still lowers it in the browser.
 */
export const DEFAULT_MAX_EXTRA_DRIVERS = 10;

/** The part of the catalogue the Options step offers, in display order. */
export interface OptionsCatalogue {
  packages: Insurance[];
  addons: Insurance[];
  extras: Extra[];
  freeExtraDrivers: number;
  extraDriverPerDay: number;
  maxExtraDrivers: number;
}

/** What the visitor has chosen; extras by id with a quantity (0 = not chosen). */
export interface Choices {
  insurancePackageId: string;
  insuranceAddons: string[];
  extras: Record<string, number>;
  extraDrivers: number;
}

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

const MaxDriversSchema = z.object({
  policy: z.object({ maxExtraDrivers: z.number().int().min(0).max(DEFAULT_MAX_EXTRA_DRIVERS) }),
});

/** `raw` is the unparsed `/catalogue` body: the parsed one drops fields the site does not know yet. */
export function optionsCatalogue(catalogue: CatalogueAnswer, raw?: unknown): OptionsCatalogue {
  const exposed = MaxDriversSchema.safeParse(raw);
  return {
    packages: catalogue.insurance.filter((i) => i.kind === 'package').sort(bySort),
    addons: catalogue.insurance.filter((i) => i.kind === 'addon').sort(bySort),
    extras: [...catalogue.extras].sort(bySort),
    freeExtraDrivers: catalogue.policy.freeExtraDrivers,
    extraDriverPerDay: catalogue.policy.extraDriverPerDay,
    maxExtraDrivers: exposed.success ? exposed.data.policy.maxExtraDrivers : DEFAULT_MAX_EXTRA_DRIVERS,
  };
}

/** Everything a package covers: itself and what it includes (SCDW contains CDW). */
export function coverageOf(pkg: Insurance): Set<string> {
  return new Set([pkg.id, ...pkg.includes]);
}

/**
 * The rows of the comparison: the base package (CDW), every cover another package contains
 * (SCDW), and every add-on; catalogue order. A package that is only a bundle (Premium) is no row.
 */
export function coverageRows(cat: OptionsCatalogue): string[] {
  const contained = new Set(cat.packages.flatMap((p) => p.includes));
  const rows = [...cat.packages, ...cat.addons]
    .filter((i, index) => index === 0 || i.kind === 'addon' || contained.has(i.id))
    .sort(bySort)
    .map((i) => i.id);
  return [...new Set(rows)];
}

export function defaultChoices(cat: OptionsCatalogue): Choices {
  return {
    insurancePackageId: cat.packages[0]?.id ?? '',
    insuranceAddons: [],
    extras: {},
    extraDrivers: 0,
  };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));

/**
 * Any choice made consistent with the catalogue: unknown ids dropped, quantities within bounds,
 * add-ons the package already contains dropped, catalogue order (so equal choices are equal
 * requests, and SWR's key is stable).
 */
export function normalizeChoices(
  choices: Choices,
  cat: OptionsCatalogue,
  maxDrivers = cat.maxExtraDrivers,
): Choices {
  const pkg = cat.packages.find((p) => p.id === choices.insurancePackageId) ?? cat.packages[0];
  const covered = pkg ? coverageOf(pkg) : new Set<string>();
  const chosenAddons = new Set(choices.insuranceAddons);
  const extras: Record<string, number> = {};
  for (const extra of cat.extras) {
    const quantity = clamp(choices.extras[extra.id] ?? 0, 0, extra.maxQuantity);
    if (quantity > 0) extras[extra.id] = quantity;
  }
  return {
    insurancePackageId: pkg?.id ?? '',
    insuranceAddons: cat.addons.filter((a) => chosenAddons.has(a.id) && !covered.has(a.id)).map((a) => a.id),
    extras,
    extraDrivers: clamp(Number.isFinite(choices.extraDrivers) ? choices.extraDrivers : 0, 0, maxDrivers),
  };
}

/** The saved options (or none) as choices for this catalogue; what no longer exists is dropped. */
export function choicesFromOptions(options: BookingOptions | null, cat: OptionsCatalogue): Choices {
  if (!options) return defaultChoices(cat);
  return normalizeChoices(
    {
      insurancePackageId: options.insurancePackageId ?? defaultChoices(cat).insurancePackageId,
      insuranceAddons: options.insuranceAddons,
      extras: Object.fromEntries(options.extras.map((e) => [e.id, e.quantity])),
      extraDrivers: options.extraDrivers,
    },
    cat,
  );
}

/** Choices in the booking state's shape (`bookingOptionsSchema`). */
export function toBookingOptions(choices: Choices): BookingOptions {
  return {
    insurancePackageId: choices.insurancePackageId,
    insuranceAddons: [...choices.insuranceAddons],
    extras: Object.entries(choices.extras)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ id, quantity })),
    extraDrivers: choices.extraDrivers,
  };
}

/** The search terms and class of `POST /quote`, without the options. */
export type QuoteBase = Omit<QuoteRequest, 'options' | 'extraDrivers'>;

/** The body of `POST /quote` for these choices (the same on server and browser). */
export function quoteRequest(base: QuoteBase, choices: Choices): QuoteRequest {
  const options = toBookingOptions(choices);
  return {
    ...base,
    options: {
      insurancePackageId: options.insurancePackageId,
      insuranceAddons: options.insuranceAddons,
      extras: options.extras,
    },
    extraDrivers: options.extraDrivers,
  };
}

/** SWR's key for a quote: the brand and the whole request. */
export function quoteKey(tenant: string, request: QuoteRequest): string {
  return `quote:${tenant}:${JSON.stringify(request)}`;
}

export type ChoiceAction =
  | { type: 'package'; id: string }
  | { type: 'addon'; id: string; on: boolean }
  | { type: 'extra'; id: string; quantity: number }
  | { type: 'drivers'; count: number };

/** The form's state transitions; the result is always normalized. */
export function reduceChoices(
  choices: Choices,
  action: ChoiceAction,
  cat: OptionsCatalogue,
  maxDrivers = cat.maxExtraDrivers,
): Choices {
  let next: Choices;
  switch (action.type) {
    case 'package':
      next = { ...choices, insurancePackageId: action.id };
      break;
    case 'addon':
      next = {
        ...choices,
        insuranceAddons: action.on
          ? [...choices.insuranceAddons, action.id]
          : choices.insuranceAddons.filter((id) => id !== action.id),
      };
      break;
    case 'extra':
      next = { ...choices, extras: { ...choices.extras, [action.id]: action.quantity } };
      break;
    case 'drivers':
      next = { ...choices, extraDrivers: action.count };
      break;
  }
  return normalizeChoices(next, cat, maxDrivers);
}

/** What the extra drivers cost for the whole rental: the free ones first. */
export function extraDriversCost(count: number, cat: OptionsCatalogue, days: number): number {
  return Math.max(0, count - cat.freeExtraDrivers) * cat.extraDriverPerDay * days;
}

/** What an extra costs for the whole rental at a quantity. */
export function extraCost(extra: Extra, quantity: number, days: number): number {
  return extra.pricing === 'per_day' ? extra.price * quantity * days : extra.price * quantity;
}

/** The field names the form posts (so the save action works before the page's JavaScript). */
export const FIELD = {
  package: 'insurancePackageId',
  addon: 'insuranceAddons',
  extraPrefix: 'extra:',
  drivers: 'extraDrivers',
} as const;

const Id = z.string().min(1).max(64);
/** A count from a number field (a string; empty means none) or from structured input (a number). */
const Count = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return 0;
    return /^\d{1,2}$/.test(text) ? Number(text) : value;
  },
  z.number({ error: 'Quantity must be a whole number' }).int('Quantity must be a whole number'),
);

/** Issues name the field and say what is wrong (for the log; the visitor sees one message). */
export type OptionsParse = { success: true; choices: Choices } | { success: false; issues: string[] };

/**
 * The choices a form sent, validated against the catalogue: every id must exist, quantities and
 * drivers within their bounds; an add-on the package already contains is dropped, not refused
 * (a form without JavaScript can send both).
 */
export function parseOptionsForm(form: FormData, cat: OptionsCatalogue): OptionsParse {
  const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);
  const extras: { id: string; quantity: string }[] = [];
  for (const [name, value] of form.entries()) {
    if (name.startsWith(FIELD.extraPrefix))
      extras.push({ id: name.slice(FIELD.extraPrefix.length), quantity: text(value) ?? '' });
  }
  return parseOptionsInput(
    {
      insurancePackageId: text(form.get(FIELD.package)),
      insuranceAddons: form.getAll(FIELD.addon).map(text),
      extras,
      extraDrivers: text(form.get(FIELD.drivers)) ?? '0',
    },
    cat,
  );
}

/** The same rules for a structured input (the browser's auto-save). */
export function parseOptionsInput(input: unknown, cat: OptionsCatalogue): OptionsParse {
  const packages = new Map(cat.packages.map((p) => [p.id, p]));
  const addons = new Set(cat.addons.map((a) => a.id));
  const extras = new Map(cat.extras.map((e) => [e.id, e]));
  const schema = z
    .object({
      insurancePackageId: Id.refine((id) => packages.has(id), 'Unknown insurance package'),
      insuranceAddons: z
        .array(Id.refine((id) => addons.has(id), 'Unknown insurance add-on'))
        .max(cat.addons.length, 'Too many add-ons'),
      extras: z
        .array(
          z.object({
            id: Id.refine((id) => extras.has(id), 'Unknown extra'),
            quantity: Count,
          }),
        )
        .max(cat.extras.length, 'Too many extras')
        .superRefine((list, ctx) => {
          const seen = new Set<string>();
          list.forEach((item, index) => {
            const extra = extras.get(item.id);
            if (seen.has(item.id))
              ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Extra listed twice' });
            seen.add(item.id);
            if (extra && (item.quantity < 0 || item.quantity > extra.maxQuantity))
              ctx.addIssue({
                code: 'custom',
                path: [index, 'quantity'],
                message: `At most ${extra.maxQuantity} of ${item.id}`,
              });
          });
        }),
      extraDrivers: Count.pipe(
        z
          .number()
          .min(0, 'Extra drivers cannot be negative')
          .max(cat.maxExtraDrivers, `At most ${cat.maxExtraDrivers} extra drivers`),
      ),
    })
    .strict();
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return {
      success: false,
      issues: parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`),
    };
  }
  const data = parsed.data;
  return {
    success: true,
    choices: normalizeChoices(
      {
        insurancePackageId: data.insurancePackageId,
        insuranceAddons: data.insuranceAddons,
        extras: Object.fromEntries(data.extras.map((e) => [e.id, e.quantity])),
        extraDrivers: data.extraDrivers,
      },
      cat,
    ),
  };
}
