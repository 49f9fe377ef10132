import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs } from '@web/components/ui/tabs';
import type { AuthPageState, AuthTab } from '../use-auth-page';
import { LoginForm } from './login-form';

function FormSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton corners="2xl" className="h-[34rem]" />
    </div>
  );
}

const tabClass =
  'flex-1 rounded-full px-4 py-2 text-sm font-medium text-ink-muted data-[state=active]:bg-white data-[state=active]:text-forest-900 data-[state=active]:shadow-sm';

/**
 * The Login and Sign Up tabs (spec 02 §2). The sign-up form is the page's to compose (it carries
 * the space form, and may be a lazy part: a skeleton holds its place while it loads); pointing
 * at or focusing its tab says it is wanted, to fetch it early.
 */
export function AuthTabs({
  page,
  signUp,
  onSignUpWanted,
}: {
  page: Pick<AuthPageState, 'tab' | 'setTab' | 'tabs' | 'switchTo'>;
  signUp: ReactNode;
  onSignUpWanted: () => void;
}) {
  return (
    <Tabs.Root
      value={page.tab}
      onValueChange={(value) => page.setTab(value as AuthTab)}
      className="grid gap-4"
    >
      <Tabs.List aria-label="Log in or sign up" className="flex rounded-full bg-sage-100 p-1">
        <Tabs.Trigger ref={page.tabs.login} value="login" className={tabClass}>
          Login
        </Tabs.Trigger>
        <Tabs.Trigger
          ref={page.tabs.signup}
          value="signup"
          className={tabClass}
          onPointerEnter={onSignUpWanted}
          onFocus={onSignUpWanted}
        >
          Sign Up
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">
        <LoginForm onSwitchToSignUp={() => page.switchTo('signup')} />
      </Tabs.Content>
      <Tabs.Content value="signup">
        <Suspense fallback={<FormSkeleton />}>{signUp}</Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
