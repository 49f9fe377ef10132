import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import { ImageFileInput } from '@web/components/ui/image-file-input';

/** Upload, change or remove the profile photo; the file is checked here and again on the server. */
export function AvatarEditor({ avatarUrl }: { avatarUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const refuse = (problem: string) => {
    setError(problem);
    toast.error(problem);
  };

  const choose = async (file: File) => {
    setError(null);
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      toast.success('Profile photo updated');
    } catch (e) {
      setError((e as Error).message);
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
    <div className="flex flex-wrap items-center gap-5">
      <UserAvatar src={preview ?? avatarUrl} alt="Your profile photo" className="size-24" />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? 'Uploading...' : avatarUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {avatarUrl && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void clear()}>
              Remove
            </Button>
          )}
        </div>
        <p className="text-sm text-ink-muted">
          JPEG, PNG, WebP or GIF, up to 5MB. Square images look best.
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <ImageFileInput
          ref={input}
          label="Choose a profile photo"
          onFile={(file) => void choose(file)}
          onProblem={refuse}
        />
      </div>
    </div>
  );
}
