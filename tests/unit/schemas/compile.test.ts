import { Schema } from '@sanity/schema';
import { groupProblems, validateSchema } from '@sanity/schema/_internal';
import {
  BLOCK_TYPES,
  LINKABLE_PAGE_TYPES,
  LOCALIZED_SINGLETON_TYPES,
  schemaTypes,
  TENANT_SINGLETON_TYPES,
} from '@schemas/index.ts';
import { describe, expect, it } from 'vitest';

interface Problem {
  severity: string;
  message: string;
}

function problems(severity: 'error' | 'warning') {
  const validated = validateSchema(schemaTypes);
  return groupProblems(validated.getTypes()).flatMap((group) =>
    (group.problems as Problem[])
      .filter((problem) => problem.severity === severity)
      .map(
        (problem) =>
          `${group.path.map((segment) => segment.name ?? ('type' in segment ? segment.type : '')).join(' > ')}: ${problem.message}`,
      ),
  );
}

const compiled = Schema.compile({ name: 'test', types: schemaTypes });

describe('content model', () => {
  it('compiles without schema errors', () => {
    expect(problems('error')).toEqual([]);
  });

  it('has no schema warnings', () => {
    expect(problems('warning')).toEqual([]);
  });

  it('has unique type names', () => {
    const names = schemaTypes.map((type) => type.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('defines every page, singleton and block type', () => {
    for (const name of [
      ...LINKABLE_PAGE_TYPES,
      ...TENANT_SINGLETON_TYPES,
      ...LOCALIZED_SINGLETON_TYPES,
      ...BLOCK_TYPES,
    ]) {
      expect(compiled.get(name), name).toBeDefined();
    }
  });

  it('offers all 17 spec blocks on the content page', () => {
    const blocks = compiled
      .get('contentPage')
      .fields.find((field: { name: string }) => field.name === 'blocks');
    const offered = blocks.type.of.map((member: { name: string }) => member.name);
    expect(BLOCK_TYPES).toHaveLength(17);
    for (const block of BLOCK_TYPES) expect(offered).toContain(block);
  });

  it('gives every page type tenant, language and translation key', () => {
    for (const name of LINKABLE_PAGE_TYPES) {
      const fields = compiled.get(name).fields.map((field: { name: string }) => field.name);
      expect(fields, name).toEqual(
        expect.arrayContaining(['tenant', 'language', 'translationKey', 'title', 'blocks']),
      );
    }
  });

  it('gives every document type and block an icon and a preview', () => {
    const missing = schemaTypes
      .filter((type) => type.type === 'document' || (BLOCK_TYPES as readonly string[]).includes(type.name))
      .filter((type) => !('icon' in type && type.icon) || !('preview' in type && type.preview))
      .map((type) => type.name);
    expect(missing).toEqual([]);
  });
});
