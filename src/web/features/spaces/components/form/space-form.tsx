import { Button } from '@web/components/ui/button';
import { FormActionsBar } from '@web/components/ui/form-actions-bar';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormSection } from '@web/components/ui/form-section';
import { AdditionalInfoField } from './additional-info-field';
import { BrandColours } from './brand-colours';
import { LivePreview } from './live-preview';
import { RolesPicker } from './roles-picker';
import { SocialLinksField } from './social-links-field';
import { SpaceHandleNotice } from './space-handle-notice';
import { SpaceIdentityFields } from './space-identity-fields';
import { SpaceImageField } from './space-image-field';
import { useSpaceForm, type SpaceFormOptions } from './use-space-form';

const rolesWithDetails = ['DJ', 'Venue', 'Creative Services', 'Coach'];

/**
 * The personal space form (spec 02 §2): used by onboarding, by /facilitator-space and, its fields
 * only, by sign-up. Sections in the spec's order; the live preview follows every change.
 */
export function SpaceForm({
  submitLabel = '',
  onCancel,
  ...options
}: SpaceFormOptions & { submitLabel?: string; onCancel?: () => void }) {
  const space = useSpaceForm(options);
  const { values, set, image, colours } = space;
  const Wrapper = space.embedded ? 'div' : 'form';

  return (
    <Wrapper
      {...(space.embedded
        ? {}
        : { noValidate: true, onSubmit: (e: React.FormEvent) => void space.submit(e) })}
      className="grid gap-6"
    >
      <FormAlert message={space.alert} />
      {space.handle.showsNotice && (
        <SpaceHandleNotice handle={space.handle.shown} embedded={space.embedded} />
      )}
      <FormSection>
        <SpaceImageField image={image} name={values.displayName} />
      </FormSection>
      <FormSection>
        <SpaceIdentityFields
          form={space.form}
          displayName={space.displayName}
          locked={space.locked}
          errors={space.errors}
          onHandleEdited={space.handle.onEdited}
          onHandleStatus={space.handle.onStatus}
        />
      </FormSection>
      <FormSection>
        <RolesPicker
          catalogue={space.catalogue}
          onCatalogueChange={space.setCatalogue}
          status={space.rolesStatus}
          onRetry={space.retryRoles}
          selection={{ roles: values.roles, services: values.services }}
          onSelectionChange={(s) => {
            set('roles', s.roles);
            set('services', s.services);
          }}
        />
      </FormSection>
      {values.roles.some((r) => rolesWithDetails.includes(r)) && (
        <FormSection>
          <AdditionalInfoField
            roles={values.roles}
            value={values.roleSpecificData}
            onChange={(d) => set('roleSpecificData', d)}
            venueImages={values.venueImages}
            onVenueImagesChange={(urls) => set('venueImages', urls)}
            canUpload={options.space !== null}
          />
        </FormSection>
      )}
      <FormSection>
        <SocialLinksField value={values.socialLinks} onChange={(l) => set('socialLinks', l)} />
      </FormSection>
      <FormSection>
        <BrandColours dark={values.darkColor} light={values.lightColor} colours={colours} />
      </FormSection>
      <FormSection>
        <LivePreview values={values} imageUrl={image.url} />
      </FormSection>
      {!space.embedded && (
        <FormActionsBar>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={space.saving}>
            {space.saving ? 'Saving...' : submitLabel}
          </Button>
        </FormActionsBar>
      )}
    </Wrapper>
  );
}
