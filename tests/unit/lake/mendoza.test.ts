import { encodeMendoza } from '@lake/mendoza.ts';
import fc from 'fast-check';
import { applyPatch } from 'mendoza';
import { describe, expect, it } from 'vitest';

// Strings with multi-byte and astral characters: the encoder slices by UTF-8 byte offsets.
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('', 'a', 'æ', 'þórsmörk', '😀x', 'x😀', 'Reykjavík 🏔️ ok'),
);
const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const keyName = fc.constantFrom('a', 'b', 'title', '_key', '_type', 'Z', 'é', 'body', 'items');
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('json'), { maxLength: 5 }),
    fc.array(fc.record({ _key: fc.constantFrom('k1', 'k2', 'k3', 'k4'), v: tie('json') }), { maxLength: 5 }),
    fc.dictionary(keyName, tie('json'), { maxKeys: 5 }),
  ),
}));
const doc = fc.dictionary(keyName, json, { maxKeys: 6 });

/** A second value that shares most of the first: small edits are what listeners carry. */
const edited = (base: unknown): fc.Arbitrary<unknown> => fc.oneof(json, fc.constant(base), mutate(base));
function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    return fc
      .tuple(fc.nat(value.length), fc.nat(value.length), text)
      .map(([i, j, ins]) => value.slice(0, Math.min(i, j)) + ins + value.slice(Math.max(i, j)));
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return fc.array(json, { maxLength: 2 });
    return fc.tuple(fc.nat(value.length - 1), json, fc.boolean()).chain(([i, v, insert]) =>
      mutate(value[i]).map((m) => {
        const next = [...value];
        if (insert) next.splice(i, 0, v);
        else next[i] = m;
        return next;
      }),
    );
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return fc.dictionary(keyName, json, { maxKeys: 2 });
    return fc.tuple(fc.nat(entries.length - 1), fc.boolean()).chain(([i, drop]) => {
      const [k, v] = entries[i] ?? ['a', null];
      return mutate(v).map((m) => {
        const next: Record<string, unknown> = { ...value };
        if (drop) delete next[k];
        else next[k] = m;
        return next;
      });
    });
  }
  return json;
}

describe('mendoza encoder', () => {
  it('applyPatch(before, encode(before, after)) deep-equals after, for any two JSON values', () => {
    fc.assert(
      fc.property(json, json, (before, after) => {
        expect(applyPatch(structuredClone(before), encodeMendoza(before, after))).toEqual(after);
      }),
      { numRuns: 2000 },
    );
  });

  it('does so for documents and small edits of them (the listener case), both directions', () => {
    fc.assert(
      fc.property(
        doc.chain((d) => fc.tuple(fc.constant(d), edited(d))),
        ([before, after]) => {
          expect(applyPatch(structuredClone(before), encodeMendoza(before, after))).toEqual(after);
          expect(applyPatch(structuredClone(after), encodeMendoza(after, before))).toEqual(before);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('handles a missing document on either side and leaves the input untouched', () => {
    const d = { _id: 'x', _type: 't', title: 'Hæ 😀 there', list: [{ _key: 'a', n: 1 }] };
    expect(applyPatch(null, encodeMendoza(null, d))).toEqual(d);
    expect(applyPatch(d, encodeMendoza(d, null))).toBeNull();
    const frozen = structuredClone(d);
    applyPatch(d, encodeMendoza(d, { ...d, title: 'Hæ 😀 here', list: [] }));
    expect(d).toEqual(frozen);
  });

  it('sends a one-character edit of a long string as slices, not the whole text', () => {
    const long = `${'lorem ipsum '.repeat(200)}end`;
    const patch = encodeMendoza({ body: long }, { body: long.replace('end', 'ends') });
    expect(JSON.stringify(patch).length).toBeLessThan(100);
  });
});
