import { useState, type ChangeEvent } from 'react';
import type { Parsed } from './gb-date-time';

/**
 * A text field that stands for a value in another format (a typed "24/12/2026" for the form's
 * "2026-12-24"). The form holds the value, the field holds what the person typed. Text that
 * cannot be read leaves the form value empty, and says why once the person leaves the field.
 */
export function useTypedValue({
  value,
  onChange,
  onBlur,
  parse,
  display,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  parse: (text: string) => Parsed;
  display: (value: string) => string;
}) {
  const [text, setText] = useState(() => display(value));
  const [problem, setProblem] = useState<string | null>(null);
  // A new value that this field did not hand over was set from outside (a reset, the start
  // date copied into an empty end date) and replaces what is typed. Compared when the value
  // changes, so a render that comes before the form has taken a hand-over changes nothing.
  const [seen, setSeen] = useState(value);
  const [handedOver, setHandedOver] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== handedOver) {
      setHandedOver(value);
      setText(display(value));
      setProblem(null);
    }
  }

  const handOver = (next: string) => {
    setHandedOver(next);
    if (next !== value) onChange(next);
  };

  return {
    problem,
    /** For the text box. */
    inputProps: {
      value: text,
      /** Typing: a readable text updates the form at once and clears an earlier problem. */
      onChange(event: ChangeEvent<HTMLInputElement>) {
        const next = event.target.value;
        setText(next);
        const parsed = parse(next);
        if ('value' in parsed) {
          setProblem(null);
          handOver(parsed.value);
        } else handOver('');
      },
      /** Leaving: say what is wrong, or tidy what was typed ("1/2/2027" → "01/02/2027"). */
      onBlur() {
        const parsed = parse(text);
        if ('problem' in parsed) setProblem(parsed.problem);
        else setText(display(parsed.value));
        onBlur();
      },
    },
    /** A value chosen another way (a calendar). */
    choose(next: string) {
      setText(display(next));
      setProblem(null);
      handOver(next);
    },
  };
}
