// The home page's showcase strip rules (decision 144): what it shows, how many, and that a failure only hides it.
import { describe, expect, it } from 'vitest';
import { fetchShowcase, SHOWCASE_MAX, SHOWCASE_PATH, showcaseCards } from '../../../../core/listings/showcase';
import { toSummary } from '../../../../core/listings/wire';
import { FakeHttp, httpFailures } from '../../../fakes/FakeHttp';
import { FakeLogger } from '../../../fakes/FakeLogger';

const wire = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: `Оглас ${id}`, slug: `oglas-${id}`, price: 100, price_type: 'fixed', currency: { code: 'EUR' }, ...extra });

describe('showcase', () => {
  it('answers the server’s cards in its order, with highlighted from the wire', async () => {
    const http = new FakeHttp().on('GET', SHOWCASE_PATH, { status: 'success', data: [wire(3, { highlighted: true }), wire(1)] });
    const logger = new FakeLogger();
    const cards = await fetchShowcase(http, logger);
    expect(cards.map((card) => [card.id, card.highlighted])).toEqual([[3, true], [1, false]]);
    expect(logger.all()).toEqual([]);
  });

  it(`shows at most ${SHOWCASE_MAX}, and nothing for an empty showcase`, async () => {
    const many = Array.from({ length: SHOWCASE_MAX + 3 }, (_, i) => toSummary(wire(i + 1)));
    expect(showcaseCards(many).map((card) => card.id)).toEqual(many.slice(0, SHOWCASE_MAX).map((card) => card.id));
    expect(showcaseCards([])).toEqual([]);
    const http = new FakeHttp().on('GET', SHOWCASE_PATH, { status: 'success', data: Array.from({ length: 10 }, (_, i) => wire(i + 1)) });
    expect(await fetchShowcase(http, new FakeLogger())).toHaveLength(SHOWCASE_MAX);
    expect(await fetchShowcase(new FakeHttp().on('GET', SHOWCASE_PATH, { status: 'success', data: [] }), new FakeLogger())).toEqual([]);
  });

  it('a failed or malformed answer hides the strip and is logged, never thrown', async () => {
    for (const answer of [httpFailures.general(), { status: 'success', data: [{ id: 1 }] }, { status: 'success', data: 'nope' }]) {
      const logger = new FakeLogger();
      expect(await fetchShowcase(new FakeHttp().on('GET', SHOWCASE_PATH, answer), logger)).toEqual([]);
      expect(logger.warnings.map((line) => line.message)).toEqual(['showcase unavailable']);
    }
  });
});
