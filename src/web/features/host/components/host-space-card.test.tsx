// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { HostSpaces } from '@shared/host-schemas';
import { HostSpaceCard } from './host-space-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const space: HostSpaces['spaces'][number] = {
  id: 's1',
  displayName: 'Maya Rivers',
  handle: 'maya',
  avatarUrl: null,
  description: 'Sound baths in east London.',
  stats: { followers: 12, upcomingEvents: 2, hostedEvents: 9 },
};

const mount = (value = space) =>
  render(
    <MemoryRouter>
      <ul>
        <HostSpaceCard space={value} />
      </ul>
    </MemoryRouter>,
  );

describe('HostSpaceCard', () => {
  it('shows the public address, the figures and the links', () => {
    mount();
    expect(screen.getByRole('heading', { name: 'Maya Rivers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '/@maya' }).getAttribute('href')).toBe('/@maya');
    expect(screen.getByText('Sound baths in east London.')).toBeTruthy();
    const followers = screen.getByText('Followers').parentElement!;
    expect(within(followers).getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit space' }).getAttribute('href')).toBe(
      '/host-dashboard/facilitator-space',
    );
    cleanup();
    mount({ ...space, handle: null });
    expect(screen.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe(
      '/facilitator/s1',
    );
  });

  it('copies the full link, or shows it when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mount();
    const copy = screen.getByRole('button', { name: 'Copy the link to Maya Rivers' });
    fireEvent.click(copy);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/@maya`);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(copy);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(`Copy this link: ${window.location.origin}/@maya`),
    );
  });
});
