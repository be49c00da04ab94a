import { describe, expect, it, vi } from 'vitest';
import { DeferredToastLibrary } from '../../../adapters/notifier/deferred-toast-library';
import type { ToastLibrary } from '../../../adapters/notifier/hot-toast-notifier';

function recordingLibrary(log: string[]): ToastLibrary {
  const call = (kind: string) => (message: unknown, options?: { id?: string }) => {
    log.push(`${kind}:${String(message)}:${options?.id ?? ''}`);
    return options?.id ?? '';
  };
  return Object.assign(call('blank'), {
    success: call('success'),
    error: call('error'),
    loading: call('loading'),
    custom: call('custom'),
    dismiss: (id?: string) => void log.push(`dismiss:${id ?? '*'}`),
  });
}

describe('DeferredToastLibrary (react-hot-toast fetched on demand)', () => {
  it('fetches nothing until the first toast, queues toasts meanwhile and replays them in order', async () => {
    const log: string[] = [];
    let arrive: (library: ToastLibrary) => void = () => undefined;
    const load = vi.fn(() => new Promise<ToastLibrary>((resolve) => (arrive = resolve)));
    const deferred = new DeferredToastLibrary(load);
    expect(load).not.toHaveBeenCalled();
    expect(deferred.toast.error('Грешка', { id: 't1' })).toBe('t1');
    deferred.toast.success('Успешна најава!', { id: 't2' });
    deferred.toast.dismiss('t1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(log).toEqual([]);
    arrive(recordingLibrary(log));
    await vi.waitFor(() => expect(log).toEqual(['error:Грешка:t1', 'success:Успешна најава!:t2', 'dismiss:t1']));
    deferred.toast('Порака', { id: 't3' });
    expect(log.at(-1)).toBe('blank:Порака:t3');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the queue when the fetch fails (offline) and tries again with the next toast', async () => {
    const log: string[] = [];
    const warn = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(recordingLibrary(log));
    const deferred = new DeferredToastLibrary(load, { warn, error: vi.fn() });
    deferred.toast.error('Нема интернет конекција', { id: 'offline' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(log).toEqual([]);
    deferred.toast.success('Повторно сте поврзани', { id: 'online' });
    await vi.waitFor(() => expect(log).toEqual(['error:Нема интернет конекција:offline', 'success:Повторно сте поврзани:online']));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
