import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { MAX_VENUE_IMAGES } from '@shared/spaces/roles-catalogue';
import { ImagePicker } from '@web/components/image-picker';
import { Button } from '@web/components/ui/button';
import { uploadFile } from '@web/lib/api-client';

/** Spec 02 §5: up to 3 venue images; the add button disappears at 3. */
export function VenueImagesField({
  value,
  onChange,
  canUpload,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  canUpload: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const add = async (file: File) => {
    setBusy(true);
    try {
      const { url } = await uploadFile<{ url: string }>(
        '/api/facilitator-space/venue-images',
        file,
      );
      onChange([...value, url].slice(0, MAX_VENUE_IMAGES));
    } catch (e) {
      toast.error(`Image upload failed: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Venue images (up to {MAX_VENUE_IMAGES})</p>
      <ul className="flex flex-wrap gap-3">
        {value.map((url, i) => (
          <li key={url} className="grid gap-1">
            <img
              src={url}
              alt={`Venue image ${i + 1}`}
              className="h-24 w-32 rounded-xl object-cover"
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {value.length < MAX_VENUE_IMAGES &&
        (canUpload ? (
          <ImagePicker
            variant="button"
            inputLabel="Choose a venue image"
            chooseLabel="Add venue image"
            uploading={busy}
            onChoose={(file) => void add(file)}
            onProblem={(problem) => toast.error(problem)}
          />
        ) : (
          <p className="text-sm text-ink-muted">Save your space first, then add venue images.</p>
        ))}
    </div>
  );
}
