// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import FeaturePendingPage from './feature-pending-page';

const mount = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FeaturePendingPage />
    </MemoryRouter>,
  );

describe('FeaturePendingPage', () => {
  it('says what is coming at its address, and leads back to the events', () => {
    mount('/create-space/step-1');
    expect(
      screen.getByText('Spaces for venues, event series and collectives open soon.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/');
  });

  it('says Coming soon at any other address', () => {
    mount('/somewhere-new');
    expect(screen.getByRole('heading', { name: 'Coming soon', level: 1 })).toBeTruthy();
    expect(screen.getByText('This part of Kindred is on its way.')).toBeTruthy();
  });
});
