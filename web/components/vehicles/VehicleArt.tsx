import type { ReactNode } from 'react';

/**
 * One drawing per vehicle class (the booking service's categories), for pages and cards without
 * a photograph: a side view with the class's own silhouette and gear (roof box, charging cable,
 * pop-top, rooftop tent, alcove…) in front of the scenery it is rented for. Inline SVG rendered
 * on the server: no request, no script, scales with its box. Colours are the brand's tokens.
 * Decorative: the class's name is always beside it.
 */

const INK = '#1d2327';
const GLASS = '#dce7ef';
const BODY = 'var(--vg-colors-primary)';
const ACCENT = 'var(--vg-colors-accent)';
const SCENERY = 'var(--vg-colors-scenery)';

/** The ground line every drawing stands on. */
const GROUND = 150;

type WheelStyle = 'alloy' | 'aero' | 'offroad';

function Wheel({ x, r, style = 'alloy' }: { x: number; r: number; style?: WheelStyle }) {
  const y = GROUND - r;
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={INK} />
      {style === 'offroad' ? (
        <circle cx={x} cy={y} r={r - 2} fill="none" stroke="#3a4148" strokeWidth="4" strokeDasharray="4 3" />
      ) : null}
      <circle cx={x} cy={y} r={Math.round(r * 0.55)} fill={style === 'aero' ? '#e9eef2' : '#b8c1c9'} />
      {style === 'aero' ? (
        <circle cx={x} cy={y} r={Math.round(r * 0.55)} fill="none" stroke={ACCENT} strokeWidth="2" />
      ) : null}
      <circle cx={x} cy={y} r={Math.round(r * 0.18)} fill={INK} />
    </g>
  );
}

/** Background scenery, in the brand's scenery tint. */
const SCENES = {
  city: (
    <g fill={SCENERY}>
      <rect x="24" y="74" width="30" height="76" />
      <rect x="58" y="52" width="24" height="98" />
      <rect x="86" y="88" width="34" height="62" />
      <rect x="232" y="64" width="28" height="86" />
      <rect x="264" y="42" width="22" height="108" />
      <rect x="290" y="80" width="26" height="70" />
    </g>
  ),
  hills: <path d="M0 150V112q60-34 120-12t110-22 90 10v62z" fill={SCENERY} />,
  mountains: (
    <g>
      <path d="M0 150V104l58-52 40 30 62-58 70 62 34-24 56 46v42z" fill={SCENERY} />
      <path
        d="M160 24l-22 20 10 4 12-10 14 12 8-6z M58 52l-16 14 10 2 8-6 8 6 6-4z"
        fill="#ffffff"
        opacity="0.8"
      />
    </g>
  ),
  forest: (
    <g fill={SCENERY}>
      <path d="M34 150l18-56 18 56z M62 150l22-74 22 74z M238 150l20-62 20 62z M270 150l16-48 16 48z" />
      <rect x="0" y="146" width="320" height="4" />
    </g>
  ),
  lake: (
    <g>
      <circle cx="294" cy="34" r="16" fill={ACCENT} opacity="0.35" />
      <path d="M0 150v-30q70-30 150-6t170-4v40z" fill={SCENERY} />
    </g>
  ),
  terrain: (
    <g>
      <path d="M0 150V92l44-40 34 26 54-50 48 42 30-18 58 48 52-26v76z" fill={SCENERY} />
      <path d="M18 150l10-8h14l6 8z M270 150l8-10h12l8 10z" fill={SCENERY} />
    </g>
  ),
  runway: (
    <g fill={SCENERY}>
      <path d="M238 46l30-4 12-10 6 0-6 12 16 -2 4 -6 5 0-3 9 4 8-5 0-5-5-16-1 6 12-6 0-12-10-30-4z" />
      <rect x="0" y="138" width="320" height="12" opacity="0.6" />
    </g>
  ),
} satisfies Record<string, ReactNode>;

interface Drawing {
  scene: keyof typeof SCENES;
  /** Everything in front of the scenery except the wheels. */
  body: ReactNode;
  wheels: [number, number];
  wheelRadius: number;
  wheelStyle?: WheelStyle;
}

