import type { Ref } from 'react';
import { ALLOWED_IMAGE_TYPES, checkImageFile } from '@shared/image-rules';

/**
 * The hidden file input behind every "Upload image" button: it takes the allowed image types,
 * checks the chosen file against the image rules (type and size; the server checks the bytes
 * again), hands over a file that passes or the reason one does not, and clears itself so the
 * same file can be chosen again.
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
        const problem = checkImageFile(file);
        if (problem) onProblem(problem);
        else onFile(file);
      }}
    />
  );
}
