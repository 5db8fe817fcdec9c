/**
 * The site's icon set: one 24×24 outline path per name (drawn for this site, stroke
 * `currentColor`). Editors pick icons by name (quick links), so names are plain strings that
 * are checked at render time.
 *
 * Decision: icons are rendered on the
 * server and inlined into the HTML, so a page carries exactly the icons it uses and no extra
 * request or client JavaScript is needed; an unknown name is logged and draws nothing.
 */

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const dot = (x: number, y: number) => `M${x} ${y}h.01`;

export const ICONS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-up': 'M6 15l6-6 6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'M5 12l5 5 9-10',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  chat: 'M4 5h16v11H9l-5 4z',
  search: `${circle(11, 11, 7)}M20 20l-4-4`,
  // A booking voucher: "Find my booking" and other reservation links (not the magnifier of a search).
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v2M15 11v2M15 15v2',
  user: `${circle(12, 8, 4)}M4 21a8 8 0 0 1 16 0`,
  globe: `${circle(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18`,
  info: `${circle(12, 12, 9)}M12 11v6${dot(12, 7.5)}`,
  warning: `M12 3l10 18H2zM12 10v5${dot(12, 18)}`,
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  clock: `${circle(12, 12, 9)}M12 7v5l3 2`,
  'map-pin': `M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12z${circle(12, 9, 2.5)}`,
  home: 'M3 11l9-8 9 8M5 9v12h14V9',
  car: `M3 13l2-6h14l2 6v4H3zM3 13h18${circle(7.5, 17, 1.5)}${circle(16.5, 17, 1.5)}`,
  camper: `M2 17V6h13l5 5h2v6zM15 6v5h7${circle(7, 18, 2)}${circle(17, 18, 2)}`,
  bus: `M5 3h14v14H5zM5 11h14M7 17v3M17 17v3${dot(8, 14)}${dot(16, 14)}`,
  plane: 'M21 15l-8-4V5a1.5 1.5 0 0 0-3 0v6l-7 4v2l7-2v4l-2 1.5V22l3.5-1 3.5 1v-1.5L12 19v-4l9 2z',
  tag: `M3 12V4h8l10 10-8 8z${circle(7.5, 8.5, 1.5)}`,
  key: `${circle(8, 15, 4)}M11 12l9-9M17 6l3 3`,
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  star: 'M12 3l2.8 5.9 6.2.8-4.6 4.3 1.2 6.2L12 17.3l-5.6 2.9 1.2-6.2L3 9.7l6.2-.8z',
  cookie: `${circle(12, 12, 9)}${dot(9, 9)}${dot(15, 14)}${dot(10, 15)}${dot(14, 8)}`,
  lock: `M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4${dot(12, 16)}`,
  download: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  facebook: 'M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  instagram: `M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z${circle(12, 12, 4)}${dot(17.5, 6.5)}`,
  youtube: 'M4 6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM10 9l5 3-5 3z',
  tiktok: 'M14 3v12a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5',
  linkedin: `M4 9v11M9 20V9M9 13a4 4 0 0 1 8 0v7${dot(4, 4.5)}`,
  x: 'M4 4h4l12 16h-4zM20 4l-6.5 7M4 20l6.5-7',
  tripadvisor: `${circle(7, 14, 3.5)}${circle(17, 14, 3.5)}M2 9h4M18 9h4M6 9a11 11 0 0 1 12 0`,
} as const satisfies Record<string, string>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICONS, name);
}
