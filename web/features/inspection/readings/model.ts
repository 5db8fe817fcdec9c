/**
 * The readings form (mileage, fuel, damage marks) as the action reads it: the form's fields in,
 * the service's body or the problems to show out. Pure, so the form's rules are testable.
 */
import { DAMAGE_MARKS_MAX, DAMAGE_NOTE_MAX, FUEL_EIGHTHS_MAX, MILEAGE_MAX_KM } from '@domain';
import { z } from 'zod';
import type { ReadingsProblem } from '../model.ts';

const Mark = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  note: z.string().trim().min(1).max(DAMAGE_NOTE_MAX),
});

export interface ReadingsInput {
  mileageKm: number;
  fuelEighths: number;
  damage: { x: number; y: number; note: string }[];
}

export function parseReadings(form: {
  mileageKm: string;
  fuelEighths: string;
  damage: string;
}): { ok: true; input: ReadingsInput } | { ok: false; problems: ReadingsProblem[] } {
  const problems: ReadingsProblem[] = [];
  const km = form.mileageKm.trim().replace(/[\s.,'’]/g, '');
  const mileageKm = /^\d{1,7}$/.test(km) ? Number(km) : Number.NaN;
  if (!Number.isInteger(mileageKm) || mileageKm > MILEAGE_MAX_KM) problems.push('mileage');
  const fuelEighths = /^\d$/.test(form.fuelEighths) ? Number(form.fuelEighths) : Number.NaN;
  if (!Number.isInteger(fuelEighths) || fuelEighths > FUEL_EIGHTHS_MAX) problems.push('fuel');
  let damage: ReadingsInput['damage'] = [];
  try {
    const parsed = z
      .array(Mark)
      .max(DAMAGE_MARKS_MAX)
      .safeParse(JSON.parse(form.damage || '[]'));
    if (parsed.success) damage = parsed.data;
    else problems.push('note');
  } catch {
    problems.push('note');
  }
  return problems.length ? { ok: false, problems } : { ok: true, input: { mileageKm, fuelEighths, damage } };
}

/** The pickup mileage a `mileage_below_pickup` refusal carries in its details, if any. */
export function pickupKmOf(details: unknown): number | undefined {
  const value =
    typeof details === 'object' && details !== null ? Reflect.get(details, 'pickupKm') : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** The service's refusal as what the form says. */
export function problemOf(code: string | undefined): ReadingsProblem {
  switch (code) {
    case 'inspection_incomplete':
      return 'photos';
    case 'inspection_done':
      return 'done';
    case 'mileage_below_pickup':
      return 'belowPickup';
    case 'inspection_not_open':
    case 'inspection_closed':
    case 'inspection_pickup_first':
    case 'inspection_not_checked_in':
      return 'closed';
    default:
      return 'failed';
  }
}
