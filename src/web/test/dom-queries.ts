import { within } from '@testing-library/react';

/** The words of a select's options, in their order. */
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
