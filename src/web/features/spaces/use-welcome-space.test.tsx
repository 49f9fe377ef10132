// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi } from '@web/test/hook-providers';
import { useWelcomeSpace } from './use-welcome-space';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const made = { id: 's1', handle: 'maya', platformFeeOverride: 0.5, avatarUrl: null };

function mount(landedWithSpace: boolean | null, space: Record<string, unknown> = made) {
  const requests = stubApi(() => ({ body: { space } }));
  const { result } = renderHook(() => useWelcomeSpace(landedWithSpace), {
    wrapper: hookProviders().wrapper,
  });
  return { result, requests };
}

describe('useWelcomeSpace (the space made on confirming, spec 02 §8)', () => {
  it("gives the space's address and platform fee to the welcome screens", async () => {
    const { result } = mount(true);
    await waitFor(() => expect(result.current).toEqual({ handle: 'maya', platformFee: 0.5 }));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says the image chosen at sign-up became the space’s photo', async () => {
    mount(true, { ...made, avatarUrl: '/uploads/maya.jpg' });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Personal space image uploaded successfully', {
        id: 'sign-up-space-image',
      }),
    );
  });

  it('asks for nothing when the person landed without a space', async () => {
    const { result, requests } = mount(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeNull();
    expect(requests).toEqual([]);
  });
});
