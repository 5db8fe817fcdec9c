/**
 * Seed pictures drawn locally (no downloads): SVG scenes of Icelandic landscapes, vehicles,
 * portraits and a map, rendered by sharp and uploaded once per run. The drawings are
 * deterministic, so the lake's hash deduplication turns a re-run into no new assets.
 */
import type { SanityClient } from '@sanity/client';
import sharp from 'sharp';
import { key } from './lib.ts';

export type VehicleShape =
  | 'hatch'
  | 'sedan'
  | 'wagon'
  | 'suv'
  | 'large-suv'
  | 'van'
  | 'small-camper'
  | 'camper-van'
  | 'pickup-tent'
  | 'motorhome';

export type Mood = 'summer' | 'winter' | 'aurora' | 'sunset' | 'midnight-sun' | 'overcast' | 'spring';

export type Scene =
  | {
      kind: 'landscape';
      mood: Mood;
      seed: string;
      road?: boolean;
      waterfall?: boolean;
      vehicle?: { shape: VehicleShape; colour: string };
      tent?: boolean;
    }
  | { kind: 'vehicle'; shape: VehicleShape; colour: string; mood: Mood; seed: string }
  | { kind: 'portrait'; seed: string; hue: number }
  | { kind: 'map' }
  | { kind: 'marker' }
  | { kind: 'sign'; seed: string; arrow: 'left' | 'right' | 'up'; colour: string };

const W = 1200;
const H = 800;

/** mulberry32: a tiny seeded generator so every scene is the same on every run. */
function random(seed: string): () => number {
  let a = Number.parseInt(key(seed).slice(0, 8), 16) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  sky: [string, string];
  sun?: { colour: string; x: number; y: number; r: number };
  mountains: [string, string, string];
  snow: number;
  ground: [string, string];
}

const PALETTES: Record<Mood, Palette> = {
  summer: {
    sky: ['#5fa8e0', '#cfe8f7'],
    sun: { colour: '#fff6c8', x: 0.78, y: 0.18, r: 55 },
    mountains: ['#7d8fa3', '#4f6a5a', '#3b5a3f'],
    snow: 0.18,
    ground: ['#6f9a4e', '#4b7236'],
  },
  spring: {
    sky: ['#8cc0e8', '#eef6fb'],
    sun: { colour: '#fffbe0', x: 0.25, y: 0.2, r: 45 },
    mountains: ['#98a8b8', '#6b8070', '#557a4a'],
    snow: 0.35,
    ground: ['#8bb060', '#5e8a3e'],
  },
  winter: {
    sky: ['#9fb7cf', '#e9eff5'],
    sun: { colour: '#fdf1d6', x: 0.2, y: 0.3, r: 40 },
    mountains: ['#c9d5e0', '#a9bccc', '#eef3f7'],
    snow: 0.7,
    ground: ['#f4f7fa', '#d8e2ea'],
  },
  aurora: {
    sky: ['#061224', '#1b3a4b'],
    sun: { colour: '#f2f4f8', x: 0.82, y: 0.16, r: 26 },
    mountains: ['#23364a', '#172636', '#0e1a26'],
    snow: 0.25,
    ground: ['#1d2c3a', '#0c1620'],
  },
  sunset: {
    sky: ['#f28c52', '#fde3b0'],
    sun: { colour: '#ffd27a', x: 0.5, y: 0.52, r: 70 },
    mountains: ['#9c5d6b', '#6b3f55', '#3f2a40'],
    snow: 0.12,
    ground: ['#4a3642', '#2f2230'],
  },
  'midnight-sun': {
    sky: ['#f6b37a', '#fbe8d2'],
    sun: { colour: '#fff1c4', x: 0.62, y: 0.5, r: 60 },
    mountains: ['#8a7f95', '#5e6b7a', '#3d5060'],
    snow: 0.2,
    ground: ['#5b6d4b', '#3d4f33'],
  },
  overcast: {
    sky: ['#8d99a6', '#d3d9df'],
    mountains: ['#6c7884', '#4e5a63', '#34403a'],
    snow: 0.3,
    ground: ['#5c6f50', '#3e4f38'],
  },
};

