import { lazy, Suspense, type ReactNode } from 'react';
import { splitFullName } from '@shared/names';
import { PageSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { AuthShell } from './auth-shell';
import type { SignedUp } from './check-email';
import type { WelcomeSpace, WelcomeStep } from './welcome-screens';

// Issue 14: /login carries the login form alone; these screens come when they are shown.
// "Check your e-mail" is not part of the page people arrive on, but is fetched with the sign-up
// form (`prefetchCheckEmail`), so it is here by the time the form is sent.
const loadCheckEmail = () => import('./check-email');
const CheckEmail = lazy(() => loadCheckEmail().then((module) => ({ default: module.CheckEmail })));
const WelcomeScreens = lazy(() =>
  import('./welcome-screens').then((module) => ({ default: module.WelcomeScreens })),
);

export const prefetchCheckEmail = () => void loadCheckEmail();

/** After sign-up: the account is used from the link the e-mail carries (ADR 18). */
export function CheckEmailScreen({ signedUp }: { signedUp: SignedUp }) {
  return (
    <AuthShell title="Check your e-mail">
      <Suspense fallback={<Skeleton className="h-48 w-full" />}>
        <CheckEmail signedUp={signedUp} />
      </Suspense>
    </AuthShell>
  );
}

/** Spec 02 §2: the welcome screens, greeting the person by their first name. */
export function WelcomeScreen({
  profile,
  step,
  space,
  becomeHost,
  onContinue,
  exitTo,
}: {
  profile: { firstName: string; lastName: string };
  step: WelcomeStep;
  space: WelcomeSpace | null;
  /** The first screen's way to become a host, given the person's full name. */
  becomeHost: (fullName: string) => ReactNode;
  onContinue: () => void;
  exitTo: string;
}) {
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <AuthShell title="Welcome">
      <Suspense fallback={<PageSkeleton />}>
        <WelcomeScreens
          step={step}
          firstName={splitFullName(fullName).firstName}
          space={space}
          becomeHost={becomeHost(fullName)}
          onContinue={onContinue}
          exitTo={exitTo}
        />
      </Suspense>
    </AuthShell>
  );
}
