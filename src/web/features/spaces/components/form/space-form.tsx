import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DEFAULT_DARK, DEFAULT_LIGHT, secondaryFromPrimary } from '@shared/spaces/colours';
import { handleFromName } from '@shared/spaces/handles';
import { DEFAULT_ROLES } from '@shared/spaces/roles-catalogue';
import type { RoleCatalogue } from '@shared/spaces/role-editing';
import {
  SPACE_BIO_MAX,
  spaceInputSchema,
  type Space,
  type SpaceInput,
} from '@shared/spaces/space-schemas';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useUnsavedChangesPrompt } from '@web/lib/use-unsaved-changes-prompt';
import { useSaveSpace, useSpaceAvatar } from '../../api/own-space';
import { AdditionalInfoField } from './additional-info-field';
import { BrandColours } from './brand-colours';
import { HandleField, type HandleStatus } from './handle-field';
import { LivePreview } from './live-preview';
import { RolesPicker } from './roles-picker';
import { SocialLinksField } from './social-links-field';
import { SpaceImageField } from './space-image-field';

type Values = Required<
  Pick<
    SpaceInput,
    | 'displayName'
    | 'handle'
    | 'description'
    | 'roles'
    | 'services'
    | 'roleSpecificData'
    | 'socialLinks'
    | 'darkColor'
    | 'lightColor'
  >
>;

function initialValues(space: Space | null, defaultName: string): Values {
  return {
    displayName: space?.displayName ?? defaultName,
    handle: space?.handle ?? '',
    description: space?.description ?? '',
    roles: space?.roles ?? [],
    services: space?.services ?? {},
    roleSpecificData: space?.roleSpecificData ?? {},
    socialLinks: space?.socialLinks ?? {},
    darkColor: space?.darkColor ?? DEFAULT_DARK,
    lightColor: space?.lightColor ?? DEFAULT_LIGHT,
  };
}

const section = 'grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6';

/**
 * The personal space form (spec 02 §2): used by onboarding and by /facilitator-space. Sections
 * in the spec's order; the live preview follows every change.
 */
export type EmbeddedSpaceValues = {
  values: SpaceInput;
  image: File | null;
  /** What the live check last said of the handle, so sign-up can refuse a taken one. */
  handleStatus: HandleStatus;
};

/**
 * Errors found on submitting, each about the value it was found for: shown while the field still
 * holds that value, so editing it gives the field's live state back (the handle's check, say).
 */
export type FoundErrors = { errors: Record<string, string>; forValues: SpaceInput };

function errorsStillTrue(found: FoundErrors | null | undefined, values: Values) {
  const still: Record<string, string> = {};
  for (const [field, message] of Object.entries(found?.errors ?? {})) {
    const key = field as keyof Values;
    if (JSON.stringify(values[key]) === JSON.stringify(found?.forValues[key]))
      still[field] = message;
  }
  return still;
}

