import type { SignedUp } from '@web/features/auth/components/check-email';
import { SignUpForm as AccountForm } from '@web/features/auth/components/sign-up-form';
import {
  SignUpSpaceFields,
  useSignUpSpace,
} from '@web/features/spaces/components/form/sign-up-space';

/** Sign-up: the account (auth), and with it, when wanted, the person's space (spaces). */
export function SignUpForm({
  onSwitchToLogin,
  onSignedUp,
}: {
  onSwitchToLogin: () => void;
  onSignedUp: (signedUp: SignedUp) => void;
}) {
  const space = useSignUpSpace();
  return (
    <AccountForm
      onSwitchToLogin={onSwitchToLogin}
      onSignedUp={onSignedUp}
      space={space}
      spaceFields={(defaultName) => <SignUpSpaceFields state={space} defaultName={defaultName} />}
    />
  );
}
