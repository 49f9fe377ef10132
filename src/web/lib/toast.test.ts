import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as unknown[][]);
vi.mock('sonner', () => ({
  toast: {
    success: (...args: unknown[]) => calls.push(['success', ...args]),
    error: (...args: unknown[]) => calls.push(['error', ...args]),
    info: (...args: unknown[]) => calls.push(['info', ...args]),
  },
  Toaster: () => null,
}));

describe('the toast facade (sonner loaded with the first toast)', () => {
  afterEach(() => {
    calls.length = 0;
    vi.resetModules();
  });

  it('shows toasts raised before sonner arrives, in order, with their options', async () => {
    const { toast, loadedSonner, onSonnerLoaded } = await import('./toast');
    const heard = vi.fn();
    onSonnerLoaded(heard);
    expect(loadedSonner()).toBeNull();
    toast.success('Invitation accepted', { position: 'top-center', duration: 2500 });
    toast.error('Failed to clear notifications. Please try again.');
    toast.info('Super admin privileges have been granted to your account.', { duration: 5000 });
    // Nothing can be shown before sonner is here.
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      ['success', 'Invitation accepted', { position: 'top-center', duration: 2500 }],
      ['error', 'Failed to clear notifications. Please try again.', undefined],
      ['info', 'Super admin privileges have been granted to your account.', { duration: 5000 }],
    ]);
    // The toast host hears that sonner is here, to mount its Toaster.
    expect(heard).toHaveBeenCalledTimes(1);
    expect(loadedSonner()).not.toBeNull();
    toast.success('Banner saved');
    expect(calls.at(-1)).toEqual(['success', 'Banner saved', undefined]);
  });
});
