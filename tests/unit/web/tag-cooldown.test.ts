import { describe, expect, it } from 'vitest';
import { MAX_TAGS_PER_CALL, TagCooldown } from '../../../web/lib/sanity/tag-cooldown.ts';

// Issue 19, finding 10: the public expireSyncTags action let one request after another empty
// the whole page cache.
describe('TagCooldown', () => {
  it('expires a tag at most once per cooldown, whoever asks', () => {
    const c = new TagCooldown(5_000);
    expect(c.admit(['sanity:s1:abc'], 0)).toEqual(['sanity:s1:abc']);
    expect(c.admit(['sanity:s1:abc'], 10)).toEqual([]);
    expect(c.admit(['sanity:s1:abc', 'sanity:s1:def'], 4_999)).toEqual(['sanity:s1:def']);
    expect(c.admit(['sanity:s1:abc'], 5_000)).toEqual(['sanity:s1:abc']);
  });

  it('takes only a few tags per call, and a flood of made-up tags cannot reset a real one', () => {
    const c = new TagCooldown(5_000, 50);
    const many = Array.from({ length: 500 }, (_, i) => `sanity:t${i}`);
    expect(c.admit(many, 0)).toHaveLength(MAX_TAGS_PER_CALL);
    for (let i = 1; i < 50; i++) c.admit(many.slice(i * 10, i * 10 + 10), 1);
    // t0 was expired at 0: the flood did not make the lake forget that.
    expect(c.admit(['sanity:t0'], 2)).toEqual([]);
    // Full of fresh entries: new tags wait until the flood's own entries have cooled down.
    expect(c.admit(['sanity:new'], 3)).toEqual([]);
    expect(c.admit(['sanity:new'], 5_001)).toEqual(['sanity:new']);
  });
});
