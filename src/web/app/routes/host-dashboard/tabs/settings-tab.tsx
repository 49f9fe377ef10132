import { Card } from '@web/components/ui/card';
import { AccountSettings } from '../../settings/account-settings';

export default function SettingsTab() {
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