const DRAWINGS = {
  // A three-door city car: short, tall, round.
  mini: {
    scene: 'city',
    wheels: [118, 202],
    wheelRadius: 16,
    body: (
      <>
        <path
          d="M92 140L90 102Q90 70 116 68L170 66Q184 66 192 76L208 98L224 102Q234 105 234 118L234 140Z"
          fill={BODY}
        />
        <path
          d="M100 98L101 82Q102 74 112 74L140 74L140 98Z M146 98L146 74L170 74Q180 74 186 82L198 98Z"
          fill={GLASS}
        />
        <circle cx="226" cy="112" r="5" fill={ACCENT} />
        <path d="M140 102V136" stroke={INK} strokeOpacity="0.35" strokeWidth="1.5" />
      </>
    ),
  },
  // A five-door hybrid supermini: sloping hatch, leaf badge.
  economy: {
    scene: 'city',
    wheels: [110, 212],
    wheelRadius: 17,
    body: (
      <>
        <path
          d="M80 140L80 106L94 74Q98 66 108 66L178 66Q190 66 198 74L220 98L238 102Q246 105 246 118L246 140Z"
          fill={BODY}
        />
        <path d="M98 98L106 74L140 74L140 98Z M146 98L146 74L176 74Q186 74 192 80L206 98Z" fill={GLASS} />
        <path d="M143 102V136 M196 102V132" stroke={INK} strokeOpacity="0.35" strokeWidth="1.5" />
        <path d="M166 116q8-12 18-10q-2 12-18 10z" fill={ACCENT} />
        <rect x="236" y="106" width="8" height="5" rx="2" fill="#fff4c2" />
      </>
    ),
  },
  // A family hatchback: long bonnet, upright tail, roof fin.
  compact: {
    scene: 'hills',
    wheels: [100, 222],
    wheelRadius: 18,
    body: (
      <>
        <path
          d="M66 140L64 104Q64 94 72 90L84 70Q88 62 100 62L174 62Q186 62 196 72L220 96L250 102Q262 105 262 120L262 140Z"
          fill={BODY}
        />
        <path d="M84 94L96 70L136 70L136 94Z M142 94L142 70L172 70Q182 70 190 78L206 94Z" fill={GLASS} />
        <path d="M124 62l7-4h5l-1 4z" fill={INK} opacity="0.7" />
        <path d="M139 98V136 M200 98V134" stroke={INK} strokeOpacity="0.35" strokeWidth="1.5" />
        <rect x="64" y="112" width="198" height="4" fill={ACCENT} />
      </>
    ),
  },
  // An estate: the roof runs flat to the tail, with rails and a roof box.
  wagon: {
    scene: 'hills',
    wheels: [98, 222],
    wheelRadius: 18,
    body: (
      <>
        <path d="M88 58Q90 46 110 46L168 46Q182 46 184 58Z" fill={ACCENT} />
        <rect x="76" y="58" width="112" height="4" rx="2" fill={INK} />
        <path
          d="M58 140L56 104L62 74Q64 64 76 64L186 64Q196 64 204 72L228 98L252 102Q264 105 264 120L264 140Z"
          fill={BODY}
        />
        <path
          d="M68 98L72 72L104 72L104 98Z M110 98L110 72L150 72L150 98Z M156 98L156 72L184 72Q194 72 200 78L214 98Z"
          fill={GLASS}
        />
        <path d="M107 102V136 M153 102V136" stroke={INK} strokeOpacity="0.35" strokeWidth="1.5" />
      </>
    ),
  },
  // A fastback on aero wheels, plugged in at a charging post.
  electric: {
    scene: 'hills',
    wheels: [104, 220],
    wheelRadius: 18,
    wheelStyle: 'aero',
    body: (
      <>
        <rect x="18" y="78" width="24" height="72" rx="5" fill={INK} opacity="0.85" />
        <rect x="23" y="84" width="14" height="12" rx="2" fill={GLASS} />
        <path d="M31 102l-5 10h5l-3 9 8-12h-5l3-7z" fill={ACCENT} />
        <path d="M42 124Q56 148 70 120" fill="none" stroke={INK} strokeWidth="3" />
        <path
          d="M68 140L66 110Q66 98 80 94Q110 64 150 62L176 62Q196 62 212 80L228 98L248 102Q260 106 260 120L260 140Z"
          fill={BODY}
        />
        <path d="M92 92Q118 70 148 70L176 70Q190 70 200 82L210 92Z" fill={GLASS} />
        <path d="M156 70V92" stroke={BODY} strokeWidth="4" />
        <rect x="66" y="118" width="194" height="3" fill={ACCENT} />
      </>
    ),
  },
  // A compact 4x4: higher, with body cladding and roof bars.
  suv: {
    scene: 'mountains',
    wheels: [104, 216],
    wheelRadius: 20,
    body: (
      <>
        <path d="M86 52H180M94 52v6M172 52v6" stroke={INK} strokeWidth="4" />
        <path
          d="M66 134L64 96Q64 60 86 58L186 58Q196 58 204 68L222 92L244 96Q256 100 256 114L256 134Z"
          fill={BODY}
        />
        <path
          d="M74 92L76 66L112 66L112 92Z M118 92L118 66L152 66L152 92Z M158 92L158 66L186 66Q194 66 198 72L212 92Z"
          fill={GLASS}
        />
        <path d="M64 122H256V134H66Z" fill={INK} opacity="0.55" />
        <rect x="76" y="102" width="24" height="8" rx="3" fill={ACCENT} />
        <rect x="244" y="102" width="10" height="6" rx="2" fill="#fff4c2" />
      </>
    ),
  },
  // A full-size off-roader: boxy, spare wheel on the tail, snorkel, loaded roof rack.
  large_suv: {
    scene: 'mountains',
    wheels: [100, 222],
    wheelRadius: 23,
    wheelStyle: 'offroad',
    body: (
      <>
        <rect x="92" y="30" width="52" height="12" rx="3" fill={ACCENT} />
        <path d="M62 44H200M70 44v8M192 44v8" stroke={INK} strokeWidth="4" />
        <path
          d="M54 128L52 64Q52 52 64 52L200 52Q208 52 212 60L226 86L254 90Q266 92 266 104L266 128Z"
          fill={BODY}
        />
        <path
          d="M62 84L62 60L100 60L100 84Z M106 84L106 60L148 60L148 84Z M154 84L154 60L198 60Q204 60 208 66L218 84Z"
          fill={GLASS}
        />
        <path d="M222 88L230 54H238" fill="none" stroke={INK} strokeWidth="5" strokeLinejoin="round" />
        <circle cx="46" cy="98" r="16" fill={INK} />
        <circle cx="46" cy="98" r="7" fill="#b8c1c9" />
        <path d="M52 116H266V128H54Z" fill={INK} opacity="0.55" />
      </>
    ),
  },
  // A nine-seat minibus: one box, three window rows, sliding door.
  minivan: {
    scene: 'runway',
    wheels: [96, 226],
    wheelRadius: 18,
    body: (
      <>
        <path
          d="M58 140L56 72Q56 50 78 50L196 50Q208 50 216 60L246 96Q264 100 264 116L264 140Z"
          fill={BODY}
        />
        <path
          d="M66 88L66 60L108 60L108 88Z M114 88L114 60L168 60L168 88Z M174 88L174 60L198 60Q206 60 210 66L228 88Z"
          fill={GLASS}
        />
        <path d="M111 92V138 M171 92V138" stroke={INK} strokeOpacity="0.45" strokeWidth="1.5" />
        <path d="M116 94H168" stroke={INK} strokeOpacity="0.6" strokeWidth="2.5" />
        <rect x="56" y="110" width="208" height="4" fill={ACCENT} />
      </>
    ),
  },
  // A small van camper: the pop-top tent raised over the roof.
  small_camper: {
    scene: 'forest',
    wheels: [106, 218],
    wheelRadius: 17,
    body: (
      <>
        <path d="M88 62L98 36L176 36L186 62Z" fill={ACCENT} />
        <rect x="112" y="42" width="44" height="12" rx="3" fill={INK} opacity="0.5" />
        <path
          d="M72 140L70 80Q70 62 88 62L186 62Q196 62 204 72L226 98Q250 102 250 118L250 140Z"
          fill={BODY}
        />
        <path d="M80 96L80 72L128 72L128 96Z M178 96L178 72L192 72Q200 72 204 78L216 96Z" fill={GLASS} />
        <path d="M84 76h40" stroke={ACCENT} strokeWidth="4" />
        <path d="M134 72V136 M174 72V136" stroke={INK} strokeOpacity="0.35" strokeWidth="1.5" />
      </>
    ),
  },
  // A high-roof camper van: solar panel, living windows, side stripe, sliding door.
  camper_van: {
    scene: 'lake',
    wheels: [88, 232],
    wheelRadius: 19,
    body: (
      <>
        <rect x="74" y="34" width="70" height="6" rx="2" fill={INK} opacity="0.7" />
        <path d="M46 140L44 56Q44 40 60 40L214 40Q222 40 224 50L246 94Q272 98 272 116L272 140Z" fill={BODY} />
        <rect x="58" y="56" width="38" height="24" rx="5" fill={GLASS} />
        <rect x="146" y="56" width="44" height="24" rx="5" fill={GLASS} />
        <path d="M204 90L204 54L218 54L236 90Z" fill={GLASS} />
        <path d="M104 52H138V138H104Z" fill="none" stroke={INK} strokeOpacity="0.45" strokeWidth="1.5" />
        <path d="M44 110C100 100 150 122 246 104L250 112C150 130 100 110 44 120Z" fill={ACCENT} />
      </>
    ),
  },
  // A pickup with its rooftop tent open above the cab and a ladder down to the bed.
  '4x4_camper': {
    scene: 'terrain',
    wheels: [98, 230],
    wheelRadius: 22,
    wheelStyle: 'offroad',
    body: (
      <>
        <path d="M76 50L100 20H178L206 50Z" fill={ACCENT} />
        <path d="M118 26H160L156 40H122Z" fill={INK} opacity="0.45" />
        <rect x="70" y="50" width="140" height="6" rx="2" fill={INK} />
        <path d="M78 56L64 128M90 56L76 128M75 72H87M72 88H84M69 104H81" stroke={INK} strokeWidth="3" />
        <path
          d="M50 132L50 96L140 96L140 66Q140 58 150 58L204 58Q214 58 220 66L234 90L258 94Q270 96 270 108L270 132Z"
          fill={BODY}
        />
        <path d="M150 90L150 66L176 66L176 90Z M182 90L182 66L202 66Q208 66 212 72L224 90Z" fill={GLASS} />
        <path d="M50 96H140" stroke={INK} strokeOpacity="0.5" strokeWidth="3" />
        <path d="M50 120H270V132H50Z" fill={INK} opacity="0.55" />
      </>
    ),
  },
  // A coach-built motorhome: the bed alcove over the cab, a door and big living windows.
  motorhome: {
    scene: 'lake',
    wheels: [86, 238],
    wheelRadius: 19,
    body: (
      <>
        <path
          d="M32 140L30 40Q30 28 42 28L246 28Q260 28 260 42L260 56Q260 62 252 62L238 62L238 66L264 98Q284 102 284 118L284 140Z"
          fill={BODY}
        />
        <rect x="232" y="36" width="20" height="14" rx="4" fill={GLASS} />
        <path d="M238 94L238 70L246 70L260 94Z" fill={GLASS} />
        <rect x="44" y="48" width="46" height="28" rx="6" fill={GLASS} />
        <rect x="152" y="48" width="56" height="28" rx="6" fill={GLASS} />
        <rect
          x="106"
          y="52"
          width="32"
          height="84"
          rx="3"
          fill="none"
          stroke={INK}
          strokeOpacity="0.5"
          strokeWidth="1.5"
        />
        <rect x="114" y="60" width="16" height="18" rx="3" fill={GLASS} />
        <path d="M30 96H238" stroke={ACCENT} strokeWidth="6" />
        <path d="M24 40V130M24 56H30M24 76H30M24 96H30" stroke={INK} strokeWidth="2.5" />
      </>
    ),
  },
} satisfies Record<string, Drawing>;

