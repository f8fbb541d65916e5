import { describe, expect, it } from 'vitest';
import { tsQueryOf } from './search-query';

const SUN = ['sunscreen', 'spf', 'krem z filtrem', '防晒'];

describe('tsQueryOf', () => {
  it('matches each word as a prefix and its close terms as whole words', () => {
    expect(
      tsQueryOf(
        'Serun glow',
        new Map([
          ['serun', ['serum']],
          ['glow', ['glow']],
        ]),
        [],
      ),
    ).toBe('(serun:* | serum) & (glow:*)');
  });

  it('adds every entry of a word’s synonym groups, a phrase as words in a row', () => {
    expect(tsQueryOf('sunscreen', new Map([['sunscreen', ['sunscreen']]]), [SUN])).toBe(
      '(sunscreen:* | spf:* | krem <-> z <-> filtrem:* | 防晒:*)',
    );
  });

  it('reads a run of words that is a synonym phrase as one clause', () => {
    expect(tsQueryOf('Krem z filtrem 50', new Map(), [SUN])).toBe(
      '(sunscreen:* | spf:* | krem <-> z <-> filtrem:* | 防晒:*) & (50)',
    );
  });

  it('gives a misspelt word the groups of the terms close to it, but not a known word', () => {
    expect(tsQueryOf('sunscren', new Map(), [SUN], new Map([['sunscren', ['sunscreen']]]))).toContain('spf:*');
    const perfume = ['perfume', 'fragrance'];
    expect(tsQueryOf('perfect', new Map([['perfect', ['perfect', 'perfume']]]), [perfume])).toBe(
      '(perfect:* | perfume)',
    );
  });

  it('answers nothing for one-letter words alone', () => {
    expect(tsQueryOf('a c', new Map(), [])).toBeUndefined();
  });
});
