// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { useCohostPicker } from './use-cohost-picker';

const match = (n: number): FacilitatorMatch => ({
  spaceId: `space-${n}`,
  displayName: `Facilitator ${n}`,
  handle: `f${n}`,
  avatarUrl: null,
});
const press = (key: string) =>
  ({
    key,
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
  }) as unknown as KeyboardEvent<HTMLInputElement>;

describe('useCohostPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp(answer: (q: string) => Answer | Promise<Answer>, invited: string[] = []) {
    const requests = stubApi((_method, path) =>
      answer(new URL(path, 'http://localhost').searchParams.get('q')!),
    );
    const onPick = vi.fn<(facilitator: FacilitatorMatch) => void>();
    const { wrapper } = hookProviders();
    const hook = renderHook(
      () => useCohostPicker({ onPick, isInvited: (id) => invited.includes(id) }),
      { wrapper },
    );
    return { hook, onPick, requests };
  }
  const typeText = (
    hook: { result: { current: ReturnType<typeof useCohostPicker> } },
    text: string,
  ) => act(() => hook.result.current.input.onChange(text));

  it('stays closed and silent below two characters, and searches nothing', async () => {
    const { hook, requests } = setUp(() => ({ body: { facilitators: [match(1)] } }));
    typeText(hook, 't');
    expect(hook.result.current.expanded).toBe(false);
    expect(hook.result.current.status).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([]);
  });

  it('says it is searching until the answer for what is typed now comes, then how many', async () => {
    let answer!: (reply: Answer) => void;
    const { hook } = setUp(() => new Promise((resolve) => (answer = resolve)));
    typeText(hook, 'the');
    expect(hook.result.current.expanded).toBe(true);
    expect(hook.result.current.status).toBe('Searching…');
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer({ body: { facilitators: [match(1), match(2)] } }));
    await waitFor(() => expect(hook.result.current.status).toBe('2 facilitators found'));
    expect(hook.result.current.matches).toHaveLength(2);
    // Typing more hides the old answer until the new one comes.
    typeText(hook, 'thea');
    expect(hook.result.current.matches).toEqual([]);
    expect(hook.result.current.status).toBe('Searching…');
  });

  it('says what went wrong when the search fails', async () => {
    const { hook } = setUp(() => ({ status: 429, body: { message: 'Too many searches' } }));
    typeText(hook, 'the');
    await waitFor(() => expect(hook.result.current.status).toBe('Too many searches'));
  });

  it('walks the matches with the arrow keys, wrapping round, and chooses with Enter', async () => {
    const { hook, onPick } = setUp(() => ({ body: { facilitators: [match(1), match(2)] } }));
    typeText(hook, 'fac');
    await waitFor(() => expect(hook.result.current.matches).toHaveLength(2));
    expect(hook.result.current.activeId).toBeUndefined();
    act(() => hook.result.current.input.onKeyDown(press('ArrowUp')));
    expect(hook.result.current.active).toBe(1);
    act(() => hook.result.current.input.onKeyDown(press('ArrowDown')));
    expect(hook.result.current.active).toBe(0);
    expect(hook.result.current.activeId).toBe(hook.result.current.ids.option('space-1'));
    const enter = press('Enter');
    act(() => hook.result.current.input.onKeyDown(enter));
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(onPick).toHaveBeenCalledExactlyOnceWith(match(1));
    expect(hook.result.current.text).toBe('');
    expect(hook.result.current.expanded).toBe(false);
  });

  it('will not choose a facilitator already invited', async () => {
    const { hook, onPick } = setUp(() => ({ body: { facilitators: [match(1)] } }), ['space-1']);
    typeText(hook, 'fac');
    await waitFor(() => expect(hook.result.current.matches).toHaveLength(1));
    act(() => hook.result.current.pick(match(1)));
    expect(onPick).not.toHaveBeenCalled();
    expect(hook.result.current.text).toBe('fac');
  });

  it('closes with Escape and clears with a second one', async () => {
    const { hook } = setUp(() => ({ body: { facilitators: [match(1)] } }));
    typeText(hook, 'fac');
    await waitFor(() => expect(hook.result.current.matches).toHaveLength(1));
    const first = press('Escape');
    act(() => hook.result.current.input.onKeyDown(first));
    // The open list takes the Escape, so a dialog around it stays open.
    expect(first.stopPropagation).toHaveBeenCalled();
    expect(hook.result.current.expanded).toBe(false);
    expect(hook.result.current.text).toBe('fac');
    const second = press('Escape');
    act(() => hook.result.current.input.onKeyDown(second));
    expect(second.stopPropagation).not.toHaveBeenCalled();
    expect(hook.result.current.text).toBe('');
  });
});
