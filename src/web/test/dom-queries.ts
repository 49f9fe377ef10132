import { fireEvent, screen, within } from '@testing-library/react';

/** The words of a select's options, in their order. */
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Types `value` into the field labelled `label`, as one change. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
