/**
 * A drawn silhouette per body type for classes without a content image: small inline SVG, no
 * request, scales with the card, decorative (the class name is beside it).
 */
type Shape = 'small' | 'car' | 'wagon' | 'suv' | 'van' | 'camper' | 'motorhome' | 'pickup';

const SHAPE_BY_CATEGORY: Record<string, Shape> = {
  mini: 'small',
  economy: 'small',
  compact: 'car',
  wagon: 'wagon',
  electric: 'car',
  suv: 'suv',
  large_suv: 'suv',
  minivan: 'van',
  small_camper: 'van',
  camper_van: 'camper',
  '4x4_camper': 'pickup',
  motorhome: 'motorhome',
};

const BODIES: Record<Shape, string> = {
  small:
    'M40 96 L52 66 Q58 56 72 56 L132 56 Q146 56 156 68 L174 88 L196 92 Q206 94 206 104 L206 116 L34 116 L34 104 Q34 98 40 96 Z',
  car: 'M28 98 L50 70 Q58 60 74 60 L138 60 Q152 60 164 72 L184 90 L212 94 Q222 96 222 106 L222 116 L22 116 L22 106 Q22 100 28 98 Z',
  wagon:
    'M24 98 L46 66 Q52 58 66 58 L196 58 Q208 58 210 70 L214 94 Q222 96 222 106 L222 116 L20 116 L20 106 Q20 100 24 98 Z',
  suv: 'M26 92 L44 58 Q50 48 64 48 L170 48 Q182 48 190 58 L206 84 Q222 88 222 100 L222 118 L20 118 L20 100 Q20 94 26 92 Z',
  van: 'M22 118 L22 60 Q22 42 40 42 L176 42 Q190 42 198 54 L220 86 Q224 92 224 100 L224 118 Z',
  camper:
    'M22 118 L22 44 Q22 30 38 30 L172 30 Q186 30 194 42 L220 84 Q224 90 224 98 L224 118 Z M40 30 L40 20 L150 20 L150 30 Z',
  motorhome: 'M18 118 L18 34 Q18 18 34 18 L196 18 Q212 18 214 34 L214 58 L226 86 Q230 92 230 100 L230 118 Z',
  pickup:
    'M20 118 L20 80 L120 80 L120 52 Q120 44 130 44 L176 44 Q188 44 196 56 L214 82 Q224 86 224 98 L224 118 Z M24 80 L24 58 L112 58 L112 80 Z',
};

export function VehicleIllustration({ category }: { category: string }) {
  const shape = SHAPE_BY_CATEGORY[category] ?? 'car';
  return (
    <svg viewBox="0 0 240 150" role="presentation" aria-hidden="true" focusable="false" data-shape={shape}>
      <rect width="240" height="150" rx="12" fill="var(--vg-colors-surface)" />
      <path d="M0 128 H240" stroke="var(--vg-colors-border)" strokeWidth="2" />
      <path d={BODIES[shape]} fill="var(--vg-colors-primary)" fillRule="evenodd" />
      <circle cx="66" cy="118" r="14" fill="#1b1f24" />
      <circle cx="66" cy="118" r="6" fill="#d8dee4" />
      <circle cx="180" cy="118" r="14" fill="#1b1f24" />
      <circle cx="180" cy="118" r="6" fill="#d8dee4" />
    </svg>
  );
}
