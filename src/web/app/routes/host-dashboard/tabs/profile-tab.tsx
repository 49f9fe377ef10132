import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { paths } from '@web/config/paths';
import { useViewer } from '@web/lib/viewer';

export default function ProfileTab() {
  const { data: viewer } = useViewer();
  const profile = viewer?.profile;
  return (
    <Card variant="flat" className="flex flex-wrap items-center gap-5 p-6">
      <UserAvatar src={profile?.avatarUrl} className="size-16" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-forest-900">
          {[profile?.firstName, profile?.lastName].filter(Boolean).join(' ')}
        </p>
        <p className="text-ink-muted">{viewer?.user?.email}</p>
        {profile?.bio && <p className="mt-2 whitespace-pre-line">{profile.bio}</p>}
      </div>
      <Link to={paths.profile.getHref()} className={buttonVariants({ variant: 'outline' })}>
        Edit profile
      </Link>
    </Card>
  );
}
