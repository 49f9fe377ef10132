import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { paths } from '@web/config/paths';
import { InfoPage } from '../components/info-page';

export default function PrivacyPage() {
  return (
    <InfoPage page={SITE_PAGES.privacy} updated="25 November 2026">
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and a password, which we store
          only as a one-way, memory-hard hash. We never see or keep your password itself.
        </li>
        <li>
          <strong>Profile details you choose to add:</strong> a photo and a short bio. Photos are
          re-encoded when you upload them, which strips hidden metadata such as camera location.
        </li>
        <li>
          <strong>Facilitator details:</strong> if you host, your public personal space and the
          events you publish.
        </li>
        <li>
          <strong>Security records:</strong> your sessions (with the browser and IP address used)
          and counts of login attempts, so we can protect your account from guessing attacks.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To run your account and the events you join or host (contract), to keep the service secure
        (legitimate interest), and to send the e-mails you need, such as confirming your address or
        resetting your password. We don't sell your data, and we don't use advertising trackers.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a single essential session cookie to keep you logged in. It is HTTP-only, so scripts
        cannot read it. We don't use analytics or advertising cookies.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Sessions expire after 30 days without use. Login-attempt counters are deleted within a day.
        An account whose e-mail address is never confirmed is deleted 30 days after we last sent it
        a confirmation link, together with the personal space and image chosen at sign-up. Your
        account data stays until you ask us to delete your account.
      </p>
      <h2>Your rights</h2>
      <p>
        Under UK GDPR you can ask for a copy of your data, ask us to correct or delete it, or object
        to how we use it. You can edit most details yourself on your{' '}
        <Link to={paths.profile.getHref()}>profile</Link>. For anything else,{' '}
        <Link to={paths.contact.getHref()}>contact us</Link>; you can also complain to the
        Information Commissioner's Office (ico.org.uk).
      </p>
    </InfoPage>
  );
}
