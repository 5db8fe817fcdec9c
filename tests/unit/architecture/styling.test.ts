import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * One styling system on the site: CSS modules (docs/site-runtime.md). styled-components stays in
 * the Studio, where Sanity's own UI uses it; the site neither imports it nor compiles for it, and an
 * inline `style` only hands a value known at run time to the CSS as a custom property.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED = new Set(['node_modules', '.next']);
/** Shown when the layout failed, possibly because a stylesheet did not load: it needs no stylesheet. */
const INLINE_ALLOWED = new Set(['web/app/global-error.tsx']);

/** Files under `dir` whose name matches, outside dependencies and build output. */
function filesUnder(dir: string, matches: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path, matches);
    return matches(entry.name) ? [path] : [];
  });
}

const siteFiles = (): string[] =>
  filesUnder('web', (name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'));

type Node = { type: string; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') walk(value, visit);
  }
}

/** `file:line` of every `style=` that sets anything but custom properties. */
function plainInlineStyles(path: string, text: string): string[] {
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const styleAttributes: Node[] = [];
  walk(ast.program, (node) => {
    // Only elements of the page (`<div>`): a component's `style` prop is its own business.
    const element = node.name as (Node & { name?: string }) | undefined;
    if (node.type !== 'JSXOpeningElement' || element?.type !== 'JSXIdentifier') return;
    if (!/^[a-z]/.test(element.name ?? '')) return;
    for (const attribute of node.attributes as Node[]) {
      const name = attribute.name as (Node & { name?: string }) | undefined;
      if (attribute.type === 'JSXAttribute' && name?.name === 'style') styleAttributes.push(attribute);
    }
  });
  for (const node of styleAttributes) {
    let value = (node.value as Node | null)?.expression as Node | undefined;
    while (value && (value.type === 'TSAsExpression' || value.type === 'TSSatisfiesExpression')) {
      value = value.expression as Node;
    }
    const customOnly =
      value?.type === 'ObjectExpression' &&
      (value.properties as Node[]).every((property) => {
        const key = property.key as (Node & { value?: unknown }) | undefined;
        return (
          property.type === 'ObjectProperty' &&
          key?.type === 'StringLiteral' &&
          String(key.value).startsWith('--')
        );
      });
    if (!customOnly) found.push(`${path}:${(node.loc as { start: { line: number } }).start.line}`);
  }
  return found;
}

describe('one styling system on the site', () => {
  const files = siteFiles();

  it('the site imports no styled-components and does not compile for it', () => {
    const importing = files.filter((file) =>
      /from ['"]styled-components['"]/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(importing).toEqual([]);
    expect(readFileSync(join(ROOT, 'web/next.config.ts'), 'utf8')).not.toMatch(/styledComponents/);
  });

  it('the check sees a plain inline style and lets a custom property through', () => {
    expect(plainInlineStyles('a.tsx', "const a = <p style={{ marginTop: '1rem' }} />;")).toEqual(['a.tsx:1']);
    expect(plainInlineStyles('a.tsx', 'const a = <p style={box} />;')).toEqual(['a.tsx:1']);
    expect(plainInlineStyles('a.tsx', "const a = <p style={{ '--x': width } as CSSProperties} />;")).toEqual(
      [],
    );
    expect(plainInlineStyles('a.tsx', "const a = <Wheel style={'alloy'} />;")).toEqual([]);
  });

  it('inline styles only hand run-time values to CSS modules as custom properties', () => {
    const found = files
      .filter((file) => file.endsWith('.tsx') && !INLINE_ALLOWED.has(file))
      .flatMap((file) => plainInlineStyles(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('every CSS module is shipped in the one stylesheet the root layout imports', () => {
    const cssModules = filesUnder('web', (name) => name.endsWith('.module.css'));
    const listed = [
      ...readFileSync(join(ROOT, 'web/app/site-styles.ts'), 'utf8').matchAll(/^import '@web\/(.+)';$/gm),
    ].map((match) => `web/${match[1]}`);
    expect(cssModules.length).toBeGreaterThan(20);
    expect([...listed].sort()).toEqual(cssModules.sort());
    // The list's order is the cascade order: shared modules (components/) before the feature
    // modules that add to their classes (features/), which sorted paths give.
    expect(listed).toEqual([...listed].sort());
    expect(readFileSync(join(ROOT, 'web/app/[tenant]/[locale]/layout.tsx'), 'utf8')).toMatch(
      /^import '\.\.\/\.\.\/site-styles\.ts';$/m,
    );
  });
});
