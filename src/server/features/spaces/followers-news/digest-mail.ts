import { firstName, mailBody, type MailBlock } from '../../../lib/mail-body';
import type { Mail } from '../../../lib/mailer';
import { pathOf, whenWords, type PublishedThing } from './news-words';

/**
 * The daily digest of what the facilitators someone follows have published. It carries RFC
 * 8058's one-click unsubscribe (mail programs show an "Unsubscribe" button that posts to the
 * address without opening it), the same address as a link for whoever reads to the end, and
 * the way to all the switches in settings.
 */
export function digestMail(
  to: { email: string; name: string },
  news: PublishedThing[],
  links: { publicUrl: string; unsubscribeUrl: string },
): Mail {
  const [only] = news;
  const subject =
    news.length === 1 && only
      ? `${only.hostName} published ${only.title}`
      : `${news.length} new from the people you follow on Kindred`;
  const items = news.flatMap((thing): MailBlock[] => [
    `${thing.title}, by ${thing.hostName}\n${whenWords(thing)}`,
    { label: `See ${thing.title}`, url: links.publicUrl + pathOf(thing) },
  ]);
  return {
    to: to.email,
    subject,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...mailBody({
      hello: firstName(to.name),
      blocks: [
        news.length === 1
          ? 'Someone you follow on Kindred has published something new:'
          : 'The people you follow on Kindred have published something new:',
        ...items,
        { rule: true },
        'You get this e-mail at most once a day, when facilitators you follow publish events.',
        { label: 'Unsubscribe from these e-mails', url: links.unsubscribeUrl },
        {
          before: 'Choose which e-mails you get in your ',
          label: 'settings',
          url: `${links.publicUrl}/settings`,
          end: '.',
        },
      ],
    }),
  };
}
