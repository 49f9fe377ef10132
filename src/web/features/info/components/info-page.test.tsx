// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoPage } from './info-page';

describe('InfoPage', () => {
  it('shows the title, the lead, the date of the last change and the text', () => {
    render(
      <InfoPage page={{ title: 'Terms', description: 'The agreement.' }} updated="1 May 2026">
        <p>Be kind.</p>
      </InfoPage>,
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'Terms', level: 1 })).toBeTruthy();
    expect(main.getByText('The agreement.')).toBeTruthy();
    expect(main.getByText('Last updated 1 May 2026')).toBeTruthy();
    expect(main.getByText('Be kind.')).toBeTruthy();
  });
});
