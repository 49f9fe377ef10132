import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ImageFileInput } from '@web/components/ui/image-file-input';

type Props = {
  /**
   * 'avatar': the image beside the buttons (a space's or a person's picture); 'cover': above
   * them (an event's); 'button': the button alone, for a list that shows its images itself.
   */
  variant: 'avatar' | 'cover' | 'button';
  /** What the hidden file input is called for assistive technology ("Choose a cover image"). */
  inputLabel: string;
  /** The choose button's text when nothing is under way ("Upload Image", "Change photo"). */
  chooseLabel: string;
  onChoose: (file: File) => void;
  /** Offers Remove (the caller passes it only while there is an image to remove). */
  onRemove?: () => void;
  /** Told why a chosen file was refused (which the picker shows too, but for 'button'). */
  onProblem?: (problem: string) => void;
  /** A fieldset's legend, when the picker is a field of a form. */
  legend?: string;
  /** The image now, or its placeholder. */
  preview?: ReactNode;
  hint?: ReactNode;
  /** The caller's own error: a failed upload, what the server said of the saved image. */
  error?: string | null;
  /** An upload is under way: the choose button says so and waits. */
  uploading?: boolean;
  /** An upload or a removal is under way: both buttons wait. */
  busy?: boolean;
};

/**
 * Every "Upload image" in the app: a preview, a button to choose an image (checked at once by
 * ImageFileInput, the server checks it again), Remove, a hint and what went wrong.
 */
export function ImagePicker({
  variant,
  inputLabel,
  chooseLabel,
  onChoose,
  onRemove,
  onProblem,
  legend,
  preview,
  hint,
  error,
  uploading = false,
  busy = false,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = (
    <ImageFileInput
      ref={input}
      label={inputLabel}
      onFile={(file) => {
        setProblem(null);
        onChoose(file);
      }}
      onProblem={(message) => {
        setProblem(message);
        onProblem?.(message);
      }}
    />
  );
  const choose = (
    <Button
      variant="outline"
      size="sm"
      className={variant === 'button' ? 'justify-self-start' : undefined}
      disabled={busy || uploading}
      onClick={() => input.current?.click()}
    >
      {uploading ? 'Uploading...' : chooseLabel}
    </Button>
  );
  if (variant === 'button')
    return (
      <>
        {choose}
        {fileInput}
      </>
    );

  const shownError = problem ?? error;
  const controls = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {choose}
        {onRemove && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
            Remove
          </Button>
        )}
      </div>
      {hint && (
        <p
          className={
            variant === 'avatar' ? 'max-w-md text-sm text-ink-muted' : 'text-sm text-ink-muted'
          }
        >
          {hint}
        </p>
      )}
      {shownError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}
    </>
  );
  const body =
    variant === 'avatar' ? (
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        <div className="grid gap-2">{controls}</div>
      </div>
    ) : (
      <>
        <Card
          variant="bare"
          className="overflow-hidden border border-stone-200 bg-sage-50 sm:max-w-md"
        >
          {preview}
        </Card>
        {controls}
      </>
    );
  if (!legend)
    return (
      <div className="grid gap-3">
        {body}
        {fileInput}
      </div>
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {body}
      {fileInput}
    </fieldset>
  );
}
