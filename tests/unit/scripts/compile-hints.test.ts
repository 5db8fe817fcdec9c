import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompileHints, COMPILE_HINT } from '@scripts/lib/compile-hints.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

describe('addCompileHints', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hints-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of every script, nested ones too, and leaves other files alone', () => {
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'a.js'), 'console.log(1);');
    writeFileSync(join(dir, 'app', 'b.js'), '"use strict";f();');
    writeFileSync(join(dir, 'c.css'), 'a{color:red}');
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\nconsole.log(1);`);
    expect(readFileSync(join(dir, 'app', 'b.js'), 'utf8').split('\n')[0]).toBe(COMPILE_HINT);
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('a{color:red}');
  });

  it('is idempotent: a second build step changes nothing', () => {
    writeFileSync(join(dir, 'a.js'), 'x();');
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\nx();`);
  });

  it('moves source maps down the added line, plain and sectioned (Turbopack) alike', () => {
    writeFileSync(join(dir, 'plain.js'), 'x();\n//# sourceMappingURL=plain.js.map');
    writeFileSync(
      join(dir, 'plain.js.map'),
      JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: [] }),
    );
    writeFileSync(join(dir, 'sections.js'), 'x();');
    writeFileSync(
      join(dir, 'sections.js.map'),
      JSON.stringify({
        version: 3,
        sections: [
          { offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA', sources: [] } },
          { offset: { line: 4, column: 10 }, map: { version: 3, mappings: 'AAAA', sources: [] } },
        ],
      }),
    );
    addCompileHints(dir);
    expect(JSON.parse(readFileSync(join(dir, 'plain.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
    const sections = JSON.parse(readFileSync(join(dir, 'sections.js.map'), 'utf8')).sections;
    expect(sections.map((s: { offset: { line: number; column: number } }) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 10 },
    ]);
  });

  it('does nothing when the directory does not exist', () => {
    expect(addCompileHints(join(dir, 'missing'))).toBe(0);
  });
});
