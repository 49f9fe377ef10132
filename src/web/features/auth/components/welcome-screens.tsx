import { CalendarPlus, Compass, Home, PartyPopper, UserRoundPen } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/notice';
import { facilitatorCongratulations, spaceLiveMessage } from '@shared/spaces/platform-fee';
import { paths } from '@web/config/paths';

export type WelcomeStep = 'first' | 'second';

/** The space made with the account: its address and the new facilitator's platform fee. */
export type WelcomeSpace = { handle: string | null; platformFee: number };

const cards = [
  {
    to: paths.hostEvent.getHref(),
    icon: CalendarPlus,
    title: 'Create an Event',
    text: 'Share a ceremony, circle, dance or retreat.',
  },
  {
    to: paths.createSpace.getHref(),
    icon: Home,
    title: 'Create a Space',
    text: 'For a Venue, Event Series or Collective, with collaborators.',
  },
  {
    to: paths.profile.getHref(),
    icon: UserRoundPen,
    title: 'Customise My Profile',
    text: 'Add a photo and a few words about you.',
  },
  {
    to: paths.home.getHref(),
    icon: Compass,
    title: 'Explore',
    text: 'Find gatherings near you and online.',
  },
];

function ActionCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {cards.map(({ to, icon: Icon, title, text }) => (
        <li key={to}>
          <Card variant="flat" className="grid h-full gap-1.5 p-4 hover:border-forest-700" asChild>
            <Link to={to}>
              <Icon aria-hidden="true" className="size-6 text-forest-700" />
              <span className="font-semibold text-forest-900">{title}</span>
              <span className="text-sm text-ink-muted">{text}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 02 §8: a space made at sign-up is live, and its owner a facilitator with the platform
 * fee: said on the screen they land on, where it stays while they choose what to do next.
 */
function SpaceLive({ space }: { space: WelcomeSpace }) {
  return (
    <Notice role="status" className="flex gap-3">
      <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-forest-700" />
      <div className="grid gap-1">
        <p className="font-semibold text-forest-900">{spaceLiveMessage}</p>
        <p className="text-forest-900">{facilitatorCongratulations(space.platformFee)}</p>
        {space.handle && (
          <Link
            to={paths.facilitatorByHandle.getHref(space.handle)}
            className="justify-self-start font-medium text-forest-700 underline underline-offset-2"
          >
            View your space at /@{space.handle}
          </Link>
        )}
      </div>
    </Notice>
  );
}

/** Spec 02 §2: the two welcome screens after sign-up. */
export function WelcomeScreens({
  step,
  firstName,
  space,
  becomeHost,
  onContinue,
  exitTo,
}: {
  step: WelcomeStep;
  firstName: string;
  /** The space made at sign-up, if one was. */
  space: WelcomeSpace | null;
  /** The first screen's way to become a host: the Create Your Space dialog and its button. */
  becomeHost: ReactNode;
  onContinue: () => void;
  exitTo: string;
}) {
  // "Continue" leaves with the first screen: focus goes to the second's title. The first screen
  // opens a page load (the confirmation link), where focus stays at the document's start.
  const title = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    title.current?.focus();
  }, [step]);
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={title} tabIndex={-1}>
          {step === 'first'
            ? `Welcome to Kindred, ${firstName}!`
            : "You're in! What would you like to do next?"}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step === 'second' && space && <SpaceLive space={space} />}
        <ActionCards />
        {step === 'first' ? (
          <div className="flex flex-wrap justify-end gap-2">
            {becomeHost}
            <Button onClick={onContinue}>Continue</Button>
          </div>
        ) : (
          <Link
            to={exitTo}
            className={buttonVariants({ variant: 'ghost', className: 'justify-self-end' })}
          >
            Skip for now
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
