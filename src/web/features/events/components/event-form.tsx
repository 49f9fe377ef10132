import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  eventInputSchema,
  MAX_EVENT_CATEGORIES,
  MAX_EVENT_TAGS,
  type EventDetail,
  type EventInput,
  type ParsedEventInput,
} from '@shared/events/event-schemas';
import { isPastEvent } from '@shared/events/london-dates';
import { Button } from '@web/components/ui/button';
import { DateField } from '@web/components/ui/date-field';
import { FormAlert } from '@web/components/ui/form-alert';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { TimeField } from '@web/components/ui/time-field';
import { ApiError } from '@web/lib/api-client';
import { useUnsavedChangesPrompt } from '@web/lib/use-unsaved-changes-prompt';
import { useSaveEvent } from '../api/event-mutations';
import { catalogueQuery } from '../api/events';
import { EventImageField } from './event-image-field';
import { PastDateDialog } from './past-date-dialog';

const numberOrNull = (v: unknown) =>
  v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

export function toFormValues(event: EventDetail | undefined, isExternal: boolean): EventInput {
  if (!event) {
    return {
      isExternal,
      title: '',
      subtitle: '',
      description: '',
      startDate: '',
      startTime: '19:00',
      endDate: '',
      endTime: '21:00',
      locationType: 'physical',
      venue: '',
      city: '',
      country: 'United Kingdom',
      postcode: '',
      latitude: null,
      longitude: null,
      onlineLink: '',
      externalLink: '',
      categoryIds: [],
      tagIds: [],
      imageUrl: null,
      originalImageUrl: null,
      price: 0,
      capacity: null,
    };
  }
  return {
    isExternal: event.isExternal,
    title: event.title,
    subtitle: event.subtitle,
    description: event.description,
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate,
    endTime: event.endTime,
    locationType: event.locationType,
    venue: event.venue,
    city: event.city,
    country: event.country,
    postcode: event.postcode,
    latitude: event.latitude,
    longitude: event.longitude,
    onlineLink: event.onlineLink ?? '',
    externalLink: event.externalLink ?? '',
    categoryIds: event.categoryIds,
    tagIds: event.tagIds,
    imageUrl: event.imageUrl.startsWith('/uploads/') ? event.imageUrl : null,
    originalImageUrl: event.originalImageUrl,
    price: event.price,
    capacity: event.capacity,
  };
}

const sectionClass = 'grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6';
const checkboxClass = 'size-4 accent-forest-800';