function ridge(rand: () => number, base: number, amplitude: number, steps: number): string {
  const points: string[] = [`0,${H}`];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * W;
    const y = base - rand() * amplitude - Math.sin((i / steps) * Math.PI) * amplitude * 0.4;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${W},${H}`);
  return points.join(' ');
}

/** Snow caps: the ridge line shifted down, clipped to the mountain. */
function caps(rand: () => number, base: number, amplitude: number, steps: number, depth: number): string {
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * W;
    const y = base - rand() * amplitude - Math.sin((i / steps) * Math.PI) * amplitude * 0.4;
    top.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    bottom.unshift(`${x.toFixed(0)},${(y + depth * (0.6 + ((i * 7) % 5) / 10)).toFixed(0)}`);
  }
  return [...top, ...bottom].join(' ');
}

function landscape(scene: Extract<Scene, { kind: 'landscape' }>): string {
  const p = PALETTES[scene.mood];
  const rand = random(scene.seed);
  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.ground[0]}"/><stop offset="1" stop-color="${p.ground[1]}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="${p.sun?.colour ?? '#fff'}"/><stop offset="1" stop-color="${p.sun?.colour ?? '#fff'}" stop-opacity="0"/></radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  if (scene.mood === 'aurora') {
    for (let i = 0; i < 3; i++) {
      const y = 120 + i * 70 + rand() * 40;
      const colour = i === 1 ? '#9b5de5' : '#3ef0a1';
      parts.push(
        `<path d="M -50 ${y} C 250 ${y - 120 + rand() * 80}, 550 ${y + 100}, 800 ${y - 40} S 1150 ${y - 100}, 1300 ${y}" stroke="${colour}" stroke-width="${60 - i * 12}" fill="none" opacity="${0.55 - i * 0.1}" filter="url(#blur)"/>`,
      );
    }
    for (let i = 0; i < 70; i++) {
      parts.push(
        `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 380).toFixed(0)}" r="${(rand() * 1.8 + 0.6).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
      );
    }
  }
  if (p.sun) {
    const { x, y, r } = p.sun;
    parts.push(`<circle cx="${x * W}" cy="${y * H}" r="${r * 2.4}" fill="url(#sun)" opacity="0.7"/>`);
    parts.push(`<circle cx="${x * W}" cy="${y * H}" r="${r}" fill="${p.sun.colour}"/>`);
  }
  if (scene.mood === 'overcast' || scene.mood === 'winter') {
    for (let i = 0; i < 5; i++) {
      parts.push(
        `<ellipse cx="${(rand() * W).toFixed(0)}" cy="${(60 + rand() * 200).toFixed(0)}" rx="${(120 + rand() * 160).toFixed(0)}" ry="${(30 + rand() * 25).toFixed(0)}" fill="#ffffff" opacity="0.45" filter="url(#soft)"/>`,
      );
    }
  }
  const capRand = random(`${scene.seed}-far`);
  const farRand = random(`${scene.seed}-far`);
  parts.push(`<polygon points="${ridge(farRand, 430, 220, 9)}" fill="${p.mountains[0]}"/>`);
  parts.push(
    `<polygon points="${caps(capRand, 430, 220, 9, 70 * (0.5 + p.snow))}" fill="#f7fafc" opacity="${Math.min(0.95, 0.35 + p.snow)}"/>`,
  );
  parts.push(`<polygon points="${ridge(rand, 520, 150, 7)}" fill="${p.mountains[1]}"/>`);
  if (scene.waterfall) {
    parts.push(`<rect x="700" y="420" width="46" height="200" fill="#e8f4fb" opacity="0.9"/>`);
    parts.push(
      `<ellipse cx="723" cy="620" rx="90" ry="22" fill="#ffffff" opacity="0.8" filter="url(#soft)"/>`,
    );
  }
  parts.push(`<polygon points="${ridge(rand, 620, 60, 12)}" fill="${p.mountains[2]}"/>`);
  parts.push(`<rect y="640" width="${W}" height="${H - 640}" fill="url(#ground)"/>`);
  if (scene.road) {
    parts.push(`<polygon points="560,640 640,640 900,${H} 300,${H}" fill="#3d3f42"/>`);
    for (let i = 0; i < 5; i++) {
      const y = 648 + i * 32;
      const w = 3 + i * 2;
      parts.push(`<rect x="${600 - w / 2}" y="${y}" width="${w}" height="${12 + i * 4}" fill="#f2d64b"/>`);
    }
  }
  if (scene.tent) {
    parts.push(`<polygon points="880,700 960,610 1040,700" fill="#e2582b"/>`);
    parts.push(`<polygon points="945,700 960,640 975,700" fill="#7a2a10"/>`);
  }
  if (scene.vehicle) parts.push(vehicle(scene.vehicle.shape, scene.vehicle.colour, 330, 720, 0.55));
  return parts.join('\n');
}

