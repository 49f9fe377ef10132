import { Link } from 'react-router';
import { SITE_PAGES } from '@shared/site-pages';
import { paths } from '@web/config/paths';
import { InfoPage } from '../components/info-page';

export default function AboutPage() {
  return (
    <InfoPage page={SITE_PAGES.about}>
      <h2>Why we exist</h2>
      <p>
        Cacao ceremonies, ecstatic dance, breathwork circles, sound baths and retreats are often
        shared by word of mouth, in group chats and on scattered social posts. Newcomers struggle to
        find them, and facilitators spend hours promoting instead of holding space. Kindred brings
        these gatherings together in one trustworthy place.
      </p>
      <h2>What you can do here</h2>
      <ul>
        <li>
          Discover upcoming gatherings near you or online, and search by practice, place or
          facilitator.
        </li>
        <li>
          Follow the facilitators whose work moves you, and hear when they announce something new.
        </li>
        <li>
          Become a facilitator: publish your events, keep a dashboard, and share a personal space at
          your own address, in your own colours.
        </li>
        <li>
          Invite fellow facilitators to co-host, so collaborations are credited to everyone who
          holds the room.
        </li>
      </ul>
      <h2>How we work</h2>
      <p>
        Tickets are priced in pounds and every time is shown in London time. We keep your data to
        what the service needs, we never sell it, and you can ask us to delete your account at any
        time. Read our <Link to={paths.privacy.getHref()}>privacy policy</Link> and{' '}
        <Link to={paths.terms.getHref()}>terms</Link> for the details.
      </p>
      <h2>Get in touch</h2>
      <p>
        We're a small team and we read every message. Visit our{' '}
        <Link to={paths.contact.getHref()}>contact page</Link> to reach us.
      </p>
    </InfoPage>
  );
}
