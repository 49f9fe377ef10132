import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Page } from '@web/components/page';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { useResendVerification } from '@web/lib/resend-verification';
import { useViewer } from '@web/lib/viewer';
import { AvatarEditor } from '../components/avatar-editor';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';

/**
 * /profile: photo and details, e-mail, password, settings. `bookings` is what the app puts
 * beside them from other features (the guest's bookings, issue 13).
 */
export default function ProfilePage({ bookings }: { bookings?: ReactNode }) {
  const { data: viewer } = useViewer();
  const resend = useResendVerification();
  if (!viewer?.profile || !viewer.user) return <PageSkeleton />;
  const { profile, user } = viewer;

  return (
    <Page title={SITE_PAGES.profile.title} className="container-page grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Your profile</h1>
        <p className="mt-1 text-ink-muted">How you appear to facilitators and the community.</p>
      </div>
      {bookings}
      <Card>
        <CardHeader>
          <CardTitle size="xl">Photo and details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <AvatarEditor avatarUrl={profile.avatarUrl} />
          <ProfileDetailsForm profile={profile} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="xl">E-mail</CardTitle>
          <CardDescription>{user.email}</CardDescription>
        </CardHeader>
        <CardContent>
          {user.emailVerified ? (
            <p className="text-sm font-medium text-forest-700">Your e-mail address is confirmed.</p>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink">
                Please confirm your e-mail address with the link we sent you.
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={resend.isPending}
                onClick={() =>
                  resend.resend(user.email, `We've sent a new confirmation link to ${user.email}.`)
                }
              >
                {resend.isPending ? 'Sending...' : 'Send the link again'}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="xl">Password</CardTitle>
          <CardDescription>Changing it signs you out everywhere else.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="xl">Account settings</CardTitle>
          <CardDescription>
            Change your e-mail address, choose which e-mails you get, or delete your account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.settings.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Open account settings
          </Link>
        </CardContent>
      </Card>
    </Page>
  );
}
