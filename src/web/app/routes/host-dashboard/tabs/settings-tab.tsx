import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/config/paths';

export default function SettingsTab() {
  return (
    <Card variant="flat" className="grid gap-3 p-6">
      <h2 className="text-xl font-semibold text-forest-900">Account settings</h2>
      <p className="text-ink-muted">
        Your name, photo, e-mail confirmation and password live on your{' '}
        <Link
          to={paths.profile.getHref()}
          className="font-medium text-forest-700 underline underline-offset-2"
        >
          profile
        </Link>
        .
      </p>
      <p className="text-ink-muted">Facilitator platform fee: £1.</p>
    </Card>
  );
}
