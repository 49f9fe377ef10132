import { CalendarPlus, Compass, Home, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { CreateSpaceDialog } from './create-space-dialog';
import type { WelcomeStep } from './sign-up-form';

const cards = [
  {
    to: '/host-event',
    icon: CalendarPlus,
    title: 'Create an Event',
    text: 'Share a ceremony, circle, dance or retreat.',
  },
  {
    to: '/create-space',
    icon: Home,
    title: 'Create a Space',
    text: 'For a Venue, Event Series or Collective, with collaborators.',
  },
  {
    to: '/profile',
    icon: UserRoundPen,
    title: 'Customise My Profile',
    text: 'Add a photo and a few words about you.',
  },
  { to: '/', icon: Compass, title: 'Explore', text: 'Find gatherings near you and online.' },
];

function ActionCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {cards.map(({ to, icon: Icon, title, text }) => (
        <li key={to}>
          <Link
            to={to}
            className="grid h-full gap-1.5 rounded-2xl border border-stone-200 bg-white p-4 hover:border-forest-700"
          >
            <Icon aria-hidden="true" className="size-6 text-forest-700" />
            <span className="font-semibold text-forest-900">{title}</span>
            <span className="text-sm text-ink-muted">{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec 02 §2: the two welcome screens after sign-up. */
export function WelcomeScreens({
  step,
  firstName,
  fullName,
  onContinue,
  exitTo,
}: {
  step: WelcomeStep;
  firstName: string;
  fullName: string;
  onContinue: () => void;
  exitTo: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {step === 'first'
            ? `Welcome to Kindred, ${firstName}!`
            : "You're in! What would you like to do next?"}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ActionCards />
        {step === 'first' ? (
          <div className="flex flex-wrap justify-end gap-2">
            <CreateSpaceDialog
              defaultName={fullName}
              trigger={<Button variant="outline">Become a Host</Button>}
            />
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
