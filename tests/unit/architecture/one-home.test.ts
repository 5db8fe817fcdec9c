import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * Each fact has one home (docs/architecture: "one home per fact"); everything else imports it.
 * This scans the source with a real parser (Babel's, with TypeScript and JSX), so comments and prose never count, only
 * string literals, regular expressions and declarations do. A failure names the file and line
 * of the second definition and the home it should import from instead.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['domain', 'schemas', 'studio', 'booking', 'web', 'lake', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'dist', '.data', 'tests', 'test-results']);
/** Generated from the schema by Sanity TypeGen; it mirrors the schemas by design. */
const GENERATED = new Set(['web/sanity.types.ts']);

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (
        /\.(ts|tsx|mts|mjs)$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts') &&
        !GENERATED.has(path)
      ) {
        files.push(path);
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  for (const entry of readdirSync(ROOT, { withFileTypes: true }))
    if (entry.isFile() && /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      files.push(entry.name);
  return files.sort();
}

interface LiteralRule {
  fact: string;
  /** Tested against the text of every string literal and template part. */
  test: (text: string) => boolean;
  /** The file every other one imports the fact from. */
  home: string;
  /** Path prefixes where the literal is a different fact or data, not a second definition. */
  allowed?: string[];
}

interface RegexRule {
  fact: string;
  /** Tested against the source text of every regular-expression literal. */
  test: (source: string) => boolean;
  home: string;
}

const BRAND_NAME = /Vegur (Car Rental|Campers|Lease)\b/;
const DEV_HOST = /\b(cars|campers|lease)\.localhost\b/;

const LITERAL_RULES: LiteralRule[] = [
  {
    fact: 'Sanity API version',
    test: (text) => text.includes('2025-02-19'),
    home: 'domain/content-api.ts',
    // The lake's own protocol threshold (versions from this date read `published`), not the
    // version our clients speak; the lake imports nothing of ours.
    allowed: ['lake/'],
  },
  {
    fact: 'time zone',
    test: (text) => text.includes('Atlantic/Reykjavik'),
    home: 'domain/locale.ts',
  },
  {
    fact: 'brand names',
    test: (text) => BRAND_NAME.test(text),
    home: 'domain/brands.ts',
    // Seed content and fleet are data written in the brands' voice, not the brand-name fact.
    allowed: ['scripts/seed/', 'booking/seed/'],
  },
  {
    fact: 'special-hours GROQ projection',
    test: (text) => /\{\s*date,\s*open,\s*from,\s*to/.test(text),
    home: 'domain/special-hours.ts',
  },
  {
    fact: 'host → brand map',
    test: (text) => DEV_HOST.test(text),
    home: 'domain/brands.ts',
  },
];

const REGEX_RULES: RegexRule[] = [
  {
    fact: 'HH:MM time-of-day pattern',
    test: (source) => source.includes('2[0-3]') || source.includes('\\d{2}:\\d{2}'),
    home: 'domain/time-slots.ts',
  },
];

interface ListRule {
  fact: string;
  /** An array literal or a union type whose string members include all of these is the list. */
  members: string[];
  home: string;
}

const LIST_RULES: ListRule[] = [
  { fact: 'list of vehicle fuels', members: ['petrol', 'plugin_hybrid'], home: 'domain/catalogue.ts' },
];

/** Types and constants that must be declared in exactly one file. */
const SINGLE_DECLARATIONS: Record<string, string> = {
  ShuttlePosition: 'domain/shuttle.ts',
  SHUTTLE_BOUNDS: 'domain/shuttle.ts',
  BRAND_NAMES: 'domain/brands.ts',
  BRAND_SHORT_NAMES: 'domain/brands.ts',
  DEV_HOSTS: 'domain/brands.ts',
  DEFAULT_HOST_MAP: 'domain/brands.ts',
  DEFAULT_HOSTS: 'domain/brands.ts',
  LOCAL_SITE_HOSTS: 'domain/brands.ts',
  LOCAL_SITE_URLS: 'domain/brands.ts',
  parseHostMap: 'domain/brands.ts',
  tenantForHost: 'domain/brands.ts',
  SANITY_API_VERSION: 'domain/content-api.ts',
  API_VERSION: 'domain/content-api.ts',
  reykjavikDate: 'domain/dates.ts',
  reykjavikTime: 'domain/dates.ts',
  reykjavikInstant: 'domain/dates.ts',
  rentalDates: 'domain/dates.ts',
  ZONE: 'domain/locale.ts',
  signValue: 'domain/signed-value.ts',
  SpecialHours: 'domain/special-hours.ts',
  SpecialHoursDraft: 'domain/special-hours.ts',
  SPECIAL_HOURS_PROJECTION: 'domain/special-hours.ts',
  VEHICLE_FUELS: 'domain/catalogue.ts',
  verifyValue: 'domain/signed-value.ts',
};

/**
 * The booking service's answers have one home, their types in `booking/http/answers.ts` (each
 * route's body `satisfies` its type; the site reads them through `booking/client.ts`). A zod object
 * in the site spelling out an answer's telling fields is a hand-written mirror of it, which
 * drifts from the service unseen. Each entry names fields that together mark one answer.
 */
const ANSWER_MIRRORS: { answer: string; fields: string[] }[] = [
  { answer: 'the catalogue', fields: ['brandName', 'policy'] },
  { answer: 'the catalogue', fields: ['vehicles', 'policy'] },
  { answer: 'a price summary', fields: ['dueNow', 'payAtPickup'] },
  { answer: 'a vehicle offer', fields: ['bookable', 'unavailableReason'] },
  { answer: 'a quote', fields: ['selfService', 'price', 'display'] },
  { answer: 'a reservation', fields: ['reference', 'pickupLocationId', 'balance'] },
  { answer: 'a payment', fields: ['failureCode', 'amount'] },
  { answer: 'the assigned vehicle', fields: ['keyCodeState', 'keyCode'] },
  { answer: 'the check-in status', fields: ['licenceFront', 'licenceBack'] },
  { answer: 'the rental agreement', fields: ['templateId', 'sha256'] },
  { answer: 'an inspection step', fields: ['window', 'opensAt', 'closesAt'] },
  { answer: 'a signing link', fields: ['selfService', 'pickup', 'contract'] },
  { answer: 'the error body', fields: ['code', 'message', 'details'] },
];
const ANSWERS_HOME = 'booking/http/answers.ts';
/** zod calls that spell out an object's fields. */
const ZOD_OBJECT_CALLS = new Set(['object', 'strictObject', 'looseObject', 'extend']);

/** The field names of a zod object call's shape (`z.object({a: …})`, `S.extend({b: …})`), or none. */
function zodObjectFields(node: AstNode): string[] | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AstNode;
  const property = callee.type === 'MemberExpression' ? (callee.property as AstNode) : undefined;
  if (property?.type !== 'Identifier' || !ZOD_OBJECT_CALLS.has(property.name as string)) return undefined;
  const [shape] = node.arguments as AstNode[];
  if (shape?.type !== 'ObjectExpression') return undefined;
  return (shape.properties as AstNode[]).flatMap((p) => {
    const key = p.key as AstNode | undefined;
    if (key?.type === 'Identifier') return [key.name as string];
    if (key?.type === 'StringLiteral') return [key.value as string];
    return [];
  });
}

interface Finding {
  fact: string;
  at: string;
  home: string;
}

interface AstNode {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

const DECLARATIONS = new Set([
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'FunctionDeclaration',
  'ClassDeclaration',
  'VariableDeclarator',
  'TSEnumDeclaration',
]);

/** Every node of `file`'s syntax tree, with its line. Comments and JSX text are not nodes we read. */
function* nodesOf(file: string, text: string): Generator<AstNode> {
  const ast = parse(text, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  }) as unknown as AstNode;
  const stack: unknown[] = [ast.program];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
    } else if (value && typeof value === 'object' && typeof (value as AstNode).type === 'string') {
      const node = value as AstNode;
      yield node;
      for (const [key, child] of Object.entries(node))
        if (
          key !== 'loc' &&
          key !== 'leadingComments' &&
          key !== 'trailingComments' &&
          key !== 'innerComments'
        )
          if (child && typeof child === 'object') stack.push(child);
    }
  }
}

