import type { Ref } from 'react';
import { ALLOWED_IMAGE_TYPES } from '@shared/image-rules';

/**
 * The hidden file input behind every "Upload image" button: it takes the allowed image types,
 * hands over the chosen file and clears itself so the same file can be chosen again.
 */
export function ImageFileInput({
  ref,
  label,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={ALLOWED_IMAGE_TYPES.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
