// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { AvatarEditor } from './avatar-editor';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));
// happy-dom decodes no images: every file of an allowed type and size can be shown.
vi.mock('@web/lib/image-preview', () => ({ canPreviewImage: async () => true }));

function mount(avatarUrl: string | null, answer: Answer = { body: {} }) {
  const requests = stubApi(() => answer);
  render(<AvatarEditor avatarUrl={avatarUrl} />, { wrapper: hookProviders().wrapper });
  return requests;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choose a profile photo'), { target: { files: [file] } });
const photo = (type = 'image/png', size = 1000) =>
  new File([new Uint8Array(size)], 'me.png', { type });

describe('AvatarEditor', () => {
  it('offers Upload photo without a photo, Change photo and Remove with one', () => {
    mount(null);
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    cleanup();
    mount('/uploads/me.webp');
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      '/uploads/me.webp',
    );
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('refuses a file that is not an image, sending nothing', () => {
    const requests = mount(null);
    choose(photo('application/pdf'));
    const message = 'Invalid file type. Please select a JPEG, PNG, WebP, or GIF image.';
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(requests).toEqual([]);
  });

  it('uploads a chosen photo, and says why when the upload fails', async () => {
    const requests = mount(null);
    choose(photo());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile photo updated'));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/profile/avatar' });

    cleanup();
    mount(null, { status: 413, body: { message: 'That image is too big', code: 'TOO_LARGE' } });
    choose(photo());
    expect((await screen.findByRole('alert')).textContent).toBe('That image is too big');
    expect(toast.error).toHaveBeenCalledWith('Upload failed: That image is too big');
  });

  it('removes the photo with DELETE', async () => {
    const requests = mount('/uploads/me.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile photo removed'));
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/profile/avatar' });
  });
});
