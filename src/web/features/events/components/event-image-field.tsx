import { useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import { PLACEHOLDER_EVENT_IMAGE } from '@shared/events/display-event';
import { ImagePicker } from '@web/components/image-picker';
import { useUploadEventImage } from '../api/event-mutations';

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
  const upload = useUploadEventImage();
  const [failure, setFailure] = useState<string | null>(null);
  // The chosen file, shown at once while it uploads (issue 21), rather than the old image.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);

  const choose = async (file: File) => {
    setFailure(null);
    setChosen(URL.createObjectURL(file));
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange(uploaded);
      toast.success('Image uploaded');
    } catch (e) {
      setFailure(`Image upload failed: ${(e as Error).message}`);
    } finally {
      setChosen(null);
    }
  };
  const shown = chosen ?? value.imageUrl;

  return (
    <ImagePicker
      variant="cover"
      legend="Cover image"
      inputLabel="Choose a cover image"
      chooseLabel={value.imageUrl ? 'Change image' : 'Upload image'}
      uploading={upload.isPending}
      onChoose={(file) => void choose(file)}
      onRemove={
        value.imageUrl ? () => onChange({ imageUrl: null, originalImageUrl: null }) : undefined
      }
      preview={
        <img
          src={shown ?? PLACEHOLDER_EVENT_IMAGE}
          alt={shown ? 'Cover image preview' : 'No cover image yet'}
          className="aspect-[4/3] w-full object-cover"
        />
      }
      hint="JPEG, PNG, WebP or GIF up to 5MB. Landscape images of 1600×1200 or larger look best."
      error={failure ?? serverError}
    />
  );
}
