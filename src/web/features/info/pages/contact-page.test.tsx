// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { typeInto } from '@web/test/dom-queries';
import ContactPage from './contact-page';

const signedOut = { user: null, profile: null };
const signedIn = {
  user: { id: 'u1', email: 'maya@example.com', emailVerified: true },
  profile: { firstName: 'Maya', lastName: 'Rivers' },
};

function mount(viewer: object = signedOut, answer: Answer = { body: { received: true } }) {
  const requests = stubApi((_method, path) => (path === '/api/me' ? { body: viewer } : answer));
  render(<ContactPage />, { wrapper: hookProviders('/contact').wrapper });
  return requests;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const sentMessages = (requests: { path: string }[]) =>
  requests.filter((r) => r.path === '/api/contact');

describe('ContactPage', () => {
  it('says what each field needs, focuses the first, and sends nothing', async () => {
    const requests = mount();
    expect(screen.getByRole('heading', { name: 'Contact us', level: 1 })).toBeTruthy();
    typeInto('Message', 'Hi');
    send();
    expect(await screen.findByText('Please tell us your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters')).toBeTruthy();
    expect(document.activeElement).toBe(field('Your name'));
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(sentMessages(requests)).toEqual([]);
  });

  it("fills in a signed-in person's name and address, sends the message and thanks them", async () => {
    const requests = mount(signedIn);
    await waitFor(() => expect(field('Your name').value).toBe('Maya Rivers'));
    expect(field('Your e-mail').value).toBe('maya@example.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), {
      target: { value: 'Hosting on Kindred' },
    });
    typeInto('Message', '  Can I host a retreat in Wales?  ');
    send();
    expect((await screen.findByRole('status')).textContent).toBe(
      "Thank you, your message has reached us. We'll reply to maya@example.com within two working days.",
    );
    expect(sentMessages(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        body: {
          name: 'Maya Rivers',
          email: 'maya@example.com',
          topic: 'Hosting on Kindred',
          message: 'Can I host a retreat in Wales?',
        },
      },
    ]);
  });

  it("shows the server's refusal in an alert and keeps the form", async () => {
    mount(signedIn, { status: 429, body: { message: 'Too many messages.', code: 'RATE' } });
    await waitFor(() => expect(field('Your name').value).toBe('Maya Rivers'));
    typeInto('Message', 'A question about refunds');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many messages.');
    expect(field('Message').value).toBe('A question about refunds');
  });
});
