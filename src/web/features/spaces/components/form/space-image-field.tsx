import { ImagePicker } from '@web/components/image-picker';
import { SpaceAvatar } from '../space-avatar';
import type { useSpaceImage } from './use-space-image';

/** Spec 02 §2 section 1: Upload Image / Change Image and Remove, with a preview. */
export function SpaceImageField({
  image,
  name,
}: {
  image: Pick<ReturnType<typeof useSpaceImage>, 'url' | 'busy' | 'choose' | 'remove'>;
  name: string;
}) {
  const imageUrl = image.url;
  return (
    <ImagePicker
      variant="avatar"
      legend="Image"
      inputLabel="Choose a personal space image"
      chooseLabel={imageUrl ? 'Change Image' : 'Upload Image'}
      busy={image.busy}
      uploading={image.busy}
      onChoose={image.choose}
      onRemove={imageUrl ? image.remove : undefined}
      preview={
        <SpaceAvatar src={imageUrl} name={name || 'F'} accent="#2D4A22" size="field" showLoading />
      }
      hint="This image appears on your personal space page and in search results. It is fitted to keep its shape; 400×400px is recommended."
    />
  );
}
