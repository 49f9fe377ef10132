import { ImagePicker } from '@web/components/image-picker';
import { SpaceAvatar } from '../space-avatar';

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
  return (
    <ImagePicker
      variant="avatar"
      legend="Image"
      inputLabel="Choose a personal space image"
      chooseLabel={imageUrl ? 'Change Image' : 'Upload Image'}
      busy={busy}
      uploading={busy}
      onChoose={onChoose}
      onRemove={imageUrl ? onRemove : undefined}
      preview={
        <SpaceAvatar
          src={imageUrl}
          name={name || 'F'}
          accent="#2D4A22"
          className="size-24 sm:size-28"
          showLoading
        />
      }
      hint="This image appears on your personal space page and in search results. It is fitted to keep its shape; 400×400px is recommended."
    />
  );
}