export type DrawnCategory = keyof typeof DRAWINGS;

/** The vehicle classes with a drawing of their own (every category of the seed fleet). */
export const DRAWN_CATEGORIES = Object.keys(DRAWINGS) as DrawnCategory[];

/** Whether a category has its own drawing (others get the family hatchback). */
export function hasVehicleArt(category: string): category is DrawnCategory {
  return Object.hasOwn(DRAWINGS, category);
}

export function VehicleArt({
  category,
  className,
}: {
  category: string | null | undefined;
  className?: string;
}) {
  const key: DrawnCategory = category && hasVehicleArt(category) ? category : 'compact';
  const drawing: Drawing = DRAWINGS[key];
  const [rear, front] = drawing.wheels;
  return (
    <svg
      viewBox="0 0 320 180"
      className={className}
      role="presentation"
      aria-hidden="true"
      focusable="false"
      data-vehicle-art={key}
    >
      <rect width="320" height="180" fill="var(--vg-colors-surface)" />
      {SCENES[drawing.scene]}
      <rect y={GROUND} width="320" height={180 - GROUND} fill="var(--vg-colors-border)" />
      <ellipse
        cx={(rear + front) / 2}
        cy={GROUND}
        rx={(front - rear) / 2 + 46}
        ry="5"
        fill="#000000"
        opacity="0.14"
      />
      {drawing.body}
      <Wheel x={rear} r={drawing.wheelRadius} style={drawing.wheelStyle} />
      <Wheel x={front} r={drawing.wheelRadius} style={drawing.wheelStyle} />
    </svg>
  );
}
