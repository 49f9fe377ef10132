import { Link } from 'react-router';
import { paths } from '@web/config/paths';

export default function SettingsTab() {
  return (
    <div className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-6">
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
    </div>
  );
}
