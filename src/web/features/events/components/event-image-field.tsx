import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { PLACEHOLDER_EVENT_IMAGE } from '@shared/events/display-event';
import { Button } from '@web/components/ui/button';
import { useUploadEventImage } from '../api/event-mutations';
import { ImageFileInput } from '@web/components/ui/image-file-input';

type Value = { imageUrl: string | null; originalImageUrl: string | null };

/** The cover image: checked here, uploaded at once, re-encoded by the server in three sizes. */
export function EventImageField({
  value,
  onChange,
  serverError,
}: {
  value: Value;
  onChange: (next: Value) => void;
  /** What the server said of the saved cover, e.g. that it must be uploaded again. */
  serverError?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEventImage();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File) => {
    setError(null);
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange(uploaded);
      toast.success('Image uploaded');
    } catch (e) {
      setError(`Image upload failed: ${(e as Error).message}`);
    }
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Cover image</legend>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-sage-50 sm:max-w-md">
        <img
          src={value.imageUrl ?? PLACEHOLDER_EVENT_IMAGE}
          alt={value.imageUrl ? 'Cover image preview' : 'No cover image yet'}
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? 'Uploading...' : value.imageUrl ? 'Change image' : 'Upload image'}
        </Button>
        {value.imageUrl && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ imageUrl: null, originalImageUrl: null })}
          >
            Remove
          </Button>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        JPEG, PNG, WebP or GIF up to 5MB. Landscape images of 1600×1200 or larger look best.
      </p>
      {(error ?? serverError) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error ?? serverError}
        </p>
      )}
      <ImageFileInput
        ref={input}
        label="Choose a cover image"
        onFile={(file) => void choose(file)}
        onProblem={setError}
      />
    </fieldset>
  );
}
