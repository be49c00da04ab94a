import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../../core';

describe('loadOnce (code fetched on demand)', () => {
  it('runs the load once and gives every caller, at once or later, the same answer', async () => {
    const load = vi.fn(async () => ({ LoginFlow: 'module' }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    await expect(get()).resolves.toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load (offline), so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
