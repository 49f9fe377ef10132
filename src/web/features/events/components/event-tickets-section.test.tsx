// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GuestRemindersField } from './event-tickets-section';

/** The switch inside a form's state; `latest()` is what the form holds. */
function mount(first: boolean) {
  let held = first;
  function Holder() {
    const [checked, setChecked] = useState(first);
    held = checked;
    return <GuestRemindersField checked={checked} onChange={setChecked} />;
  }
  render(<Holder />);
  return { latest: () => held };
}

const reminders = () =>
  screen.getByRole<HTMLInputElement>('checkbox', {
    name: 'Send guests a reminder 24 hours before',
  });

describe('GuestRemindersField (the host’s switch for reminders)', () => {
  it('shows the saved choice and says what guests get', () => {
    mount(true);
    expect(reminders().checked).toBe(true);
    expect(reminders().getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(reminders().getAttribute('aria-describedby')!)?.textContent,
    ).toContain('a link to cancel');
  });

  it('is reached by the keyboard and switched off and on again', () => {
    const { latest } = mount(true);
    const box = reminders();
    box.focus();
    expect(document.activeElement).toBe(box);
    expect(box.tabIndex).toBe(0);
    // Space on a focused checkbox is a click, as browsers (and this DOM) fire it.
    fireEvent.click(box);
    expect(latest()).toBe(false);
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Send guests a reminder 24 hours before'));
    expect(latest()).toBe(true);
  });
});