/** Create or edit an event, hosted on Kindred or listed from another site. */
export function EventForm({ event, isExternal }: { event?: EventDetail; isExternal: boolean }) {
  const navigate = useNavigate();
  const save = useSaveEvent();
  const catalogue = useQuery(catalogueQuery);
  const form = useForm<EventInput, unknown, ParsedEventInput>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: toFormValues(event, isExternal),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const busy = isSubmitting || save.isPending;
  const publishLabel = event && !event.isDraft ? 'Save changes' : 'Publish';
  useUnsavedChangesPrompt(isDirty && !busy && !save.isSuccess);
  const locationType = form.watch('locationType');
  const categoryIds = form.watch('categoryIds') ?? [];
  const tagIds = form.watch('tagIds') ?? [];
  const image = {
    imageUrl: form.watch('imageUrl') ?? null,
    originalImageUrl: form.watch('originalImageUrl') ?? null,
  };
  const err = (name: FieldPath<EventInput>) => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };

  const send = async (values: ParsedEventInput, publish: boolean) => {
    try {
      const saved = await save.mutateAsync({ id: event?.id, event: values, publish });
      form.reset(toFormValues(saved, saved.isExternal));
      toast.success(publish ? 'Event published' : 'Draft saved');
      await navigate(publish ? saved.path : '/host-dashboard/events');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const name = field.replace(/^event\./, '') as FieldPath<EventInput>;
          form.setError(name, { message: messages[0] });
        }
      }
      toast.error((error as Error).message || 'Something went wrong, please try again');
    }
  };

  // Publishing a past-dated event, or moving a published one into the past, asks first: it
  // would appear in no public list. Saving other changes to a past event does not ask again.
  const [pastPublish, setPastPublish] = useState<ParsedEventInput | null>(null);
  const asksBeforePublishing = (values: ParsedEventInput) =>
    isPastEvent(values) && (!event || event.isDraft || event.startDate !== values.startDate);

  const submit = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      if (publish && asksBeforePublishing(values)) setPastPublish(values);
      else await send(values, publish);
    });

  const startDate = form.watch('startDate');
  const startsInThePast = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && isPastEvent({ startDate });

  const toggle = (name: 'categoryIds' | 'tagIds', id: number, max: number) => {
    const current = form.getValues(name) ?? [];
    if (current.includes(id))
      form.setValue(
        name,
        current.filter((c) => c !== id),
        { shouldDirty: true },
      );
    else if (current.length < max) form.setValue(name, [...current, id], { shouldDirty: true });
  };

  const tagGroups = new Map<string, Array<{ id: number; name: string }>>();
  for (const tag of catalogue.data?.tags ?? [])
    tagGroups.set(tag.groupName, [...(tagGroups.get(tag.groupName) ?? []), tag]);

  return (
    <form noValidate onSubmit={submit(true)} className="grid gap-6">
      <FormAlert message={save.error?.message} />
      <section className={sectionClass} aria-labelledby="details-title">
        <h2 id="details-title" className="text-xl font-semibold text-forest-900">
          Details
        </h2>
        <FormField label="Title" error={err('title')}>
          <Input placeholder="e.g. Full Moon Cacao Ceremony" {...form.register('title')} />
        </FormField>
        <FormField label="Subtitle (optional)" error={err('subtitle')}>
          <Input
            placeholder="A line that captures the feeling of the gathering"
            {...form.register('subtitle')}
          />
        </FormField>
        <FormField label="Description" hint="Line breaks are kept." error={err('description')}>
          <Textarea rows={8} {...form.register('description')} />
        </FormField>
        {isExternal && (
          <FormField label="Link to the event on the other site" error={err('externalLink')}>
            <Input type="url" placeholder="https://" {...form.register('externalLink')} />
          </FormField>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="when-title">
        <h2 id="when-title" className="text-xl font-semibold text-forest-900">
          Date and time <span className="text-base font-normal text-ink-muted">(London time)</span>
        </h2>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {(
            [
              ['startDate', 'Start date'],
              ['startTime', 'Start time'],
              ['endDate', 'End date'],
              ['endTime', 'End time'],
            ] as const
          ).map(([name, label]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => {
                const Field = name.endsWith('Date') ? DateField : TimeField;
                return (
                  <Field
                    label={label}
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    error={err(name)}
                    onChange={(value) => {
                      field.onChange(value);
                      // A one-day event is the common case: its end date follows the start.
                      if (name === 'startDate' && value && !form.getValues('endDate'))
                        form.setValue('endDate', value);
                    }}
                  />
                );
              }}
            />
          ))}
        </div>
        <div role="status" aria-live="polite">
          {startsInThePast && (
            <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              This date has passed. Once published, the event won't appear in the public event lists
              or search, which show events from today on.
            </p>
          )}
        </div>
      </section>

      <section className={sectionClass} aria-labelledby="where-title">
        <h2 id="where-title" className="text-xl font-semibold text-forest-900">
          Location
        </h2>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Where does it happen?</legend>
          {(['physical', 'online'] as const).map((type) => (
            <label
              key={type}
              className="flex items-center gap-2 rounded-xl border border-stone-300 px-4 py-2.5"
            >
              <input
                type="radio"
                value={type}
                className={checkboxClass}
                {...form.register('locationType')}
              />
              {type === 'physical' ? 'In person' : 'Online'}
            </label>
          ))}
        </fieldset>
        {locationType === 'physical' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Venue" error={err('venue')}>
              <Input {...form.register('venue')} />
            </FormField>
            <FormField label="Town or city" error={err('city')}>
              <Input autoComplete="address-level2" {...form.register('city')} />
            </FormField>
            <FormField label="Postcode" error={err('postcode')}>
              <Input autoComplete="postal-code" {...form.register('postcode')} />
            </FormField>
            <FormField label="Country" error={err('country')}>
              <Input autoComplete="country-name" {...form.register('country')} />
            </FormField>
            <FormField
              label="Map latitude (optional)"
              hint="Pins the venue on the map, e.g. 51.4545"
              error={err('latitude')}
            >
              <Input
                inputMode="decimal"
                {...form.register('latitude', { setValueAs: numberOrNull })}
              />
            </FormField>
            <FormField
              label="Map longitude (optional)"
              hint="e.g. -2.5879"
              error={err('longitude')}
            >
              <Input
                inputMode="decimal"
                {...form.register('longitude', { setValueAs: numberOrNull })}
              />
            </FormField>
          </div>
        ) : (
          !isExternal && (
            <FormField
              label="Online event link"
              hint="Shown only to signed-in guests."
              error={err('onlineLink')}
            >
              <Input type="url" placeholder="https://" {...form.register('onlineLink')} />
            </FormField>
          )
        )}
      </section>

      <section className={sectionClass} aria-labelledby="kind-title">
        <h2 id="kind-title" className="text-xl font-semibold text-forest-900">
          Categories and tags
        </h2>
        {catalogue.isPending ? (
          <p className="text-ink-muted">Loading categories…</p>
        ) : catalogue.isError ? (
          <p role="alert" className="text-red-700">
            Failed to load categories: {catalogue.error.message}
          </p>
        ) : (
          <>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">
                Categories (up to {MAX_EVENT_CATEGORIES})
              </legend>
              <div className="flex flex-wrap gap-2">
                {catalogue.data.categories.map((c) => (
                  <label
                    key={c.id}
                    className="flex items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm"
                  >
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={categoryIds.includes(c.id)}
                      onChange={() => toggle('categoryIds', c.id, MAX_EVENT_CATEGORIES)}
                    />
                    {c.name}
                  </label>
                ))}
              </div>
              {err('categoryIds') && (
                <p className="text-sm font-medium text-red-700">{err('categoryIds')}</p>
              )}
            </fieldset>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Tags (up to {MAX_EVENT_TAGS})</legend>
              {[...tagGroups].map(([group, groupTags]) => (
                <div key={group} className="grid gap-1.5">
                  <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                    {group}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {groupTags.map((tag) => (
                      <label
                        key={tag.id}
                        className="flex items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm"
                      >
                        <input
                          type="checkbox"
                          className={checkboxClass}
                          checked={tagIds.includes(tag.id)}
                          onChange={() => toggle('tagIds', tag.id, MAX_EVENT_TAGS)}
                        />
                        {tag.name}
                      </label>
                    ))}
                  </div>
                </div>
              ))}
            </fieldset>
          </>
        )}
      </section>

      <section className={sectionClass} aria-labelledby="image-title">
        <h2 id="image-title" className="text-xl font-semibold text-forest-900">
          Image
        </h2>
        <EventImageField
          value={image}
          serverError={err('imageUrl')}
          onChange={(next) => {
            form.clearErrors('imageUrl');
            form.setValue('imageUrl', next.imageUrl, { shouldDirty: true });
            form.setValue('originalImageUrl', next.originalImageUrl, { shouldDirty: true });
          }}
        />
      </section>

      <section className={sectionClass} aria-labelledby="tickets-title">
        <h2 id="tickets-title" className="text-xl font-semibold text-forest-900">
          Tickets
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Price in pounds (£)"
            hint="0 means the event is free."
            error={err('price')}
          >
            <Input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...form.register('price', {
                setValueAs: (v) => (v === '' ? Number.NaN : Number(v)),
              })}
            />
          </FormField>
          {!isExternal && (
            <FormField
              label="Capacity (optional)"
              hint="The most guests you can welcome."
              error={err('capacity')}
            >
              <Input
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                {...form.register('capacity', { setValueAs: numberOrNull })}
              />
            </FormField>
          )}
        </div>
      </section>

      <div className="sticky bottom-16 z-10 flex flex-wrap justify-end gap-2 rounded-2xl border border-stone-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4">
        <Button variant="ghost" onClick={() => void navigate(-1)}>
          Cancel
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void submit(false)()}>
          {event && !event.isDraft ? 'Save and unpublish' : 'Save draft'}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : publishLabel}
        </Button>
      </div>
      <PastDateDialog
        startDate={pastPublish?.startDate ?? null}
        goAheadLabel={event && !event.isDraft ? 'Save anyway' : 'Publish anyway'}
        onGoAhead={() => pastPublish && void send(pastPublish, true)}
        onChangeDate={() => form.setFocus('startDate')}
        onClose={() => setPastPublish(null)}
      />
    </form>
  );
}
