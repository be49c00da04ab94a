import { describe, expect, it } from 'vitest';
import { Random } from '../../../server/seed/random';
import { zipfPicker } from '../../../server/seed/scale';
import { scaleTitle } from '../../../server/seed/scale-text';

/** Issue 42: the head-heavy marketplace bench/server-scale grows beside the long tail (server/seed/scale.ts). */
describe('the head-heavy scale distribution', () => {
  const draws = 20_000;

  it('picks by a Zipf law over the order: the first item about 1/H of the draws, the first ten about half', () => {
    const items = Array.from({ length: 85 }, (_, index) => index);
    const pick = zipfPicker(items, new Random(1), 1.1);
    const counts = new Array<number>(items.length).fill(0);
    for (let i = 0; i < draws; i += 1) counts[pick()]! += 1;
    const harmonic = items.reduce((sum, k) => sum + 1 / (k + 1) ** 1.1, 0);
    expect(counts[0]! / draws).toBeCloseTo(1 / harmonic, 1);
    const firstTen = counts.slice(0, 10).reduce((a, b) => a + b, 0) / draws;
    expect(firstTen).toBeGreaterThan(0.45);
    expect(firstTen).toBeLessThan(0.7);
    // Every rank is below the one before it, give or take the draw's noise, and the tail is still drawn.
    expect(counts[0]!).toBeGreaterThan(counts[1]!);
    expect(counts[1]!).toBeGreaterThan(counts[9]!);
    expect(counts[84]!).toBeGreaterThan(0);
  });

  it("keeps the share of titles asked for word for word; the long tail's are varied", () => {
    const base = 'Volkswagen Голф 7 1.6 TDI';
    const share = (plainShare: number) => {
      const random = new Random(2);
      let plain = 0;
      for (let i = 0; i < 2_000; i += 1) if (scaleTitle(random, base, 'Скопје', 'cyrillic', undefined, plainShare) === base) plain += 1;
      return plain / 2_000;
    };
    expect(share(0.85)).toBeGreaterThan(0.85);
    expect(share(0)).toBeLessThan(0.5);
  });
});
