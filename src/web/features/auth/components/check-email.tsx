import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useResendVerification } from '@web/lib/resend-verification';

/** Who signed up, for the "check your e-mail" card. */
export type SignedUp = { email: string; withSpace: boolean; withImage: boolean };

/**
 * After sign-up (ADR 18): the account is used from the link in its confirmation e-mail, which
 * signs the person in and opens the welcome screens. The same card shows whether or not the
 * address already had an account, so it tells nobody which addresses are registered.
 */
export function CheckEmail({ signedUp }: { signedUp: SignedUp }) {
  const resend = useResendVerification();
  // It replaces the sign-up form whose button had focus: focus goes to what it says.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Card>
      <CardHeader>
        <MailCheck aria-hidden="true" className="size-8 text-forest-700" />
        <CardTitle ref={title} tabIndex={-1}>
          Check your e-mail
        </CardTitle>
        <CardDescription>
          We have sent a link to <strong className="text-ink">{signedUp.email}</strong>. Open it to
          confirm your address and continue to Kindred.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-ink-muted">
        {signedUp.withSpace && (
          <p>
            Your personal space{signedUp.withImage ? ', with the image you chose,' : ''} is created
            as soon as you confirm.
          </p>
        )}
        <p>No e-mail after a few minutes? Look in your spam folder, or ask for a new link.</p>
        <Button
          variant="outline"
          disabled={resend.isPending}
          onClick={() => resend.resend(signedUp.email, 'We have sent you a new link.')}
        >
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
      </CardContent>
    </Card>
  );
}
