// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { CohostPicker } from './cohost-picker';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const theo: FacilitatorMatch = {
  spaceId: '11111111-1111-4111-8111-111111111111',
  displayName: 'Theo Okafor',
  handle: 'theo-sound',
  avatarUrl: '/uploads/theo.webp',
};
const thea: FacilitatorMatch = {
  spaceId: '22222222-2222-4222-8222-222222222222',
  displayName: 'Thea Lund',
  handle: 'thea',
  avatarUrl: null,
};

describe('CohostPicker (an ARIA combobox)', () => {
  let searches: string[];
  let onPick: ReturnType<typeof vi.fn<(match: FacilitatorMatch) => void>>;

  beforeEach(() => {
    searches = [];
    onPick = vi.fn<(match: FacilitatorMatch) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q')!;
        searches.push(q);
        return json({ facilitators: q.startsWith('the') ? [theo, thea] : [] });
      }),
    );
  });

  const mount = (invited: string[] = []) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CohostPicker onPick={onPick} isInvited={(id) => invited.includes(id)} />
      </QueryClientProvider>,
    );
    return screen.getByRole('combobox', { name: 'Invite a co-host' });
  };
  const type = (input: HTMLElement, value: string) =>
    fireEvent.change(input, { target: { value } });
  const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name });
  const status = () => screen.getByRole('status');

  it('searches from 2 characters, and lists each match with its picture, name and @handle', async () => {
    const input = mount();
    fireEvent.focus(input);
    type(input, 't');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type(input, 'th');
    type(input, 'the');
    await waitFor(() => expect(status().textContent).toBe('2 facilitators found'));
    // Typing quickly searches once, for what was typed when it paused.
    expect(searches).toEqual(['the']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Theo Okafor@theo-sound',
      'TLThea Lund@thea',
    ]);
    // Theo's picture; Thea has none, so her initials stand in.
    expect(options[0]!.querySelector('img')!.getAttribute('src')).toBe('/uploads/theo.webp');
    expect(options[1]!.querySelector('img')).toBeNull();
  });

  it('walks the matches with the arrow keys and chooses with Enter, without submitting the form', async () => {
    const input = mount();
    fireEvent.focus(input);
    type(input, 'the');
    await screen.findAllByRole('option');
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    // Enter with nothing highlighted chooses nothing, and never submits the form around it
    // (its default, the browser's implicit submission, is prevented).
    expect(key(input, 'Enter')).toBe(false);
    expect(onPick).not.toHaveBeenCalled();

    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    expect(first!.getAttribute('aria-selected')).toBe('false');
    // Past the last, back to the first; up from the first, to the last.
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);

    expect(key(input, 'Enter')).toBe(false);
    expect(onPick).toHaveBeenCalledExactlyOnceWith(thea);
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const input = mount();
    fireEvent.focus(input);
    type(input, 'the');
    await screen.findAllByRole('option');
    key(input, 'ArrowDown');
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('the');
    key(input, 'Enter');
    expect(onPick).not.toHaveBeenCalled();
    // Opens again with the arrow key.
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key(input, 'Escape');
    key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says "No facilitators found", aloud too, when nobody matches', async () => {
    const input = mount();
    fireEvent.focus(input);
    type(input, 'zz');
    await waitFor(() => expect(status().textContent).toBe('No facilitators found'));
    expect(screen.getByText('No facilitators found', { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('shows who is already invited, and will not choose them again', async () => {
    const input = mount([theo.spaceId]);
    fireEvent.focus(input);
    type(input, 'the');
    const [first] = await screen.findAllByRole('option');
    expect(first!.getAttribute('aria-disabled')).toBe('true');
    expect(first!.textContent).toContain('Already invited');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    fireEvent.click(first!);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(onPick).toHaveBeenCalledExactlyOnceWith(thea);
  });
});
