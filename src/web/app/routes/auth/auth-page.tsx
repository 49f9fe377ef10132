import { lazy } from 'react';
import { Navigate } from 'react-router';
import { FORM_PAGE_TITLES } from '@shared/page-titles';
import { Button } from '@web/components/ui/button';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { AuthShell } from '@web/features/auth/components/auth-shell';
import {
  CheckEmailScreen,
  prefetchCheckEmail,
  WelcomeScreen,
} from '@web/features/auth/components/auth-screens';
import { AuthTabs } from '@web/features/auth/components/auth-tabs';
import { useAuthPage } from '@web/features/auth/use-auth-page';
import { PendingFollowNotice } from '@web/features/spaces/components/pending-follow-notice';
import { useWelcomeSpace } from '@web/features/spaces/use-welcome-space';

// Issue 14: /login carries the login form alone. The sign-up form (with its space form) comes
// when its tab is opened (or pointed at), and with it the card shown once it is sent.
const loadSignUpForm = () => {
  prefetchCheckEmail();
  return import('./sign-up-form');
};
const SignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));
const CreateSpaceDialog = lazy(() =>
  import('@web/features/spaces/components/create-space-dialog').then((module) => ({
    default: module.CreateSpaceDialog,
  })),
);
const prefetchSignUp = () => void loadSignUpForm().catch(() => undefined);

/** /auth, /login and /signup: one page with Login and Sign Up tabs (spec 02 §2). */
export default function AuthPage() {
  const page = useAuthPage();
  const welcomeSpace = useWelcomeSpace(page.welcome.landedWithSpace);
  const { viewer, returnTo } = page;

  if (page.welcome.step && viewer?.profile)
    return (
      <WelcomeScreen
        profile={viewer.profile}
        step={page.welcome.step}
        space={welcomeSpace}
        becomeHost={(fullName) => (
          <CreateSpaceDialog
            defaultName={fullName}
            trigger={<Button variant="outline">Become a Host</Button>}
          />
        )}
        onContinue={page.welcome.onContinue}
        exitTo={returnTo}
      />
    );
  if (page.signedUp) return <CheckEmailScreen signedUp={page.signedUp} />;
  if (page.isPending) return <PageSkeleton />;
  // A signed-in visitor goes on to where they were heading (or home).
  if (viewer?.user) return <Navigate to={returnTo} replace />;

  return (
    <AuthShell title={page.tab === 'login' ? FORM_PAGE_TITLES.logIn : FORM_PAGE_TITLES.signUp}>
      <PendingFollowNotice returnTo={returnTo} />
      <AuthTabs
        page={page}
        onSignUpWanted={prefetchSignUp}
        signUp={
          <SignUpForm
            onSwitchToLogin={() => page.switchTo('login')}
            onSignedUp={page.setSignedUp}
          />
        }
      />
    </AuthShell>
  );
}