interface Body {
  length: number;
  height: number;
  roofFrom: number;
  roofTo: number;
  cabin: number;
  ride: number;
  wheel: number;
  box?: boolean;
}

const SHAPES: Record<VehicleShape, Body> = {
  hatch: { length: 560, height: 120, roofFrom: 0.12, roofTo: 0.62, cabin: 95, ride: 34, wheel: 52 },
  sedan: { length: 680, height: 110, roofFrom: 0.26, roofTo: 0.64, cabin: 85, ride: 30, wheel: 54 },
  wagon: { length: 680, height: 118, roofFrom: 0.06, roofTo: 0.62, cabin: 90, ride: 32, wheel: 54 },
  suv: { length: 640, height: 150, roofFrom: 0.08, roofTo: 0.62, cabin: 105, ride: 52, wheel: 64 },
  'large-suv': { length: 740, height: 165, roofFrom: 0.05, roofTo: 0.6, cabin: 115, ride: 58, wheel: 70 },
  van: { length: 740, height: 170, roofFrom: 0.02, roofTo: 0.74, cabin: 125, ride: 40, wheel: 58 },
  'small-camper': { length: 620, height: 150, roofFrom: 0.02, roofTo: 0.7, cabin: 125, ride: 38, wheel: 54 },
  'camper-van': { length: 780, height: 180, roofFrom: 0.02, roofTo: 0.76, cabin: 150, ride: 42, wheel: 60 },
  'pickup-tent': { length: 760, height: 150, roofFrom: 0.42, roofTo: 0.7, cabin: 105, ride: 60, wheel: 70 },
  motorhome: {
    length: 860,
    height: 260,
    roofFrom: 0.0,
    roofTo: 0.78,
    cabin: 70,
    ride: 40,
    wheel: 62,
    box: true,
  },
};

/** A side view drawn from a few proportions; (x, ground) is the rear wheel's ground point area. */
function vehicle(shape: VehicleShape, colour: string, x: number, ground: number, scale: number): string {
  const b = SHAPES[shape];
  const s = (n: number) => (n * scale).toFixed(1);
  const bottom = ground - b.ride;
  const belt = bottom - b.height;
  const roof = belt - b.cabin;
  const r0 = x + b.length * b.roofFrom;
  const r1 = x + b.length * b.roofTo;
  const front = x + b.length;
  const parts: string[] = [];
  const t = (px: number, py: number) => `${s(px - x)},${s(py - ground)}`;
  parts.push(`<g transform="translate(${x} ${ground})">`);
  parts.push(
    `<ellipse cx="${s(b.length / 2)}" cy="0" rx="${s(b.length * 0.55)}" ry="${s(14)}" fill="#000" opacity="0.25"/>`,
  );
  const body = [
    `M ${t(x + 10, bottom)}`,
    `L ${t(x, belt + 20)}`,
    `Q ${t(x, belt)} ${t(x + 25, belt)}`,
    `L ${t(r0, roof + 10)}`,
    `Q ${t(r0 + 8, roof)} ${t(r0 + 30, roof)}`,
    `L ${t(r1 - 10, roof)}`,
    `L ${t(r1 + (b.box ? 20 : 80), belt)}`,
    `L ${t(front - 30, belt + (b.box ? 0 : 12))}`,
    `Q ${t(front, belt + 20)} ${t(front, belt + 50)}`,
    `L ${t(front - 5, bottom)}`,
    'Z',
  ].join(' ');
  parts.push(`<path d="${body}" fill="${colour}" stroke="#1d2327" stroke-width="${s(4)}"/>`);
  // Windows: one band under the roof, split by pillars.
  const wTop = roof + 14;
  const wBottom = belt - 6;
  const winFrom = r0 + 34;
  const winTo = r1 - 6 + (b.box ? 10 : 50);
  if (shape === 'motorhome') {
    parts.push(
      `<rect x="${s(x + 80 - x)}" y="${s(roof + 40 - ground)}" width="${s(110)}" height="${s(60)}" rx="${s(8)}" fill="#2c3e50" opacity="0.85"/>`,
    );
    parts.push(
      `<rect x="${s(x + 330 - x)}" y="${s(roof + 40 - ground)}" width="${s(150)}" height="${s(60)}" rx="${s(8)}" fill="#2c3e50" opacity="0.85"/>`,
    );
    parts.push(
      `<path d="M ${t(front - 190, belt - 70)} L ${t(front - 60, belt - 70)} L ${t(front - 20, belt)} L ${t(front - 190, belt)} Z" fill="#2c3e50" opacity="0.9"/>`,
    );
    parts.push(
      `<rect x="${s(0)}" y="${s(belt + 40 - ground)}" width="${s(b.length - 220)}" height="${s(12)}" fill="#ffffff" opacity="0.7"/>`,
    );
  } else {
    parts.push(
      `<path d="M ${t(winFrom, wTop)} L ${t(winTo - 56, wTop)} L ${t(winTo, wBottom)} L ${t(winFrom - 30, wBottom)} Z" fill="#2c3e50" opacity="0.88"/>`,
    );
    const pillar = winFrom + (winTo - winFrom) * 0.48;
    parts.push(
      `<rect x="${s(pillar - x)}" y="${s(wTop - ground)}" width="${s(10)}" height="${s(wBottom - wTop)}" fill="${colour}"/>`,
    );
  }
  if (shape === 'pickup-tent') {
    parts.push(
      `<path d="M ${t(x + 30, belt)} L ${t(x + 40, belt - 90)} L ${t(r0 - 20, belt - 90)} L ${t(r0 - 10, belt)} Z" fill="#556b2f" stroke="#1d2327" stroke-width="${s(3)}"/>`,
    );
  }
  if (shape === 'camper-van' || shape === 'small-camper') {
    parts.push(
      `<rect x="${s(40)}" y="${s(belt + 40 - ground)}" width="${s(b.length * 0.55)}" height="${s(14)}" fill="#ffffff" opacity="0.75"/>`,
    );
  }
  for (const wx of [x + b.length * 0.18, x + b.length * 0.8]) {
    parts.push(`<circle cx="${s(wx - x)}" cy="${s(-b.wheel)}" r="${s(b.wheel)}" fill="#16191c"/>`);
    parts.push(`<circle cx="${s(wx - x)}" cy="${s(-b.wheel)}" r="${s(b.wheel * 0.5)}" fill="#b8bec4"/>`);
  }
  parts.push(`<circle cx="${s(b.length - 12)}" cy="${s(belt + 30 - ground)}" r="${s(9)}" fill="#fff4c2"/>`);
  parts.push('</g>');
  return parts.join('\n');
}

