// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '@shared/banners/banner-schemas';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import BannerForm from './banner-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const saved: Banner = {
  id: 'b1',
  messageHtml: '<p>Winter retreat</p>',
  pages: ['home'],
  colour: 'green',
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function mount(banner?: Banner, answer: Answer = { body: saved }) {
  const requests = stubApi(() => answer);
  const onDone = vi.fn();
  render(<BannerForm banner={banner} onDone={onDone} />, { wrapper: hookProviders().wrapper });
  return { requests, onDone };
}

describe('BannerForm', () => {
  it('takes the focus on its heading, and asks for a message and a page', async () => {
    const { requests, onDone } = mount();
    const form = screen.getByRole('form', { name: 'New banner' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New banner' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByText('Write a message for the banner.')).toBeTruthy();
    expect(screen.getByText('Choose at least one page.')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves a changed banner with PUT: its pages, colour and whether it is active', async () => {
    const { requests, onDone } = mount(saved);
    expect(screen.getByRole('form', { name: 'Edit banner' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Home' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'About' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Active/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Banner saved'));
    expect(onDone).toHaveBeenCalled();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/banners/b1',
        body: {
          messageHtml: '<p>Winter retreat</p>',
          pages: ['home', 'about'],
          colour: 'blue',
          active: false,
        },
      },
    ]);
  });

  it("shows the server's refusal, and Cancel closes without saving", async () => {
    const { onDone } = mount(saved, {
      status: 500,
      body: { message: 'Could not save the banner', code: 'ERROR' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save the banner');
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('previews the banner as the pages will show it, in the colour picked', () => {
    mount(saved);
    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(preview.textContent).toContain('Winter retreat');
    const green = (preview.querySelector('[style]') as HTMLElement).style.backgroundColor;
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect((preview.querySelector('[style]') as HTMLElement).style.backgroundColor).not.toBe(green);
  });

  it('previews a placeholder until a message is written', () => {
    mount();
    expect(screen.getByRole('figure', { name: 'Preview' }).textContent).toContain(
      'Your message shows here.',
    );
  });
});
