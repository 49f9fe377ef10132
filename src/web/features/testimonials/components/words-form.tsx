import { useId, useState, type FormEvent } from 'react';
import {
  replyTestimonialSchema,
  TESTIMONIAL_MAX,
  writeTestimonialSchema,
} from '@shared/testimonials/testimonial-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { Label, Textarea } from '@web/components/ui/input';
import { serverFieldErrors } from '@web/lib/apply-server-errors';
import { cn } from '@web/lib/cn';

const limit = TESTIMONIAL_MAX.toLocaleString('en-GB');

const KINDS = {
  reply: {
    label: 'Your reply',
    hint: 'Shown under the testimonial, with your name. You can reply once.',
    schema: replyTestimonialSchema,
  },
  testimonial: {
    label: 'Your testimonial',
    hint: 'Plain text. It shows as “(edited)” once changed.',
    schema: writeTestimonialSchema,
  },
} as const;

/**
 * A testimonial's words (written, or changed by its writer) or a facilitator's reply: plain text
 * checked by the API's own schema before it is sent (its words are the server's), with the count
 * of characters against the limit. The server's word on the text goes under the field, any other
 * refusal (replied already, no longer allowed, gone) above it. In a chunk of its own: only a
 * guest, a writer or the facilitator ever opens it.
 */
export function WordsForm({
  kind,
  initial = '',
  hint = KINDS[kind].hint,
  submitLabel = 'Send',
  autoFocus = true,
  onSubmit,
  onCancel,
}: {
  kind: keyof typeof KINDS;
  initial?: string;
  hint?: string;
  submitLabel?: string;
  /** Opened by a press (Edit, Reply), whose button has left: the words take the focus. */
  autoFocus?: boolean;
  /** Sends the words; throws the API's refusal. */
  onSubmit: (body: string) => Promise<unknown>;
  /** The way back, when there is one (not for a first testimonial). */
  onCancel?: () => void;
}) {
  const id = useId();
  const { label, schema } = KINDS[kind];
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const length = body.replace(/\r\n?/g, '\n').trim().length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const field = event.currentTarget.elements.namedItem('body') as HTMLTextAreaElement;
    setFailure(undefined);
    const checked = schema.safeParse({ body });
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
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <FormAlert message={failure} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>{label}</Label>
        <Textarea
          id={`${id}-body`}
          name="body"
          value={body}
          // A little past the limit, so that pasted words are counted and refused, not cut.
          maxLength={TESTIMONIAL_MAX + 100}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          autoFocus={autoFocus}
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
        {/* Never disabled while it sends: a disabled button would drop the keyboard's focus. */}
        <Button type="submit" size="sm" aria-disabled={pending || undefined}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
