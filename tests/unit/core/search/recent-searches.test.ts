import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, RecentSearches, readRecentSearches } from '../../../../core/search/recent-searches';
import { FakeStorage } from '../../../fakes';

const stored = (storage: FakeStorage) => JSON.parse(storage.get(RECENT_SEARCHES_KEY) ?? 'null') as unknown;

describe('RecentSearches (docs/product/browsing.md "Search everywhere")', () => {
  it('keeps the newest first and stores the list on the device', () => {
    const storage = new FakeStorage();
    const recent = new RecentSearches(storage);
    recent.remember('стан');
    recent.remember('golf');
    expect(recent.getSnapshot()).toEqual(['golf', 'стан']);
    expect(stored(storage)).toEqual(['golf', 'стан']);
    // A second instance (the next page load) reads the same list.
    expect(new RecentSearches(storage).getSnapshot()).toEqual(['golf', 'стан']);
  });

  it('is one entry per search whatever the alphabet or case: the newest spelling moves to the front', () => {
    const recent = new RecentSearches(new FakeStorage());
    recent.remember('Голф');
    recent.remember('стан');
    recent.remember('  golf  ');
    expect(recent.getSnapshot()).toEqual(['golf', 'стан']);
  });

  it('keeps at most 8, dropping the oldest', () => {
    const recent = new RecentSearches(new FakeStorage());
    for (const word of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']) recent.remember(word);
    expect(recent.getSnapshot()).toEqual(['a9', 'a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2']);
  });

  it('ignores blank searches and punctuation alone', () => {
    const recent = new RecentSearches(new FakeStorage());
    recent.remember('   ');
    recent.remember('?!');
    expect(recent.getSnapshot()).toEqual([]);
  });

  it('clears everything, in storage too, and forgets one', () => {
    const storage = new FakeStorage();
    const recent = new RecentSearches(storage);
    recent.remember('стан');
    recent.remember('golf');
    recent.forget('стан');
    expect(recent.getSnapshot()).toEqual(['golf']);
    recent.clear();
    expect(recent.getSnapshot()).toEqual([]);
    expect(storage.get(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"q":"golf"}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('starts empty when the stored value is %s', (_name, raw) => {
    const recent = new RecentSearches(new FakeStorage({ [RECENT_SEARCHES_KEY]: raw }));
    expect(recent.getSnapshot()).toEqual([]);
    recent.remember('golf');
    expect(recent.getSnapshot()).toEqual(['golf']);
  });

  it('keeps the good entries of a damaged list: strings only, non-empty, not too long, no repeats, at most 8', () => {
    const raw = JSON.stringify(['golf', 7, null, '', 'x'.repeat(201), 'GOLF', 'стан', { q: 1 }, 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7']);
    expect(readRecentSearches(raw)).toEqual(['golf', 'стан', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
  });

  it('keeps the list for the page when the storage cannot write', () => {
    const broken = { get: () => null, set: () => { throw new Error('QuotaExceededError'); }, remove: () => { throw new Error('SecurityError'); } };
    const recent = new RecentSearches(broken);
    recent.remember('golf');
    expect(recent.getSnapshot()).toEqual(['golf']);
    recent.clear();
    expect(recent.getSnapshot()).toEqual([]);
  });
});
