import { mapCaret } from '@studio/lib/caret.ts';
import { describe, expect, it } from 'vitest';

describe('mapCaret: where the caret goes when a co-editor changes the text', () => {
  it('stays when they type after it', () => {
    expect(mapCaret('B-headMiddle text.', 'B-headMiddle text. A', 6)).toBe(6);
  });
  it('moves along when they type before it', () => {
    expect(mapCaret('Middle text. A-ta', 'BMiddle text. A-ta', 17)).toBe(18);
    expect(mapCaret('xxMiddle', 'Middle', 5)).toBe(3);
  });
  it('stays before text inserted right at it', () => {
    expect(mapCaret('ab', 'aXb', 1)).toBe(1);
  });
  it('goes to the end of a span replaced around it', () => {
    expect(mapCaret('one two three', 'one 2 three', 6)).toBe(5);
  });
  it('never leaves the text', () => {
    expect(mapCaret('abc', '', 3)).toBe(0);
    expect(mapCaret('', 'abc', 0)).toBe(0);
  });
});
