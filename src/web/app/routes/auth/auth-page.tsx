import { useQuery } from '@tanstack/react-query';
import { Tabs } from '@web/components/ui/tabs';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { splitFullName } from '@shared/names';
import { safeReturnTo } from '@shared/return-to';
import { FORM_PAGE_TITLES } from '@shared/page-titles';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { PageSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { AuthShell } from '@web/features/auth/components/auth-shell';
import type { SignedUp } from '@web/features/auth/components/check-email';
import { LoginForm } from '@web/features/auth/components/login-form';
import type { WelcomeStep } from '@web/features/auth/components/welcome-screens';
import { ownSpaceQuery } from '@web/features/spaces/api/own-space-query';
import { pendingFollowFor } from '@web/features/spaces/pending-follow';
import { useViewer } from '@web/lib/viewer';

// Issue 14: /login carries the login form alone. The sign-up form (with its space form) comes
// when its tab is opened (or pointed at), and the welcome screens after the confirmation link.
// Shown once someone has signed up: not part of the page they arrive on, but fetched with the
// sign-up form, so it is here by the time the form is sent.
const loadCheckEmail = () => import('@web/features/auth/components/check-email');
const CheckEmail = lazy(() => loadCheckEmail().then((module) => ({ default: module.CheckEmail })));
const loadSignUpForm = () => {
  void loadCheckEmail();
  return import('./sign-up-form');
};
const SignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));
const WelcomeScreens = lazy(() =>
  import('@web/features/auth/components/welcome-screens').then((module) => ({
    default: module.WelcomeScreens,
  })),
);
const CreateSpaceDialog = lazy(() =>
  import('@web/features/spaces/components/create-space-dialog').then((module) => ({
    default: module.CreateSpaceDialog,
  })),
);
const prefetchSignUp = () => void loadSignUpForm().catch(() => undefined);

function FormSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-[34rem] rounded-2xl" />
    </div>
  );
}

type Tab = 'login' | 'signup';

const tabClass =
  'flex-1 rounded-full px-4 py-2 text-sm font-medium text-ink-muted data-[state=active]:bg-white data-[state=active]:text-forest-900 data-[state=active]:shadow-sm';

/** /auth, /login and /signup: one page with Login and Sign Up tabs (spec 02 §2). */
export default function AuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(
    pathname === paths.signUp.path || params.get('tab') === 'signup' ? 'signup' : 'login',
  );
  const { data: viewer, isPending } = useViewer();
  const returnTo = safeReturnTo(params.get('returnTo'));
  // Sent here by a space's Follow button: say so (the follow is done on the way back).
  const [following] = useState(() => pendingFollowFor(returnTo));
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  // The "Sign up" and "Log in" links inside each form leave with their form: focus goes to the
  // tab they opened, never to <body> (WCAG 2.4.3).
  const tabs = { login: useRef<HTMLButtonElement>(null), signup: useRef<HTMLButtonElement>(null) };
  const switchTo = (next: Tab) => {
    setTab(next);
    tabs[next].current?.focus();
  };
  // The confirmation link of a sign-up lands here, signed in, as /auth?welcome=1 (or =space
  // when a space was asked for): spec 02 §2's welcome screens come before anything else.
  const welcomeParam = params.get('welcome');
  const [step, setStep] = useState<WelcomeStep | null>(null);
  // Whether the person landed with a space (made when the address was confirmed), as it was on
  // landing: a space made later from the Create Your Space dialog changes neither the screen
  // nor what it says is live.
  const [landedWithSpace, setLandedWithSpace] = useState<boolean | null>(null);
  if (landedWithSpace === null && welcomeParam && viewer?.user)
    setLandedWithSpace(viewer.hasFacilitatorSpace);
  // With a space the second screen, else the first.
  const welcomeStep: WelcomeStep | null =
    step ?? (landedWithSpace === null ? null : landedWithSpace ? 'second' : 'first');
  const spaceFailed = welcomeParam === 'space' && viewer?.user && !viewer.hasFacilitatorSpace;
  useEffect(() => {
    // The space asked for at sign-up could not be made when the address was confirmed.
    if (spaceFailed) toast.error('Failed to create Personal Space. Please try again.');
  }, [spaceFailed]);
  // Spec 02 §8: the space made on confirming is live, with its address and platform fee.
  const ownSpace = useQuery({ ...ownSpaceQuery, enabled: landedWithSpace === true });
  const madeSpace = landedWithSpace ? ownSpace.data?.space : null;
  const welcomeSpace = madeSpace
    ? { handle: madeSpace.handle, platformFee: madeSpace.platformFeeOverride }
    : null;
  // The image chosen at sign-up became the space's photo when the address was confirmed.
  const imageKept = Boolean(madeSpace?.avatarUrl);
  useEffect(() => {
    if (imageKept)
      toast.success('Personal space image uploaded successfully', { id: 'sign-up-space-image' });
  }, [imageKept]);
  const linkError = params.get('error');
  useEffect(() => {
    if (linkError)
      toast.error('This link has expired or was already used. Log in and we will send a new one.');
  }, [linkError]);

  if (welcomeStep && viewer?.profile) {
    const fullName = `${viewer.profile.firstName} ${viewer.profile.lastName}`.trim();
    return (
      <AuthShell title="Welcome">
        <Suspense fallback={<PageSkeleton />}>
          <WelcomeScreens
            step={welcomeStep}
            firstName={splitFullName(fullName).firstName}
            space={welcomeSpace}
            becomeHost={
              <CreateSpaceDialog
                defaultName={fullName}
                trigger={<Button variant="outline">Become a Host</Button>}
              />
            }
            onContinue={() => setStep('second')}
            exitTo={returnTo}
          />
        </Suspense>
      </AuthShell>
    );
  }
  if (signedUp) {
    return (
      <AuthShell title="Check your e-mail">
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <CheckEmail signedUp={signedUp} />
        </Suspense>
      </AuthShell>
    );
  }
  if (isPending) return <PageSkeleton />;
  // A signed-in visitor goes on to where they were heading (or home).
  if (viewer?.user) return <Navigate to={returnTo} replace />;

  return (
    <AuthShell title={tab === 'login' ? FORM_PAGE_TITLES.logIn : FORM_PAGE_TITLES.signUp}>
      {following && (
        <Notice asChild className="text-center font-medium text-forest-900">
          <p>Log in or sign up to follow {following.name}.</p>
        </Notice>
      )}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid gap-4">
        <Tabs.List aria-label="Log in or sign up" className="flex rounded-full bg-sage-100 p-1">
          <Tabs.Trigger ref={tabs.login} value="login" className={tabClass}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger
            ref={tabs.signup}
            value="signup"
            className={tabClass}
            onPointerEnter={prefetchSignUp}
            onFocus={prefetchSignUp}
          >
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm onSwitchToSignUp={() => switchTo('signup')} />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <Suspense fallback={<FormSkeleton />}>
            <SignUpForm onSwitchToLogin={() => switchTo('login')} onSignedUp={setSignedUp} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}
