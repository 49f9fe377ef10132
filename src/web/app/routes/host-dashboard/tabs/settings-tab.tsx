import { useSuspenseQuery } from '@tanstack/react-query';
import { Card } from '@web/components/ui/card';
import { emailPreferencesQuery } from '@web/features/account/api/email-preferences';
import { AccountSettings } from '../../settings/account-settings';

export default function SettingsTab() {
  // The tab's own data: until it comes, three skeleton cards; if it cannot be read, the tab's
  // boundary says "Failed to load settings" with a Refresh Page button (spec 01 §2).
  useSuspenseQuery(emailPreferencesQuery);
  return (
    <AccountSettings>
      <Card variant="flat" asChild className="p-6">
        <section aria-labelledby="settings-fees" className="grid gap-2">
          <h2 id="settings-fees" className="text-xl font-semibold text-forest-900">
            Fees
          </h2>
          <p className="text-ink-muted">Facilitator platform fee: £1.</p>
        </section>
      </Card>
    </AccountSettings>
  );
}
