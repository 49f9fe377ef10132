import { useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import { ImagePicker } from '@web/components/image-picker';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';

/** Upload, change or remove the profile photo; the file is checked here and again on the server. */
export function AvatarEditor({ avatarUrl }: { avatarUrl: string | null }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File) => {
    setFailure(null);
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      toast.success('Profile photo updated');
    } catch (e) {
      setFailure((e as Error).message);
      toast.error(`Upload failed: ${(e as Error).message}`);
    } finally {
      setPreview(null);
    }
  };

  const clear = async () => {
    try {
      await remove.mutateAsync();
      toast.success('Profile photo removed');
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <ImagePicker
      variant="avatar"
      inputLabel="Choose a profile photo"
      chooseLabel={avatarUrl ? 'Change photo' : 'Upload photo'}
      busy={upload.isPending || remove.isPending}
      uploading={upload.isPending}
      onChoose={(file) => void choose(file)}
      onRemove={avatarUrl ? () => void clear() : undefined}
      onProblem={(problem) => toast.error(problem)}
      preview={<UserAvatar src={preview ?? avatarUrl} alt="Your profile photo" size={24} />}
      hint="JPEG, PNG, WebP or GIF, up to 5MB. Square images look best."
      error={failure}
    />
  );
}
