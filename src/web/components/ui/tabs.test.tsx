// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Roles({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="Venue" onValueChange={onChange}>
      <Tabs.List aria-label="Roles">
        {['Venue', 'DJ', 'Healer'].map((role) => (
          <Tabs.Trigger key={role} value={role}>
            {role}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {['Venue', 'DJ', 'Healer'].map((role) => (
        <Tabs.Content key={role} value={role}>
          About the {role}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (the WAI-ARIA tabs pattern)', () => {
  it('ties each tab to its panel and shows only the selected panel', () => {
    render(<Roles />);
    expect(screen.getByRole('tablist', { name: 'Roles' })).toBeTruthy();
    expect(tab('Venue').getAttribute('aria-selected')).toBe('true');
    expect(tab('DJ').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Venue' });
    expect(panel.textContent).toBe('About the Venue');
    expect(tab('Venue').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('About the DJ')).toBeNull();
    // The selected tab is the one tab stop.
    expect(tab('Venue').tabIndex).toBe(0);
    expect(tab('DJ').tabIndex).toBe(-1);
  });

  it('moves with the arrows round the ends, and Home and End, selecting as it goes', () => {
    const chosen: string[] = [];
    render(<Roles onChange={(value) => chosen.push(value)} />);
    tab('Venue').focus();
    fireEvent.keyDown(tab('Venue'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('DJ'));
    expect(tab('DJ').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('About the DJ');
    fireEvent.keyDown(tab('DJ'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Healer'));
    fireEvent.keyDown(tab('Healer'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Venue'));
    fireEvent.keyDown(tab('Venue'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Healer'));
    fireEvent.keyDown(tab('Healer'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Venue'));
    expect(chosen).toEqual(['DJ', 'Healer', 'Venue', 'Healer', 'Venue']);
    // Up and down are not this row's keys.
    fireEvent.keyDown(tab('Venue'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tab('Venue'));
  });

  it('selects on a press of the main button, and follows a value held outside', () => {
    function Held() {
      const [value, setValue] = useState('login');
      return (
        <>
          <p>Showing {value}</p>
          <Tabs.Root value={value} onValueChange={setValue}>
            <Tabs.List aria-label="Log in or sign up">
              <Tabs.Trigger value="login">Login</Tabs.Trigger>
              <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <button type="button" onClick={() => setValue('signup')}>
                Sign up instead
              </button>
            </Tabs.Content>
            <Tabs.Content value="signup">The sign-up form</Tabs.Content>
          </Tabs.Root>
        </>
      );
    }
    render(<Held />);
    fireEvent.mouseDown(tab('Sign Up'), { button: 2 });
    expect(screen.getByText('Showing login')).toBeTruthy();
    fireEvent.mouseDown(tab('Sign Up'), { button: 0 });
    expect(screen.getByText('Showing signup')).toBeTruthy();
    fireEvent.mouseDown(tab('Login'), { button: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up instead' }));
    expect(tab('Sign Up').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('The sign-up form');
  });
});