function vehicleScene(scene: Extract<Scene, { kind: 'vehicle' }>): string {
  const backdrop = landscape({ kind: 'landscape', mood: scene.mood, seed: scene.seed });
  const b = SHAPES[scene.shape];
  const scale = 1.05;
  const x = (W - b.length * scale) / 2;
  return `${backdrop}\n<rect y="700" width="${W}" height="100" fill="#3d3f42" opacity="0.9"/>\n${vehicle(scene.shape, scene.colour, x, 760, scale)}`;
}

function portrait(scene: Extract<Scene, { kind: 'portrait' }>): string {
  const rand = random(scene.seed);
  const skin = ['#f1c7a5', '#d9a47c', '#a86f4c', '#f5d7bd'][Math.floor(rand() * 4)];
  const hair = ['#3b2a20', '#d9b36c', '#8a4b2a', '#1e1a18'][Math.floor(rand() * 4)];
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${scene.hue},55%,70%)"/><stop offset="1" stop-color="hsl(${(scene.hue + 40) % 360},50%,45%)"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="600" cy="820" rx="330" ry="230" fill="hsl(${(scene.hue + 180) % 360},35%,35%)"/>
  <rect x="555" y="480" width="90" height="90" fill="${skin}"/>
  <ellipse cx="600" cy="380" rx="150" ry="175" fill="${skin}"/>
  <path d="M 450 360 Q 460 180 600 190 Q 750 180 752 360 Q 700 270 600 265 Q 500 270 450 360 Z" fill="${hair}"/>
  <circle cx="545" cy="390" r="12" fill="#2b2b2b"/><circle cx="655" cy="390" r="12" fill="#2b2b2b"/>
  <path d="M 550 470 Q 600 505 650 470" stroke="#7a3b2e" stroke-width="9" fill="none" stroke-linecap="round"/>`;
}

function map(): string {
  const parts = [`<rect width="${W}" height="${H}" fill="#e9efe4"/>`];
  parts.push(`<path d="M 0 640 Q 300 600 520 660 T 1200 620 L 1200 800 L 0 800 Z" fill="#a9cfe6"/>`);
  parts.push(
    `<rect x="250" y="250" width="700" height="40" fill="#b9bcc0" transform="rotate(-18 600 270)"/>`,
  );
  parts.push(`<rect x="420" y="120" width="40" height="520" fill="#b9bcc0" transform="rotate(24 440 380)"/>`);
  for (const [x1, y1, x2, y2] of [
    [0, 470, 1200, 380],
    [160, 0, 300, 800],
    [760, 0, 900, 800],
    [0, 180, 1200, 120],
  ] as const) {
    parts.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#ffffff" stroke-width="14"/>`);
    parts.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#f4c86a" stroke-width="6"/>`);
  }
  parts.push(`<rect x="620" y="400" width="150" height="90" fill="#8d99a6"/>`);
  parts.push(`<rect x="860" y="180" width="90" height="60" fill="#8d99a6"/>`);
  return parts.join('\n');
}

