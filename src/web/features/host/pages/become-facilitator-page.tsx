import { Link, Navigate } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Page } from '@web/components/page';
import { useViewer } from '@web/features/auth/api/viewer';

const benefits = [
  'Publish hosted or external events and manage them from your dashboard',
  'A public personal space at your own @handle, in your brand colours',
  'Followers who hear about your new gatherings',
  'Invite fellow facilitators to co-host',
];

export default function BecomeFacilitatorPage() {
  const { data: viewer } = useViewer();
  if (viewer?.isHost) return <Navigate to="/host-dashboard/events" replace />;
  return (
    <Page title="Become a facilitator" className="container-page grid max-w-2xl gap-6">
      <div>
        <h1 className="text-3xl font-semibold text-forest-900">Become a facilitator</h1>
        <p className="mt-2 text-lg text-ink-muted">
          Share your ceremonies, circles, dances and retreats with people looking for them.
        </p>
      </div>
      <ul className="grid gap-2">
        {benefits.map((b) => (
          <li key={b} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
            <span aria-hidden="true" className="text-forest-700">
              ✓
            </span>
            {b}
          </li>
        ))}
      </ul>
      <p className="rounded-xl border border-sage-200 bg-sage-50 p-4">
        Facilitators pay a platform fee of <strong>£1</strong>. Facilitator sign-up, with your
        personal space, opens very soon.
      </p>
      <Link
        to="/"
        className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
      >
        Back to events
      </Link>
    </Page>
  );
}
