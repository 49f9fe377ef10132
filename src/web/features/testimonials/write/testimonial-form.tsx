import { useId, useState, type FormEvent } from 'react';
import { TESTIMONIAL_MAX, writeTestimonialSchema } from '@shared/testimonials/testimonial-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { Label, Textarea } from '@web/components/ui/input';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';

const limit = TESTIMONIAL_MAX.toLocaleString('en-GB');

/**
 * The testimonial's words: plain text, checked by the API's own schema before it is sent, with
 * the count of characters against the limit. The server's word on the text goes under the field,
 * any other refusal (no longer allowed, written already) above it.
 */
export function TestimonialForm({
  initial = '',
  hint,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  initial?: string;
  hint: string;
  submitLabel: string;
  /** Sends the words; throws the API's refusal. */
  onSubmit: (body: string) => Promise<unknown>;
  /** Editing: the way back to the words as they were. */
  onCancel?: () => void;
  /** Opened by a press (Edit), whose button has left: the words take the focus. */
  autoFocus?: boolean;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const length = body.trim().length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('body') as HTMLTextAreaElement;
    setFailure(undefined);
    const checked = writeTestimonialSchema.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      field.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit(checked.data.body);
    } catch (e) {
      const problem = serverFieldErrors(e).body;
      if (problem) {
        setError(problem);
        field.focus();
      } else setFailure((e as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <FormAlert message={failure} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Your testimonial</Label>
        <Textarea
          id={`${id}-body`}
          name="body"
          value={body}
          autoFocus={autoFocus}
          maxLength={TESTIMONIAL_MAX + 100}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          rows={6}
          onChange={(e) => {
            setBody(e.target.value);
            setError(undefined);
          }}
        />
        <p id={`${id}-hint`} className="flex justify-between gap-3 text-sm text-ink-muted">
          <span>{hint}</span>
          <span
            className={cn(
              'shrink-0 tabular-nums',
              length > TESTIMONIAL_MAX && 'font-medium text-red-700',
            )}
          >
            {length.toLocaleString('en-GB')} / {limit}
          </span>
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
