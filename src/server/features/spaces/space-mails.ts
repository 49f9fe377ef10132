import type { Mail } from '../../lib/mailer';
import { firstName, mailBody } from '../../lib/mail-body';

/** The e-mail that tells a space's owner someone started following it. */
export function newFollowerMail(
  to: { email: string; name: string },
  followerName: string,
  links: { spaceUrl: string; settingsUrl: string },
): Mail {
  return {
    to: to.email,
    subject: `${followerName} is now following you on Kindred`,
    ...mailBody({
      hello: firstName(to.name),
      blocks: [
        `${followerName} started following your space "${to.name}" on Kindred.`,
        { label: 'See your space', url: links.spaceUrl },
        {
          before: 'You can switch off e-mails about new followers in your ',
          label: 'settings',
          url: links.settingsUrl,
          end: '.',
        },
      ],
    }),
  };
}
