import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/config/paths';
import { AvatarEditor } from '@web/features/profile/components/avatar-editor';
import { ProfileDetailsForm } from '@web/features/profile/components/profile-details-form';
import { viewerQuery } from '@web/lib/viewer';
import { TabEmptyState } from '../tab-empty-state';

/** The profile form of /profile, inside the dashboard: photo, name and bio. */
export default function ProfileTab() {
  const { data: viewer } = useSuspenseQuery(viewerQuery);
  const { profile, user } = viewer;
  if (!profile || !user) return <TabEmptyState title="Your profile could not be found" />;
  return (
    <Card variant="flat">
      <CardHeader>
        <CardTitle size="xl">Photo and details</CardTitle>
        <CardDescription>How you appear to facilitators and the community.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <AvatarEditor avatarUrl={profile.avatarUrl} />
        <ProfileDetailsForm profile={profile} />
        <p className="text-sm text-ink-muted">
          Signed in as {user.email}. Your e-mail address and password are in{' '}
          <Link
            to={paths.hostDashboard.getHref('settings')}
            className="font-medium text-forest-700 underline underline-offset-2"
          >
            Settings
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
