// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@web/lib/toast';
import { ApiError } from '@web/lib/api-client';
import { useSignUpSpace } from './sign-up-space';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The hook once the person has turned "I want to create my space" on. */
function withSpaceAskedFor() {
  const hook = renderHook(() => useSignUpSpace());
  act(() => hook.result.current.setWithSpace(true));
  return hook;
}

describe('useSignUpSpace (“I want to create my space” on sign-up)', () => {
  afterEach(() => vi.clearAllMocks());

  it('sends no space until the switch is on', async () => {
    const { result } = renderHook(() => useSignUpSpace());
    expect(result.current.withSpace).toBe(false);
    await act(async () => expect(await result.current.prepare()).toBeNull());
  });

  it('refuses a space without a name before anything is sent, and says why above the form', async () => {
    const { result } = withSpaceAskedFor();
    await act(async () => expect(await result.current.prepare()).toBeUndefined());
    expect(result.current.spaceError).toBe('Facilitator name is required');
    expect(toast.error).toHaveBeenCalledWith('Facilitator name is required');
  });

  it('refuses a handle the live check found taken', async () => {
    const { result } = withSpaceAskedFor();
    const values = { displayName: 'Maya Rivers', handle: 'maya' };
    act(() => result.current.keepSpace({ values, image: null, handleStatus: 'taken' }));
    await act(async () => expect(await result.current.prepare()).toBeUndefined());
    expect(result.current.spaceErrors).toEqual({
      errors: { handle: '✗ Already taken' },
      forValues: values,
    });
    expect(toast.error).toHaveBeenCalledWith('That handle is already taken');
  });

  it('hands the details over as the API takes them, and shows what the server refused in them', async () => {
    const { result } = withSpaceAskedFor();
    const values = { displayName: ' Maya Rivers ', handle: 'maya' };
    act(() => result.current.keepSpace({ values, image: null, handleStatus: 'available' }));
    let sent: Awaited<ReturnType<typeof result.current.prepare>>;
    await act(async () => void (sent = await result.current.prepare()));
    expect(sent!.input).toMatchObject({ displayName: 'Maya Rivers', handle: 'maya' });
    const refusal = new ApiError('Please check the form', 400, 'VALIDATION', {
      'space.handle': ['That handle is reserved'],
      email: ['Already registered'],
    });
    act(() => result.current.showServerErrors(refusal, sent!));
    expect(result.current.spaceErrors).toEqual({
      errors: { handle: 'That handle is reserved' },
      forValues: values,
    });
  });
});
