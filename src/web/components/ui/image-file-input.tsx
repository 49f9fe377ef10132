import { useRef, type Ref } from 'react';
import {
  ALLOWED_IMAGE_TYPES,
  checkImageFile,
  imagePreviewFailedMessage,
} from '@shared/image-rules';
import { canPreviewImage } from '@web/lib/image-preview';

/**
 * The hidden file input behind every "Upload image" button: it takes the allowed image types,
 * checks the chosen file against the image rules (type and size) and that the browser can
 * really show it as an image (the server checks the bytes again), hands over a file that
 * passes or the reason one does not, and clears itself so the same file can be chosen again.
 */
export function ImageFileInput({
  ref,
  label,
  onFile,
  onProblem,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  onFile: (file: File) => void;
  onProblem: (message: string) => void;
}) {
  // Only the latest choice counts when a slow check finishes after a newer one.
  const latest = useRef(0);
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
        if (!file) return;
        const choice = ++latest.current;
        const problem = checkImageFile(file);
        if (problem) return onProblem(problem);
        void canPreviewImage(file).then((ok) => {
          if (choice !== latest.current) return;
          if (ok) onFile(file);
          else onProblem(imagePreviewFailedMessage);
        });
      }}
    />
  );
}