/** The strings a node spells out in code: string literals and the fixed parts of templates. */
function stringsOf(node: AstNode): string[] {
  if (node.type === 'StringLiteral') return [node.value as string];
  if (node.type === 'TemplateElement') return [(node.value as { raw: string }).raw];
  return [];
}

/** The string members of an array literal (`['a', 'b']`) or a union type (`'a' | 'b'`). */
function listMembers(node: AstNode): string[] | undefined {
  if (node.type === 'ArrayExpression')
    return (node.elements as (AstNode | null)[])
      .filter((e): e is AstNode => e?.type === 'StringLiteral')
      .map((e) => e.value as string);
  if (node.type === 'TSUnionType')
    return (node.types as AstNode[])
      .map((t) => t.literal as AstNode | undefined)
      .filter((l): l is AstNode => l?.type === 'StringLiteral')
      .map((l) => l.value as string);
  return undefined;
}

function declaredName(node: AstNode): string | undefined {
  if (!DECLARATIONS.has(node.type)) return undefined;
  const id = node.id as AstNode | null | undefined;
  return id?.type === 'Identifier' ? (id.name as string) : undefined;
}

function findingsIn(file: string, text: string, declarations: Map<string, string[]>): Finding[] {
  const findings: Finding[] = [];
  for (const node of nodesOf(file, text)) {
    const at = `${file}:${node.loc?.start.line ?? 0}`;
    for (const value of stringsOf(node))
      for (const rule of LITERAL_RULES) {
        if (file === rule.home || rule.allowed?.some((prefix) => file.startsWith(prefix))) continue;
        if (rule.test(value)) findings.push({ fact: rule.fact, at, home: rule.home });
      }
    if (node.type === 'RegExpLiteral')
      for (const rule of REGEX_RULES)
        if (file !== rule.home && rule.test(node.pattern as string))
          findings.push({ fact: rule.fact, at, home: rule.home });
    const members = listMembers(node);
    if (members)
      for (const rule of LIST_RULES)
        if (file !== rule.home && rule.members.every((m) => members.includes(m)))
          findings.push({ fact: rule.fact, at, home: rule.home });
    const fields = file.startsWith('web/') ? zodObjectFields(node) : undefined;
    if (fields)
      for (const mirror of ANSWER_MIRRORS)
        if (mirror.fields.every((f) => fields.includes(f)))
          findings.push({ fact: `mirror of ${mirror.answer} (booking answer)`, at, home: ANSWERS_HOME });
    const name = declaredName(node);
    if (name && Object.hasOwn(SINGLE_DECLARATIONS, name)) {
      const places = declarations.get(name) ?? [];
      places.push(at);
      declarations.set(name, places);
    }
  }
  return findings;
}

