import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { SITE_PAGES } from '@shared/site-pages';
import { Page } from '@web/components/page';
import { paths } from '@web/config/paths';
import { AccountSettings } from './account-settings';

/**
 * /settings: the account's settings for everyone signed in (people who host find the same in
 * their dashboard). The link that confirms a new e-mail address leads here.
 */
export default function SettingsPage() {
  useEmailChangeOutcome();
  return (
    <Page title={SITE_PAGES.settings.title} className="container-page grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Account settings</h1>
        <p className="mt-1 text-ink-muted">
          Your name and photo are on your{' '}
          <Link
            to={paths.profile.getHref()}
            className="font-medium text-forest-700 underline underline-offset-2"
          >
            profile
          </Link>
          .
        </p>
      </div>
      <AccountSettings />
    </Page>
  );
}

/** After the link to a new address: says whether it worked, once, and tidies the address bar. */
function useEmailChangeOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('email');
  const error = params.get('error');
  useEffect(() => {
    if (outcome !== 'changed') return;
    if (error === 'EMAIL_TAKEN')
      toast.error('That address has its own Kindred account now, so your address was not changed.');
    else if (error)
      toast.error('This link has expired or was already used. Please ask for a new one.');
    else toast.success('Your e-mail address has been changed.');
    setParams({}, { replace: true });
  }, [outcome, error, setParams]);
}
