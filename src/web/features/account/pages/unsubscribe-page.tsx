import { Link, useParams } from 'react-router';
import {
  UNSUBSCRIBE_LINK_BROKEN_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@shared/account/unsubscribe-messages';
import { SITE_PAGES } from '@shared/site-pages';
import { Page } from '@web/components/page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { FormAlert } from '@web/components/ui/form-alert';
import { Notice } from '@web/components/ui/notice';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

const linkClass = 'font-medium text-forest-700 underline underline-offset-2';

/**
 * Where the digest's "Unsubscribe" link leads (issue 23). Opening it changes nothing, since mail
 * scanners open every link: the person presses the button, which works without signing in.
 */
export default function UnsubscribePage() {
  const { userId = '', token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  const failure =
    unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404
      ? UNSUBSCRIBE_LINK_BROKEN_MESSAGE
      : unsubscribe.error?.message;
  return (
    <Page title={SITE_PAGES.unsubscribe.title} className="container-page grid max-w-xl gap-6">
      <Card>
        <CardHeader>
          {/* The page's one heading: a card title is an h2 elsewhere. */}
          <h1 className="text-2xl font-semibold text-forest-900">Unsubscribe from news e-mails</h1>
          <CardDescription>
            Stop the daily e-mail of what the facilitators you follow publish. You will still see
            their news in your notifications on Kindred.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {unsubscribe.isSuccess ? (
            <Notice role="status">{UNSUBSCRIBED_MESSAGE}</Notice>
          ) : (
            <>
              <FormAlert message={failure} />
              {/* Not `disabled` while it sends: that would drop the keyboard's focus. */}
              <Button
                size="lg"
                aria-disabled={unsubscribe.isPending}
                onClick={() => !unsubscribe.isPending && unsubscribe.mutate({ userId, token })}
              >
                {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
              </Button>
            </>
          )}
          <p className="text-sm text-ink-muted">
            Choose which e-mails you get in your{' '}
            <Link to={paths.settings.getHref()} className={linkClass}>
              settings
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </Page>
  );
}
