import { Tabs } from '@web/components/ui/tabs';
import { SOCIAL_LINK_TYPES, type SocialLinkType } from '@shared/spaces/social-links';
import { Input } from '@web/components/ui/input';

const labels: Record<SocialLinkType, { label: string; placeholder: string; type: string }> = {
  email: { label: 'Email', placeholder: 'you@example.com', type: 'email' },
  phone: { label: 'Phone', placeholder: '+44 7700 900000', type: 'tel' },
  instagram: { label: 'Instagram', placeholder: '@yourname', type: 'text' },
  facebook: { label: 'Facebook', placeholder: 'facebook.com/yourpage', type: 'text' },
  tiktok: { label: 'TikTok', placeholder: 'tiktok.com/@yourname', type: 'text' },
  mixcloud: { label: 'Mixcloud', placeholder: 'mixcloud.com/yourname', type: 'text' },
  website: { label: 'Website', placeholder: 'yourwebsite.com', type: 'text' },
};

/** Spec 02 §3: the seven link types, one tab each. */
export function SocialLinksField({
  value,
  onChange,
}: {
  value: Partial<Record<SocialLinkType, string>>;
  onChange: (next: Partial<Record<SocialLinkType, string>>) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Social links</legend>
      <Tabs.Root defaultValue="email" className="grid gap-3">
        <Tabs.List aria-label="Link types" className="flex flex-wrap gap-1">
          {SOCIAL_LINK_TYPES.map((type) => (
            <Tabs.Trigger
              key={type}
              value={type}
              className="rounded-full px-3 py-1.5 text-sm font-medium text-ink hover:bg-sage-100 data-[state=active]:bg-forest-800 data-[state=active]:text-white"
            >
              {labels[type].label}
              {value[type]?.trim() ? ' ✓' : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SOCIAL_LINK_TYPES.map((type) => (
          <Tabs.Content key={type} value={type}>
            <Input
              aria-label={labels[type].label}
              type={labels[type].type}
              placeholder={labels[type].placeholder}
              value={value[type] ?? ''}
              onChange={(e) => onChange({ ...value, [type]: e.target.value })}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </fieldset>
  );
}
