// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondaryFromPrimary } from '@shared/spaces/colours';
import type { Space } from '@shared/spaces/space-schemas';
import { SpaceForm } from './space-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const savedSpace = (input: Partial<Space>): Space => ({
  id: 's1',
  userId: 'u1',
  displayName: 'Ada Lovelace',
  handle: 'ada',
  description: '',
  avatarUrl: null,
  lightColor: '#F0F7E8',
  darkColor: '#2D4A22',
  roles: [],
  services: {},
  roleSpecificData: {},
  venueImages: [],
  socialLinks: {},
  platformFeeOverride: 1,
  ...input,
});

describe('SpaceForm (spec 02 §2, §4, §5)', () => {
  let saves: unknown[];
  let saveAnswer: () => Response;

  beforeEach(() => {
    saves = [];
    saveAnswer = () => json(savedSpace({}));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).startsWith('/api/handles/')) {
          const handle = decodeURIComponent(String(url).slice('/api/handles/'.length));
          return json({ handle, valid: true, available: handle !== 'taken-one' });
        }
        if (init?.method === 'PUT') {
          saves.push(JSON.parse(String(init.body)));
          return saveAnswer();
        }
        return json({});
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  const mount = (props: Partial<Parameters<typeof SpaceForm>[0]> = {}, element?: ReactNode) => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: element ?? (
          <SpaceForm
            context="edit"
            space={null}
            defaultName="Ada Lovelace"
            submitLabel="Create My Space"
            {...props}
          />
        ),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  };
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () =>
    fireEvent.submit(screen.getByRole('button', { name: 'Create My Space' }).closest('form')!);

  it('refuses an empty display name, saying so while the name stays empty', async () => {
    mount();
    type('Display name', '');
    submit();
    expect(await screen.findByText('Facilitator name is required')).toBeTruthy();
    type('Display name', 'A');
    expect(screen.queryByText('Facilitator name is required')).toBeNull();
    type('Display name', '');
    expect(screen.getByText('Facilitator name is required')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('saves the trimmed values, then says the space was created', async () => {
    mount();
    type('Display name', '  Ada L  ');
    type('Handle', 'ada-l');
    submit();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Personal Space created successfully!'),
    );
    expect(saves).toEqual([
      {
        displayName: 'Ada L',
        handle: 'ada-l',
        description: '',
        roles: [],
        services: {},
        roleSpecificData: {},
        venueImages: [],
        socialLinks: {},
        darkColor: '#2D4A22',
        lightColor: '#F0F7E8',
      },
    ]);
  });

  it("shows the server's handle error until the handle changes", async () => {
    saveAnswer = () =>
      json(
        {
          code: 'HANDLE_TAKEN',
          message: 'That handle is taken',
          fieldErrors: { handle: ['✗ Already taken'] },
        },
        409,
      );
    mount();
    type('Handle', 'theo');
    submit();
    expect(await screen.findByText('✗ Already taken')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to update facilitator space: That handle is taken',
    );
    expect(screen.queryByRole('alert')).toBeNull(); // the field says it, not the form's alert
    type('Handle', 'theo-b');
    expect(screen.queryByText('✗ Already taken')).toBeNull();
  });

  it('leaves out a handle already set, which is locked', async () => {
    mount({ space: savedSpace({ handle: 'ada' }), submitLabel: 'Create My Space' });
    expect(screen.getByText('Handle already set (permanent)')).toBeTruthy();
    expect((screen.getByLabelText('Handle') as HTMLInputElement).disabled).toBe(true);
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Facilitator profile updated'));
    expect(saves).toMatchObject([{ handle: '' }]);
  });

  it('cuts the bio at 300 characters, with a counter', () => {
    mount();
    type('Bio', 'x'.repeat(320));
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText('300 / 300')).toBeTruthy();
  });

  it('keeps the secondary colour on the primary until edited; reset returns to auto', () => {
    mount();
    type('Primary colour', '#123456');
    const secondary = () => (screen.getByLabelText('Secondary colour') as HTMLInputElement).value;
    expect(secondary()).toBe(secondaryFromPrimary('#123456'));
    expect(screen.queryByRole('button', { name: 'Reset to auto' })).toBeNull();
    type('Secondary colour', '#ABCDEF');
    type('Primary colour', '#654321');
    expect(secondary()).toBe('#ABCDEF');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to auto' }));
    expect(secondary()).toBe(secondaryFromPrimary('#654321'));
  });

  it('in onboarding, makes the handle from the name until it is edited by hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount({ context: 'onboarding', submitLabel: 'Complete Setup' });
    const handle = () => (screen.getByLabelText('Handle') as HTMLInputElement).value;
    expect(screen.getByText('Handle:').textContent).toBe('Handle: @...');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(handle()).toBe('ada-lovelace');
    expect(screen.getByText('Handle:').textContent).toBe('Handle: @ada-lovelace');
    type('Display name', 'Ada Byron');
    expect(screen.getByText('Handle:').textContent).toBe('Handle: @...');
    type('Handle', 'my-own');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(handle()).toBe('my-own');
    expect(screen.getByText('Handle:').textContent).toBe('Handle: @my-own');
  });

  it('takes newly loaded data only while nothing has been edited', () => {
    let load: (space: Space) => void = () => {};
    function Loading() {
      const [space, setSpace] = useState(savedSpace({ displayName: 'First' }));
      load = setSpace;
      return <SpaceForm context="edit" space={space} defaultName="" submitLabel="Save" />;
    }
    mount({}, <Loading />);
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Display name')).toBe('First');
    act(() => load(savedSpace({ displayName: 'Second' })));
    expect(value('Display name')).toBe('Second');
    type('Bio', 'Mine');
    act(() => load(savedSpace({ displayName: 'Third', description: 'Theirs' })));
    expect(value('Display name')).toBe('Second');
    expect(value('Bio')).toBe('Mine');
  });
});
