import { Tabs } from 'radix-ui';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useState } from 'react';
import { splitFullName } from '@shared/names';
import { safeReturnTo } from '@shared/return-to';
import { SITE_PAGES } from '@shared/site-pages';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { useViewer } from '../api/viewer';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { SignUpForm, type Welcome } from '../components/sign-up-form';
import { WelcomeScreens } from '../components/welcome-screens';

type Tab = 'login' | 'signup';

const tabClass =
  'flex-1 rounded-full px-4 py-2 text-sm font-medium text-ink-muted data-[state=active]:bg-white data-[state=active]:text-forest-900 data-[state=active]:shadow-sm';

/** /auth, /login and /signup: one page with Login and Sign Up tabs (spec 02 §2). */
export default function AuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(
    pathname === '/signup' || params.get('tab') === 'signup' ? 'signup' : 'login',
  );
  const { data: viewer, isPending } = useViewer();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [welcome, setWelcome] = useState<Welcome | null>(null);

  // Spec 02 §2: after sign-up, the welcome screens come before anything else.
  if (welcome) {
    return (
      <AuthShell title="Welcome">
        <WelcomeScreens
          step={welcome.step}
          firstName={splitFullName(welcome.fullName).firstName}
          fullName={welcome.fullName}
          space={welcome.space}
          onContinue={() => setWelcome({ ...welcome, step: 'second' })}
          exitTo={returnTo}
        />
      </AuthShell>
    );
  }
  if (isPending) return <PageSkeleton />;
  // A signed-in visitor goes on to where they were heading (or home).
  if (viewer?.user) return <Navigate to={returnTo} replace />;

  return (
    <AuthShell title={(tab === 'login' ? SITE_PAGES.logIn : SITE_PAGES.signUp).title}>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid gap-4">
        <Tabs.List aria-label="Log in or sign up" className="flex rounded-full bg-sage-100 p-1">
          <Tabs.Trigger value="login" className={tabClass}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm onSwitchToSignUp={() => setTab('signup')} />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm onSwitchToLogin={() => setTab('login')} onSignedUp={setWelcome} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}