function marker(): string {
  return `<circle cx="600" cy="400" r="330" fill="#f26b21"/><circle cx="600" cy="400" r="300" fill="none" stroke="#fff" stroke-width="24"/>
  <rect x="410" y="300" width="380" height="190" rx="40" fill="#fff"/><rect x="450" y="330" width="120" height="70" rx="10" fill="#f26b21"/>
  <rect x="630" y="330" width="120" height="70" rx="10" fill="#f26b21"/><circle cx="480" cy="500" r="36" fill="#1d2327"/><circle cx="720" cy="500" r="36" fill="#1d2327"/>`;
}

function sign(scene: Extract<Scene, { kind: 'sign' }>): string {
  const rand = random(scene.seed);
  const arrows = {
    right: 'M 520 360 L 700 360 L 700 300 L 820 400 L 700 500 L 700 440 L 520 440 Z',
    left: 'M 680 360 L 500 360 L 500 300 L 380 400 L 500 500 L 500 440 L 680 440 Z',
    up: 'M 560 520 L 560 360 L 500 360 L 600 240 L 700 360 L 640 360 L 640 520 Z',
  };
  const parts = [`<rect width="${W}" height="${H}" fill="#d8dde2"/>`];
  parts.push(`<rect y="560" width="${W}" height="240" fill="#a7adb3"/>`);
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<rect x="${(rand() * 1100).toFixed(0)}" y="${(200 + rand() * 300).toFixed(0)}" width="40" height="140" rx="20" fill="#59626b" opacity="0.5"/>`,
    );
  }
  parts.push(`<rect x="300" y="180" width="600" height="420" rx="30" fill="${scene.colour}"/>`);
  parts.push(`<path d="${arrows[scene.arrow]}" fill="#ffffff"/>`);
  return parts.join('\n');
}

export function svgFor(scene: Scene): { svg: string; width: number; height: number } {
  const body =
    scene.kind === 'landscape'
      ? landscape(scene)
      : scene.kind === 'vehicle'
        ? vehicleScene(scene)
        : scene.kind === 'portrait'
          ? portrait(scene)
          : scene.kind === 'map'
            ? map()
            : scene.kind === 'marker'
              ? marker()
              : sign(scene);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`,
    width: W,
    height: H,
  };
}

export async function render(scene: Scene): Promise<{ buffer: Buffer; extension: 'jpg' | 'png' }> {
  const { svg } = svgFor(scene);
  const input = sharp(Buffer.from(svg));
  if (scene.kind === 'marker') {
    return { buffer: await input.resize(128, 128, { fit: 'cover' }).png().toBuffer(), extension: 'png' };
  }
  return { buffer: await input.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), extension: 'jpg' };
}

/** Renders and uploads each named scene once per run. */
export class ImageLibrary {
  private readonly pending = new Map<string, Promise<string>>();
  uploaded = 0;

  constructor(private readonly client: SanityClient) {}

  /** The asset id of the named picture, drawing and uploading it on first use. */
  asset(name: string, scene: Scene): Promise<string> {
    let found = this.pending.get(name);
    if (!found) {
      found = (async () => {
        const { buffer, extension } = await render(scene);
        const document = await this.client.assets.upload('image', buffer, {
          filename: `${name}.${extension}`,
          contentType: extension === 'png' ? 'image/png' : 'image/jpeg',
        });
        this.uploaded++;
        return document._id;
      })();
      this.pending.set(name, found);
    }
    return found;
  }
}