export function SpaceForm({
  context,
  space,
  defaultName,
  submitLabel = '',
  onSaved,
  onCancel,
  onValuesChange,
  outsideErrors,
}: {
  /** 'signup': the fields only, inside the sign-up form, which saves them with the account. */
  context: 'onboarding' | 'edit' | 'signup';
  space: Space | null;
  defaultName: string;
  submitLabel?: string;
  /**
   * Runs after the save, before the form says it succeeded: a step that may fail (onboarding's
   * completion) rejects, says what went wrong itself, and the form then claims no success.
   */
  onSaved?: (space: Space) => void | Promise<unknown>;
  onCancel?: () => void;
  onValuesChange?: (next: EmbeddedSpaceValues) => void;
  /** What the form around this one (sign-up) found wrong with these fields. */
  outsideErrors?: FoundErrors | null;
}) {
  const embedded = context === 'signup';
  const save = useSaveSpace();
  const avatar = useSpaceAvatar();
  const [values, setValues] = useState<Values>(() => initialValues(space, defaultName));
  const [saved, setSaved] = useState<Values>(values);
  const [catalogue, setCatalogue] = useState<RoleCatalogue>(() => {
    const merged: RoleCatalogue = { ...DEFAULT_ROLES };
    for (const role of space?.roles ?? [])
      merged[role] = [...new Set([...(merged[role] ?? []), ...(space?.services[role] ?? [])])];
    return merged;
  });
  const [lightIsCustom, setLightIsCustom] = useState(
    Boolean(space && space.lightColor !== secondaryFromPrimary(space.darkColor)),
  );
  const [handleEdited, setHandleEdited] = useState(Boolean(space?.handle));
  // The display name the handle was last generated from: while it differs, one is on its way.
  const [handleFrom, setHandleFrom] = useState<string | null>(null);
  const [handleStatus, setHandleStatus] = useState<HandleStatus>('idle');
  const [pendingImage, setPendingImage] = useState<{ file: File; url: string } | null>(null);
  const [errors, setErrors] = useState<FoundErrors | null>(null);
  const locked = Boolean(space?.handle);
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(saved) || pendingImage !== null,
    [values, saved, pendingImage],
  );
  useUnsavedChangesPrompt(!embedded && dirty && !save.isPending);

  // Embedded in sign-up: the display name follows the person's name until edited, and every
  // change is handed to the sign-up form.
  const displayNameEdited = useRef(false);
  useEffect(() => {
    if (embedded && !displayNameEdited.current)
      setValues((v) => ({ ...v, displayName: defaultName }));
  }, [embedded, defaultName]);
  useEffect(() => {
    if (embedded) onValuesChange?.({ values, image: pendingImage?.file ?? null, handleStatus });
  }, [embedded, values, pendingImage, handleStatus, onValuesChange]);

  // Spec 02 §4: re-initialise from loaded data only while the user has not edited anything.
  const lastSpace = useRef(space);
  useEffect(() => {
    if (space === lastSpace.current) return;
    lastSpace.current = space;
    if (!dirty) {
      const next = initialValues(space, defaultName);
      setValues(next);
      setSaved(next);
    }
  }, [space, dirty, defaultName]);

  // Spec 02 §4: in onboarding the handle follows the name (300 ms) until edited by hand (a hand
  // edit while the timer runs cancels it).
  const handleFollowsName = (context === 'onboarding' || embedded) && !locked && !handleEdited;
  useEffect(() => {
    if (!handleFollowsName) return;
    const name = values.displayName;
    const timer = setTimeout(() => {
      setValues((v) => ({ ...v, handle: handleFromName(name) ?? '' }));
      setHandleFrom(name);
    }, 300);
    return () => clearTimeout(timer);
  }, [values.displayName, handleFollowsName]);
  const handleGenerating = handleFollowsName && handleFrom !== values.displayName;

  useEffect(
    () => () => void (pendingImage && URL.revokeObjectURL(pendingImage.url)),
    [pendingImage],
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const uploadNow = async (file: File) => {
    try {
      await avatar.mutateAsync(file);
      toast.success('Personal space image uploaded successfully');
    } catch (e) {
      toast.error(`Image upload failed: ${(e as Error).message}`);
    }
  };

  const chooseImage = (file: File) => {
    if (space) void uploadNow(file);
    else setPendingImage({ file, url: URL.createObjectURL(file) });
  };

  const removeImage = async () => {
    if (pendingImage) return setPendingImage(null);
    try {
      await avatar.mutateAsync(null);
      toast.success('Personal space image deleted successfully');
    } catch (e) {
      toast.error(`Image deletion failed: ${(e as Error).message}`);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = spaceInputSchema.safeParse({ ...values, handle: locked ? '' : values.handle });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors({ errors: found, forValues: values });
      return;
    }
    setErrors(null);
    let result: Space;
    try {
      result = await save.mutateAsync(parsed.data);
      if (pendingImage) {
        await uploadNow(pendingImage.file);
        setPendingImage(null);
      }
      setSaved(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const found: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors))
          found[field] = messages[0] ?? error.message;
        setErrors({ errors: found, forValues: values });
        toast.error(`Failed to update facilitator space: ${error.message}`);
      } else {
        toast.error('Failed to submit form. Please try again.');
      }
      return;
    }
    try {
      await onSaved?.(result);
    } catch {
      return; // the step that failed has said so; the form claims no success
    }
    toast.success(space ? 'Facilitator profile updated' : 'Personal Space created successfully!');
  };

  const imageUrl = pendingImage?.url ?? space?.avatarUrl ?? null;
  const Wrapper = embedded ? 'div' : 'form';
  const shownHandle = handleGenerating || !values.handle ? '...' : values.handle;
  const publicUrl = `${window.location.origin}/@${shownHandle}`;
  const shownErrors = {
    ...errorsStillTrue(outsideErrors, values),
    ...errorsStillTrue(errors, values),
  };

  return (
    <Wrapper
      {...(embedded ? {} : { noValidate: true, onSubmit: (e: React.FormEvent) => void submit(e) })}
      className="grid gap-6"
    >
      <FormAlert
        message={
          save.error &&
          !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length)
            ? save.error.message
            : null
        }
      />
      {(context === 'onboarding' || embedded) && !locked && (
        <div className="grid gap-1 rounded-2xl border border-sage-200 bg-sage-50 p-4">
          <p className="font-semibold text-forest-900">Your Personal Space</p>
          <p className="font-mono text-sm break-all text-forest-800">{publicUrl}</p>
          <p className="text-sm text-forest-900">
            Handle: <span className="font-mono">@{shownHandle}</span>
          </p>
          <p className="text-sm text-ink-muted">
            Your handle was generated from your name and can be customised now; if you leave it
            empty, it will be generated from your display name when you{' '}
            {embedded ? 'create your account' : 'complete setup'}.
          </p>
        </div>
      )}
      <div className={section}>
        <SpaceImageField
          imageUrl={imageUrl}
          name={values.displayName}
          busy={avatar.isPending}
          onChoose={chooseImage}
          onRemove={() => void removeImage()}
        />
      </div>
      <div className={section}>
        <FormField label="Display name" error={shownErrors.displayName}>
          <Input
            value={values.displayName}
            onChange={(e) => {
              displayNameEdited.current = true;
              set('displayName', e.target.value);
            }}
            maxLength={80}
          />
        </FormField>
        <HandleField
          value={values.handle}
          locked={locked}
          onStatus={setHandleStatus}
          error={shownErrors.handle}
          onChange={(next, byUser) => {
            if (byUser) setHandleEdited(true);
            set('handle', next);
          }}
        />
        <FormField
          label="Bio"
          hint={`${values.description.length} / ${SPACE_BIO_MAX}`}
          error={shownErrors.description}
        >
          <Textarea
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value.slice(0, SPACE_BIO_MAX))}
          />
        </FormField>
      </div>
      <div className={section}>
        <RolesPicker
          catalogue={catalogue}
          onCatalogueChange={setCatalogue}
          selection={{ roles: values.roles, services: values.services }}
          onSelectionChange={(s) =>
            setValues((v) => ({ ...v, roles: s.roles, services: s.services }))
          }
        />
      </div>
      {values.roles.some((r) => ['DJ', 'Venue', 'Creative Services', 'Coach'].includes(r)) && (
        <div className={section}>
          <AdditionalInfoField
            roles={values.roles}
            value={values.roleSpecificData}
            onChange={(d) => set('roleSpecificData', d)}
            canUpload={space !== null}
          />
        </div>
      )}
      <div className={section}>
        <SocialLinksField value={values.socialLinks} onChange={(l) => set('socialLinks', l)} />
      </div>
      <div className={section}>
        <BrandColours
          dark={values.darkColor}
          light={values.lightColor}
          lightIsCustom={lightIsCustom}
          onDark={(hex) =>
            setValues((v) => ({
              ...v,
              darkColor: hex,
              lightColor: lightIsCustom ? v.lightColor : secondaryFromPrimary(hex),
            }))
          }
          onLight={(hex) => {
            setLightIsCustom(true);
            set('lightColor', hex);
          }}
          onResetLight={() => {
            setLightIsCustom(false);
            set('lightColor', secondaryFromPrimary(values.darkColor));
          }}
        />
      </div>
      <div className={section}>
        <LivePreview
          displayName={values.displayName}
          imageUrl={imageUrl}
          roles={values.roles}
          description={values.description}
          socialLinks={values.socialLinks as Record<string, string>}
          dark={values.darkColor}
          light={values.lightColor}
        />
      </div>
      {!embedded && (
        <div className="sticky bottom-16 z-10 flex flex-wrap justify-end gap-2 rounded-2xl border border-stone-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : submitLabel}
          </Button>
        </div>
      )}
    </Wrapper>
  );
}
