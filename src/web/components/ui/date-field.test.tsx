// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';
import { TimeField } from './time-field';

/** A form stand-in: holds the API value and shows it, as react-hook-form would. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Start date" value={value} onChange={setValue} onBlur={() => {}} />
      <output aria-label="form value">{value}</output>
      <button type="button" onClick={() => setValue('2031-01-09')}>
        reset
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('Start date') as HTMLInputElement;
const formValue = () => screen.getByLabelText('form value').textContent;

describe('DateField', () => {
  it('shows the form value day first and hands typed dates over as yyyy-MM-dd', () => {
    render(<Harness initial="2027-02-01" />);
    expect(input().value).toBe('01/02/2027');
    fireEvent.change(input(), { target: { value: '3/4/2027' } });
    expect(formValue()).toBe('2027-04-03');
    fireEvent.blur(input());
    expect(input().value).toBe('03/04/2027');
  });

  it('keeps unreadable text, empties the form value and says why on leaving', () => {
    render(<Harness initial="2027-02-01" />);
    fireEvent.change(input(), { target: { value: '31/02/2027' } });
    expect(formValue()).toBe('');
    expect(input().value).toBe('31/02/2027');
    expect(screen.queryByText('31/02/2027 is not a date in the calendar')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText('31/02/2027 is not a date in the calendar')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain(
      screen.getByText('31/02/2027 is not a date in the calendar').id,
    );
    fireEvent.change(input(), { target: { value: '28/02/2027' } });
    expect(screen.queryByText('31/02/2027 is not a date in the calendar')).toBeNull();
    expect(formValue()).toBe('2027-02-28');
  });

  it('takes a value set from outside the field, even over what was typed', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'soon' } });
    fireEvent.click(screen.getByText('reset'));
    expect(input().value).toBe('09/01/2031');
  });
});

describe('TimeField', () => {
  it('reads 24-hour times and refuses AM/PM with a clear message', () => {
    let value = '19:00';
    render(
      <TimeField
        label="Start time"
        value={value}
        onChange={(v) => (value = v)}
        onBlur={() => {}}
      />,
    );
    const time = screen.getByLabelText('Start time') as HTMLInputElement;
    expect(time.value).toBe('19:00');
    fireEvent.change(time, { target: { value: '7:30 PM' } });
    fireEvent.blur(time);
    expect(value).toBe('');
    expect(
      screen.getByText('Enter the time as HH:mm on the 24-hour clock, for example 19:30'),
    ).toBeTruthy();
    fireEvent.change(time, { target: { value: '1930' } });
    expect(value).toBe('19:30');
  });
});
