import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { CalendarFeedSection } from '@web/features/account/components/calendar-feed-section';
import { ChangeEmailForm } from '@web/features/account/components/change-email-form';
import { DeleteAccountSection } from '@web/features/account/components/delete-account-section';
import { EmailPreferencesSection } from '@web/features/account/components/email-preferences-section';
import { ChangePasswordForm } from '@web/features/profile/components/change-password-form';
import { useViewer } from '@web/lib/viewer';
import { cn } from '@web/lib/cn';

function Section({
  title,
  description,
  danger,
  children,
}: {
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card
      variant="bare"
      asChild
      // A flat card's look, its border red where the section cannot be undone.
      className={cn('border bg-white', danger ? 'border-red-300' : 'border-stone-200')}
    >
      <section aria-labelledby={id}>
        <CardHeader>
          {/* CardTitle's look, in red where the section cannot be undone. */}
          <h2
            id={id}
            className={cn('text-xl font-semibold', danger ? 'text-red-800' : 'text-forest-900')}
          >
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/**
 * The account's settings, shown on /settings to everyone signed in and in the host dashboard's
 * Settings tab: e-mail notifications (a member has one, the news from those they follow; the
 * others are about hosting),
 * the private calendar feed, the e-mail address, the password, and deleting the account.
 */
/** The one e-mail a member who hosts nothing may switch off. */
const MEMBER_EMAILS = ['followedNews'] as const;

export function AccountSettings({ children }: { children?: ReactNode }) {
  const { data: viewer } = useViewer();
  if (!viewer?.user) return <PageSkeleton />;
  const isHost = viewer.isHost || viewer.hasFacilitatorSpace;
  return (
    <div className="grid gap-6">
      <Section
        title="E-mail notifications"
        description="Which e-mails Kindred sends you. E-mails about your account itself, such as confirming an address or resetting your password, always come."
      >
        <EmailPreferencesSection kinds={isHost ? undefined : MEMBER_EMAILS} />
      </Section>
      <Section
        title="Subscribe in your calendar"
        description="Your bookings and the events of the facilitators you follow, at a private address."
      >
        <CalendarFeedSection />
      </Section>
      <Section
        title="Change e-mail"
        description="The address you log in with and Kindred writes to."
      >
        <ChangeEmailForm currentEmail={viewer.user.email} />
      </Section>
      <Section title="Change password" description="Changing it signs you out everywhere else.">
        <ChangePasswordForm />
      </Section>
      {children}
      <Section title="Delete account" danger>
        <DeleteAccountSection isHost={isHost} />
      </Section>
    </div>
  );
}
