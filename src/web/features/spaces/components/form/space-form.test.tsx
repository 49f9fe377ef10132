// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondaryFromPrimary } from '@shared/spaces/colours';
import type { Space } from '@shared/spaces/space-schemas';
import { typeInto } from '@web/test/dom-queries';
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

/** The roles catalogue the server offers (GET /api/catalogue/roles), as a super admin left it. */
const offeredRoles = {
  roles: [
    { name: 'Facilitator', services: ['Yoga Teacher', 'Meditation Guide'] },
    { name: 'DJ', services: ['Ecstatic Dance DJ', 'Techno DJ'] },
    { name: 'Herbalist', services: ['Tea Ceremonies'] },
  ],
};

describe('SpaceForm (spec 02 §2, §4, §5)', () => {
  let saves: unknown[];
  let saveAnswer: () => Response;
  let rolesAnswer: () => Response | Promise<Response>;

  beforeEach(() => {
    saves = [];
    saveAnswer = () => json(savedSpace({}));
    rolesAnswer = () => json(offeredRoles);
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
        if (String(url) === '/api/catalogue/roles') return rolesAnswer();
        return json({});
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
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
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  };
  const submit = () =>
    fireEvent.submit(screen.getByRole('button', { name: 'Create My Space' }).closest('form')!);

  it('refuses an empty display name, saying so while the name stays empty', async () => {
    mount();
    typeInto('Display name', '');
    submit();
    expect(await screen.findByText('Facilitator name is required')).toBeTruthy();
    typeInto('Display name', 'A');
    expect(screen.queryByText('Facilitator name is required')).toBeNull();
    typeInto('Display name', '');
    expect(screen.getByText('Facilitator name is required')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('saves the trimmed values, then says the space was created and the member is a facilitator', async () => {
    mount();
    typeInto('Display name', '  Ada L  ');
    typeInto('Handle', 'ada-l');
    submit();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Personal Space created successfully!'),
    );
    // Spec 02 §8, at /facilitator-space as through "Create Your Space" (issue 21).
    expect(toast.success).toHaveBeenCalledWith(
      "Congratulations! You're now a facilitator with £1 platform fee",
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
    typeInto('Handle', 'theo');
    submit();
    expect(await screen.findByText('✗ Already taken')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to update facilitator space: That handle is taken',
    );
    expect(screen.queryByRole('alert')).toBeNull(); // the field says it, not the form's alert
    typeInto('Handle', 'theo-b');
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
    typeInto('Bio', 'x'.repeat(320));
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText('300 / 300')).toBeTruthy();
  });

  it('keeps the secondary colour on the primary until edited; reset returns to auto', () => {
    mount();
    typeInto('Primary colour', '#123456');
    const secondary = () => (screen.getByLabelText('Secondary colour') as HTMLInputElement).value;
    expect(secondary()).toBe(secondaryFromPrimary('#123456'));
    expect(screen.queryByRole('button', { name: 'Reset to auto' })).toBeNull();
    typeInto('Secondary colour', '#ABCDEF');
    typeInto('Primary colour', '#654321');
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
    typeInto('Display name', 'Ada Byron');
    expect(screen.getByText('Handle:').textContent).toBe('Handle: @...');
    typeInto('Handle', 'my-own');
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
    typeInto('Bio', 'Mine');
    act(() => load(savedSpace({ displayName: 'Third', description: 'Theirs' })));
    expect(value('Display name')).toBe('Second');
    expect(value('Bio')).toBe('Mine');
  });

  it('offers the roles and services of the catalogue, a role a super admin added among them', async () => {
    let answer: (response: Response) => void = () => {};
    rolesAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    mount();
    expect(screen.getByRole('status').textContent).toBe('Loading roles...');
    await act(async () => answer(json(offeredRoles)));
    const herbalist = await screen.findByRole('checkbox', { name: 'Herbalist' });
    expect(screen.queryByText('Loading roles...')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'DJ' })).toBeTruthy();
    // A role the catalogue no longer has is not offered.
    expect(screen.queryByRole('checkbox', { name: 'Ceremony Leader' })).toBeNull();
    fireEvent.click(herbalist);
    expect(screen.getByRole('checkbox', { name: 'Tea Ceremonies' })).toBeTruthy();
  });

  it("keeps the host's own roles beside the catalogue's, even those it no longer offers", async () => {
    mount({
      space: savedSpace({
        roles: ['Sound Alchemist', 'DJ'],
        services: { 'Sound Alchemist': ['Crystal Bowls'], DJ: ['Vinyl Only'] },
      }),
    });
    const own = await screen.findByRole('checkbox', { name: 'Sound Alchemist' });
    expect((own as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Crystal Bowls' }) as HTMLInputElement).checked,
    ).toBe(true);
    // The catalogue's services and the host's own, under the same role.
    expect(screen.getByRole('checkbox', { name: 'Techno DJ' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Vinyl Only' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Herbalist' })).toBeTruthy();
  });

  it('saves a ticked service under its new name once renamed, and without it once deleted', async () => {
    mount({
      space: savedSpace({
        roles: ['DJ'],
        services: { DJ: ['Techno DJ', 'Vinyl Only'] },
      }),
      submitLabel: 'Create My Space',
    });
    await screen.findByRole('checkbox', { name: 'Techno DJ' });
    vi.stubGlobal('prompt', () => 'Deep Techno DJ');
    fireEvent.click(screen.getByRole('button', { name: 'Rename service Techno DJ' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Deep Techno DJ' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete service Vinyl Only' }));
    expect(screen.queryByRole('checkbox', { name: 'Vinyl Only' })).toBeNull();
    submit();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ roles: ['DJ'], services: { DJ: ['Deep Techno DJ'] } });
  });

  it('says so when the catalogue cannot be loaded, keeping the saved roles and offering a retry', async () => {
    rolesAnswer = () => json({ code: 'INTERNAL', message: 'Something went wrong.' }, 500);
    mount({ space: savedSpace({ roles: ['Venue'], services: { Venue: ['Venue Hosting'] } }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading roles');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to load roles and services'),
    );
    expect((screen.getByRole('checkbox', { name: 'Venue' }) as HTMLInputElement).checked).toBe(
      true,
    );
    rolesAnswer = () => json(offeredRoles);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Herbalist' })).toBeTruthy();
    expect(screen.queryByText('Error loading roles')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Venue' })).toBeTruthy();
  });
});
