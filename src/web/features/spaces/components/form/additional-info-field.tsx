import { ROLE_FIELDS, SPACE_TYPES } from '@shared/spaces/roles-catalogue';
import { FormField } from '@web/components/ui/form-field';
import { fieldClass, Input, Textarea } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { VenueImagesField } from './venue-images-field';

type Data = Record<string, Record<string, string>>;

/** Spec 02 §2: shown only if a selected role is DJ, Venue, Creative Services or Coach. */
export function AdditionalInfoField({
  roles,
  value,
  onChange,
  venueImages,
  onVenueImagesChange,
  canUpload,
}: {
  roles: string[];
  value: Data;
  onChange: (next: Data) => void;
  venueImages: string[];
  onVenueImagesChange: (next: string[]) => void;
  canUpload: boolean;
}) {
  const withFields = roles.filter((r) => ROLE_FIELDS[r]);
  if (withFields.length === 0) return null;
  const set = (role: string, key: string, v: string) =>
    onChange({ ...value, [role]: { ...(value[role] ?? {}), [key]: v } });
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 text-sm font-medium">Additional Information</legend>
      {withFields.map((role) => (
        <div key={role} className="grid gap-3 rounded-xl border border-stone-200 p-4">
          <h3 className="font-semibold text-forest-900">{role}</h3>
          {ROLE_FIELDS[role]!.map((field) => {
            const current = value[role]?.[field.key] ?? '';
            const label = `${field.label} (${role})`;
            if (field.kind === 'textarea')
              return (
                <FormField key={field.key} label={label}>
                  <Textarea
                    rows={3}
                    value={current}
                    onChange={(e) => set(role, field.key, e.target.value)}
                  />
                </FormField>
              );
            if (field.kind === 'space-type') {
              return (
                <FormField key={field.key} label={label}>
                  <select
                    className={cn(fieldClass, 'h-11')}
                    value={current}
                    onChange={(e) => set(role, field.key, e.target.value)}
                  >
                    <option value="">Choose…</option>
                    {SPACE_TYPES.map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                </FormField>
              );
            }
            return (
              <FormField key={field.key} label={label}>
                <Input
                  type={field.kind === 'number' ? 'number' : field.kind === 'url' ? 'url' : 'text'}
                  min={field.kind === 'number' ? 1 : undefined}
                  value={current}
                  onChange={(e) => set(role, field.key, e.target.value)}
                />
              </FormField>
            );
          })}
          {role === 'Venue' && (
            <VenueImagesField
              value={venueImages}
              canUpload={canUpload}
              onChange={onVenueImagesChange}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}
