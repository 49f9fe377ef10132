// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { SignUpForm, type SignUpSpacePart } from './sign-up-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

type Sent = { input: null; details: { image: null } };

/**
 * The form at `address`, with a space part that answers `prepared`: null when no space is
 * wanted, 'wrong' when its details are wrong (the part then answers undefined).
 */
function mount(
  prepared: Sent | null | 'wrong' = null,
  answer: Answer = { body: { message: 'Check your e-mail' } },
  address = '/signup',
) {
  const requests = stubApi(() => answer);
  const space: SignUpSpacePart<Sent> = {
    withSpace: prepared !== null,
    prepare: vi.fn(async () => (prepared === 'wrong' ? undefined : prepared)),
    showServerErrors: vi.fn(),
  };
  const onSignedUp = vi.fn();
  const spaceFields = vi.fn((name: string) => <p>Space named {name || 'nothing'}</p>);
  render(
    <SignUpForm
      onSwitchToLogin={() => undefined}
      onSignedUp={onSignedUp}
      space={space}
      spaceFields={spaceFields}
    />,
    { wrapper: hookProviders(address).wrapper },
  );
  return { requests, space, onSignedUp };
}

function fillIn(email = 'maya@example.com') {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maya Rivers ' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-Passw0rd!' } });
}
const send = () => fireEvent.submit(screen.getByRole('button', { name: /^Create account/ }));

describe('SignUpForm (spec 02 §5)', () => {
  it("hands the space's fields the person's name as it is typed", () => {
    mount();
    expect(screen.getByText('Space named nothing')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maya ' } });
    expect(screen.getByText('Space named Maya')).toBeTruthy();
  });

  it('names its button for the space when one is wanted', () => {
    mount({ input: null, details: { image: null } });
    expect(screen.getByRole('button', { name: 'Create account & space' })).toBeTruthy();
  });

  it('sends the account, then shows the "check your e-mail" card', async () => {
    const { requests, onSignedUp } = mount();
    fillIn();
    send();
    await waitFor(() =>
      expect(onSignedUp).toHaveBeenCalledWith({
        email: 'maya@example.com',
        withSpace: false,
        withImage: false,
      }),
    );
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/account/sign-up',
        body: expect.objectContaining({ email: 'maya@example.com', space: null }),
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Check your e-mail');
  });

  it('sends nothing while the space is wrong', async () => {
    const { requests, space } = mount('wrong');
    fillIn();
    send();
    await waitFor(() => expect(space.prepare).toHaveBeenCalled());
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal above the form, and hands it to the space", async () => {
    const { space, onSignedUp } = mount(null, {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many sign-ups. Try again later.' },
    });
    fillIn();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-ups. Try again later.',
    );
    expect(space.showServerErrors).toHaveBeenCalled();
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('starts with the address a booking mail links here with', () => {
    mount(null, { body: {} }, '/signup?email=guest%40example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('guest@example.com');
  });
});
