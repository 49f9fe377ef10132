import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Viewer } from '@shared/profile-schemas';
import { safeReturnTo } from '@shared/return-to';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import type { SignedUp } from './components/check-email';
import type { WelcomeStep } from './components/welcome-screens';

export type AuthTab = 'login' | 'signup';

/**
 * The confirmation link of a sign-up lands on /auth signed in, as ?welcome=1 (or =space when a
 * space was asked for): spec 02 §2's welcome screens come before anything else.
 */
function useWelcome(viewer: Viewer | undefined, welcomeParam: string | null) {
  const [step, setStep] = useState<WelcomeStep | null>(null);
  // Whether the person landed with a space (made when the address was confirmed), as it was on
  // landing: a space made later from the Create Your Space dialog changes neither the screen
  // nor what it says is live.
  const [landedWithSpace, setLandedWithSpace] = useState<boolean | null>(null);
  if (landedWithSpace === null && welcomeParam && viewer?.user)
    setLandedWithSpace(viewer.hasFacilitatorSpace);
  const spaceFailed = welcomeParam === 'space' && viewer?.user && !viewer.hasFacilitatorSpace;
  useEffect(() => {
    // The space asked for at sign-up could not be made when the address was confirmed.
    if (spaceFailed) toast.error('Failed to create Personal Space. Please try again.');
  }, [spaceFailed]);
  return {
    /** With a space the second screen, else the first; null off the welcome screens. */
    step: step ?? (landedWithSpace === null ? null : landedWithSpace ? 'second' : 'first'),
    landedWithSpace,
    onContinue: () => setStep('second'),
  };
}

/**
 * /auth, /login and /signup (spec 02 §2): which tab shows, who is looking and where they go next,
 * the welcome screens after the confirmation link, and the "check your e-mail" card after sign-up.
 */
export function useAuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(
    pathname === paths.signUp.path || params.get('tab') === 'signup' ? 'signup' : 'login',
  );
  const { data: viewer, isPending } = useViewer();
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  // The "Sign up" and "Log in" links inside each form leave with their form: focus goes to the
  // tab they opened, never to <body> (WCAG 2.4.3).
  const tabs = { login: useRef<HTMLButtonElement>(null), signup: useRef<HTMLButtonElement>(null) };
  const welcome = useWelcome(viewer, params.get('welcome'));
  const linkError = params.get('error');
  useEffect(() => {
    if (linkError)
      toast.error('This link has expired or was already used. Log in and we will send a new one.');
  }, [linkError]);

  return {
    tab,
    setTab,
    tabs,
    switchTo: (next: AuthTab) => {
      setTab(next);
      tabs[next].current?.focus();
    },
    viewer,
    isPending,
    returnTo: safeReturnTo(params.get('returnTo')),
    signedUp,
    setSignedUp,
    welcome,
  };
}

export type AuthPageState = ReturnType<typeof useAuthPage>;
