// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UpdatesPage from './updates-page';

describe('UpdatesPage', () => {
  it('each product update is a region named by its title', () => {
    render(<UpdatesPage />);
    const update = screen.getByRole('region', { name: 'Kindred opens its doors' });
    expect(within(update).getByText('21 November 2026')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Events and personal spaces' })).toBeTruthy();
  });
});
