// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useCheckedForm } from './use-checked-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().email('Please enter a valid email address'),
});
const loadSchema = () => Promise.resolve(schema);
const offline = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

function Form({
  onValid,
  load = loadSchema,
}: {
  onValid: (values: unknown, typed: unknown) => Promise<void> | void;
  load?: () => Promise<typeof schema>;
}) {
  const form = useCheckedForm({ fields: ['name', 'email'], loadSchema: load, onValid });
  return (
    <form {...form.formProps}>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" aria-invalid={form.errors.name ? true : undefined} />
      {form.errors.name && <p>{form.errors.name}</p>}
      <label htmlFor="email">Email</label>
      <input id="email" name="email" />
      {form.errors.email && <p>{form.errors.email}</p>}
      <button
        type="button"
        onClick={() => form.showServerErrors({ email: 'That address is taken', other: 'x' })}
      >
        Refuse
      </button>
      <button type="submit" disabled={form.isSubmitting}>
        Send
      </button>
    </form>
  );
}

const name = () => screen.getByLabelText('Name');
const email = () => screen.getByLabelText('Email');
const send = () => fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('a form checked by a schema fetched on first use', () => {
  it('says nothing until it is sent, then every problem, with the first field focused', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    type(email(), 'not an address');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    send();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks a field again as it changes once sent, leaving the others as they were', async () => {
    render(<Form onValid={vi.fn()} />);
    send();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    type(email(), 'maya@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).toBeNull(),
    );
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it("hands over the schema's output and the fields as typed", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    type(name(), '  Maya ');
    type(email(), ' maya@example.com');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Maya', email: 'maya@example.com' },
      { name: '  Maya ', email: ' maya@example.com' },
    );
  });

  it('is busy while the handler runs', async () => {
    let finish = () => undefined as void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onValid={onValid} />);
    type(name(), 'Maya');
    type(email(), 'maya@example.com');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
  });

  it("puts the server's errors on its own fields only", async () => {
    render(<Form onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('That address is taken')).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
  });

  it('sends the values unchecked when the schema cannot be fetched', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} load={offline} />);
    type(name(), 'Maya');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Maya', email: '' });
  });
});
