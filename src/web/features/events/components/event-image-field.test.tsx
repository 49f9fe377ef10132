// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventImageField } from './event-image-field';

// happy-dom decodes no images: every chosen file here is one the browser could show.
vi.mock('@web/lib/image-preview', () => ({ canPreviewImage: async () => true }));
vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the cover image field', () => {
  let answer: (response: Response) => void;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:chosen-cover', revokeObjectURL: vi.fn() }),
    );
  });

  it('shows the chosen file at once while it uploads, then the uploaded image (issue 21)', async () => {
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EventImageField
          value={{ imageUrl: '/uploads/events/old.webp', originalImageUrl: null }}
          onChange={onChange}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByAltText('Cover image preview').getAttribute('src')).toBe(
      '/uploads/events/old.webp',
    );
    const input = screen.getByLabelText('Choose a cover image');
    const file = new File([new Uint8Array(10)], 'new.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);

    await waitFor(() =>
      expect(screen.getByAltText('Cover image preview').getAttribute('src')).toBe(
        'blob:chosen-cover',
      ),
    );
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeTruthy();

    answer(
      json({
        imageUrl: '/uploads/events/new.webp',
        originalImageUrl: '/uploads/events/new-o.webp',
      }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        imageUrl: '/uploads/events/new.webp',
        originalImageUrl: '/uploads/events/new-o.webp',
      }),
    );
  });
});
