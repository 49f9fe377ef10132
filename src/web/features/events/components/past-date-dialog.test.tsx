// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PastDateDialog } from './past-date-dialog';

/** The page's part: the dialog shows while the start date is set and closing clears it. */
function renderDialog(initial: string | null) {
  const handlers = { onGoAhead: vi.fn(), onChangeDate: vi.fn(), onClose: vi.fn() };
  function Harness() {
    const [startDate, setStartDate] = useState(initial);
    return (
      <PastDateDialog
        startDate={startDate}
        goAheadLabel="Publish anyway"
        onGoAhead={handlers.onGoAhead}
        onChangeDate={handlers.onChangeDate}
        onClose={() => {
          handlers.onClose();
          setStartDate(null);
        }}
      />
    );
  }
  render(<Harness />);
  return handlers;
}

/** The dialog on a past date, its `button` pressed: it closes, once; answers the handlers. */
async function pressToClose(button: string) {
  const handlers = renderDialog('2024-03-05');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(handlers.onClose).toHaveBeenCalledTimes(1);
  return handlers;
}

describe('PastDateDialog', () => {
  it('shows nothing while no start date is set', () => {
    renderDialog(null);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names the past start date and offers the two ways on', () => {
    renderDialog('2024-03-05');
    const dialog = screen.getByRole('alertdialog', { name: "This event's date has passed" });
    expect(dialog.textContent).toContain('It starts on Tuesday 5 March 2024, before today.');
    expect(screen.getByRole('button', { name: 'Change the date' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish anyway' })).toBeTruthy();
  });

  it('going ahead calls onGoAhead and closes without sending the user back to the date', async () => {
    const handlers = await pressToClose('Publish anyway');
    expect(handlers.onGoAhead).toHaveBeenCalledTimes(1);
    // The focus is handed back a moment after closing (a timer): past it, still not called.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(handlers.onChangeDate).not.toHaveBeenCalled();
  });

  it('"Change the date" closes and sends the user back to the date', async () => {
    const handlers = await pressToClose('Change the date');
    // The dialog hands the focus back once it has gone, a moment after closing.
    await waitFor(() => expect(handlers.onChangeDate).toHaveBeenCalledTimes(1));
    expect(handlers.onGoAhead).not.toHaveBeenCalled();
  });
});
