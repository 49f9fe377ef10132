import { SITE_PAGES } from '@shared/site-pages';
import { InfoPage } from '../components/info-page';

const updates = [
  {
    id: 'update-2026-11-22',
    date: '22 November 2026',
    title: 'Events and personal spaces',
    points: [
      'Hosts publish gatherings on Kindred or list ones sold elsewhere, with a cover image, categories, tags, price in pounds and capacity. Drafts stay private until published.',
      'Browse upcoming events by category and by date (today, tomorrow, this weekend, this week, this month), all in London time, and search by title, place, practice or facilitator.',
      'Every event has its own page with a map link, an "Add to calendar" file and a rich preview when shared.',
      'Facilitators get a personal space at kindred/@handle in their own colours, with their roles, services, links and upcoming events. Members can follow them.',
      'Create your space while signing up, from the welcome screen, or later from your profile menu.',
    ],
  },
  {
    id: 'update-2026-11-21',
    date: '21 November 2026',
    title: 'Kindred opens its doors',
    points: [
      'Create an account with your e-mail, confirm it, and keep your profile with a photo and a short bio.',
      'Log in securely: passwords are checked against the most common ones, stored with a memory-hard hash, and login attempts are rate limited.',
      'Forgot your password? Ask for a reset link by e-mail. Changing your password signs out your other devices.',
      'A mobile layout with a bottom navigation bar and pull-to-refresh, and every page usable by keyboard alone.',
    ],
  },
];

export default function UpdatesPage() {
  return (
    <InfoPage page={SITE_PAGES.updates}>
      {updates.map((update) => (
        // An id is one word: "update-22 November 2026" named three ids, none of them there.
        <section key={update.id} aria-labelledby={update.id}>
          <h2 id={update.id}>{update.title}</h2>
          <p className="text-sm text-ink-muted">{update.date}</p>
          <ul>
            {update.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </InfoPage>
  );
}