function scan(): Finding[] {
  const findings: Finding[] = [];
  const declarations = new Map<string, string[]>();
  for (const file of sourceFiles())
    findings.push(...findingsIn(file, readFileSync(join(ROOT, file), 'utf8'), declarations));
  for (const [name, places] of declarations) {
    const home = SINGLE_DECLARATIONS[name] as string;
    for (const place of places)
      if (!place.startsWith(`${home}:`)) findings.push({ fact: `declaration of ${name}`, at: place, home });
  }
  return findings;
}

describe('one home per fact', () => {
  it('finds every fact defined only in its home', () => {
    const report = scan().map(
      (f) => `${f.at}: ${f.fact} defined outside its home ${f.home}; import it from there`,
    );
    expect(report).toEqual([]);
  });

  it('recognises a second definition and ignores comments (the scanner itself can fail)', () => {
    const probe = [
      "// 'Atlantic/Reykjavik' in a comment is prose, not a definition",
      "const ZONE = 'Atlantic/Reykjavik';",
      'const T = /^([01]\\d|2[0-3]):[0-5]\\d$/;',
      'export const Title = () => <h1 title={`Vegur Campers`}>Vegur Lease is prose here</h1>;',
    ].join('\n');
    const declarations = new Map<string, string[]>();
    const found = findingsIn('web/probe.tsx', probe, declarations).map((f) => `${f.at} ${f.fact}`);
    expect(found).toEqual([
      'web/probe.tsx:2 time zone',
      'web/probe.tsx:3 HH:MM time-of-day pattern',
      'web/probe.tsx:4 brand names',
    ]);
    expect(declarations.get('ZONE')).toEqual(['web/probe.tsx:2']);
  });

  it("recognises a hand-written mirror of a booking answer in the site, not the service's own schemas", () => {
    const probe = [
      "import { z } from 'zod';",
      'export const ReservationSchema = z.object({',
      '  reference: z.string(),',
      '  pickupLocationId: z.string(),',
      '  balance: z.number(),',
      '  price: Base.extend({ dueNow: z.number(), payAtPickup: z.number() }),',
      '});',
      'export const Form = z.object({ reference: z.string(), email: z.string() });',
    ].join('\n');
    const found = (file: string) =>
      findingsIn(file, probe, new Map()).map((f) => `${f.at} ${f.fact} → ${f.home}`);
    expect(found('web/lib/booking/types.ts')).toEqual([
      'web/lib/booking/types.ts:2 mirror of a reservation (booking answer) → booking/http/answers.ts',
      'web/lib/booking/types.ts:6 mirror of a price summary (booking answer) → booking/http/answers.ts',
    ]);
    expect(found('booking/http/schemas.ts')).toEqual([]);
  });
});
