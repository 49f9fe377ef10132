import { useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { Space } from '@shared/spaces/space-schemas';
import { useSpaceAvatar } from '../../api/own-space';

/**
 * The space's image (spec 02 §2 section 1, §4): a space that exists uploads a chosen image at
 * once; a space still to be made keeps it, with a local preview, until it is saved.
 */
export function useSpaceImage(space: Space | null) {
  const avatar = useSpaceAvatar();
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => () => void (pending && URL.revokeObjectURL(pending.url)), [pending]);

  const upload = async (file: File) => {
    try {
      await avatar.mutateAsync(file);
      toast.success('Personal space image uploaded successfully');
    } catch (e) {
      toast.error(`Image upload failed: ${(e as Error).message}`);
    }
  };

  const choose = (file: File) => {
    if (space) void upload(file);
    else setPending({ file, url: URL.createObjectURL(file) });
  };

  const remove = async () => {
    if (pending) return setPending(null);
    try {
      await avatar.mutateAsync(null);
      toast.success('Personal space image deleted successfully');
    } catch (e) {
      toast.error(`Image deletion failed: ${(e as Error).message}`);
    }
  };

  /** After the space is saved: the image kept for it goes up now. */
  const uploadPending = async () => {
    if (!pending) return;
    await upload(pending.file);
    setPending(null);
  };

  return {
    url: pending?.url ?? space?.avatarUrl ?? null,
    pendingFile: pending?.file ?? null,
    busy: avatar.isPending,
    choose,
    remove: () => void remove(),
    uploadPending,
  };
}
