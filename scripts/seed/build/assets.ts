import type { SEED_CLASSES } from '@booking/seed/fleet.ts';
import type { VehicleShape } from '../images.ts';
import type { Tenant } from '../lib.ts';

export type FleetClass = (typeof SEED_CLASSES)[Tenant][number];

const SHAPE_BY_CATEGORY: Record<string, VehicleShape> = {
  mini: 'hatch',
  economy: 'hatch',
  compact: 'hatch',
  wagon: 'wagon',
  electric: 'sedan',
  suv: 'suv',
  large_suv: 'large-suv',
  minivan: 'van',
  small_camper: 'small-camper',
  camper_van: 'camper-van',
  '4x4_camper': 'pickup-tent',
  motorhome: 'motorhome',
};

/** Classes whose body differs from the usual one of their category. */
const SHAPE_BY_CLASS: Record<string, VehicleShape> = {
  enyaq: 'suv',
  'model-y-lease': 'suv',
  'niro-ev-lease': 'suv',
  'octavia-lease': 'wagon',
};

export function shapeOf(c: FleetClass): VehicleShape {
  return SHAPE_BY_CLASS[c.id] ?? SHAPE_BY_CATEGORY[c.category] ?? 'hatch';
}

export const COLOURS = [
  '#c0392b',
  '#2c3e50',
  '#ecf0f1',
  '#27ae60',
  '#2980b9',
  '#7f8c8d',
  '#d35400',
  '#8e44ad',
  '#f1c40f',
  '#16a085',
  '#34495e',
  '#bdc3c7',
];
