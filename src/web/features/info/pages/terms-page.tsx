import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { paths } from '@web/config/paths';
import { InfoPage } from '../components/info-page';

export default function TermsPage() {
  return (
    <InfoPage page={SITE_PAGES.terms} updated="21 November 2026">
      <h2>1. Who we are</h2>
      <p>
        Kindred is an online marketplace where facilitators publish wellness, healing and
        conscious-community gatherings and members of the public discover and attend them. By
        creating an account or using the site you accept these terms.
      </p>
      <h2>2. Your account</h2>
      <ul>
        <li>
          You must be at least 18 years old, or have a parent's or guardian's permission, to create
          an account.
        </li>
        <li>
          Keep your password private. You are responsible for what happens under your account.
        </li>
        <li>
          Give accurate information, and keep your e-mail address up to date so we can reach you
          about your bookings.
        </li>
      </ul>
      <h2>3. Facilitators</h2>
      <p>
        Facilitators are independent. They are responsible for their events: the accuracy of
        listings, the safety of participants, any licences, insurance and qualifications their
        practice requires, and honouring the tickets they sell. A platform fee of £1 applies to
        facilitators, as shown when you become one.
      </p>
      <h2>4. Attending events</h2>
      <p>
        Some practices, such as breathwork or ceremonial cacao, may not suit everyone. Read each
        listing carefully, speak to your doctor if you have a health condition, and tell the
        facilitator about anything they should know. Kindred does not provide medical or therapeutic
        advice.
      </p>
      <h2>5. What is not allowed</h2>
      <ul>
        <li>Listings for illegal activities or substances, or that make false health claims.</li>
        <li>Harassment, hate, or content that exploits or endangers anyone.</li>
        <li>Attempts to break, overload or gain unauthorised access to the service.</li>
      </ul>
      <p>We may remove content or suspend accounts that break these rules.</p>
      <h2>6. Prices and payments</h2>
      <p>
        All prices are in pounds sterling (£). Refunds follow the facilitator's stated policy and
        the law of England and Wales.
      </p>
      <h2>7. Liability</h2>
      <p>
        We work hard to keep Kindred available and accurate, but we provide it as it is. Nothing in
        these terms limits liability that cannot be limited by law.
      </p>
      <h2>8. Changes and contact</h2>
      <p>
        We may update these terms; we'll tell account holders about significant changes. These terms
        are governed by the law of England and Wales. Questions?{' '}
        <Link to={paths.contact.getHref()}>Contact us</Link>.
      </p>
    </InfoPage>
  );
}
