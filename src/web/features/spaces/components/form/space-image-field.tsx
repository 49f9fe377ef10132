import { useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { SpaceAvatar } from '../space-avatar';
import { ImageFileInput } from '@web/components/ui/image-file-input';

/** Spec 02 §2 section 1: Upload Image / Change Image and Remove, with a preview. */
export function SpaceImageField({
  imageUrl,
  name,
  busy,
  onChoose,
  onRemove,
}: {
  imageUrl: string | null;
  name: string;
  busy: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Image</legend>
      <div className="flex flex-wrap items-center gap-4">
        <SpaceAvatar
          src={imageUrl}
          name={name || 'F'}
          accent="#2D4A22"
          className="size-24 sm:size-28"
          showLoading
        />
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {busy ? 'Uploading...' : imageUrl ? 'Change Image' : 'Upload Image'}
            </Button>
            {imageUrl && (
              <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
                Remove
              </Button>
            )}
          </div>
          <p className="max-w-md text-sm text-ink-muted">
            This image appears on your personal space page and in search results. It is fitted to
            keep its shape; 400×400px is recommended.
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
      <ImageFileInput
        ref={input}
        label="Choose a personal space image"
        onFile={(file) => {
          setError(null);
          onChoose(file);
        }}
        onProblem={setError}
      />
    </fieldset>
  );
}
