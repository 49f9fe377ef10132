import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import {
  eventInputSchema,
  type EventDetail,
  type EventInput,
  type ParsedEventInput,
} from '@shared/events/event-schemas';
import type { FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { joinNames } from '@shared/events/display-event';
import { isPastEvent } from '@shared/events/london-dates';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { FormActionsBar } from '@web/components/ui/form-actions-bar';
import { FormAlert } from '@web/components/ui/form-alert';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useUnsavedChangesPrompt } from '@web/lib/use-unsaved-changes-prompt';
import { useViewer } from '@web/lib/viewer';
import { useInviteCohost } from '../api/cohosts';
import { useSaveEvent } from '../api/event-mutations';
import { EventCategoriesSection } from './event-categories-section';
import { EventCohostsSection, HeldCohostsSection } from './event-cohosts-section';
import { EventDatesSection } from './event-dates-section';
import { EventDetailsSection } from './event-details-section';
import { toFormValues } from './event-form-values';
import { EventImageSection } from './event-image-section';
import { EventLocationSection } from './event-location-section';
import { EventTicketsSection } from './event-tickets-section';
import { PastDateDialog } from './past-date-dialog';

/** Create or edit an event, hosted on Kindred or listed from another site. */
export function EventForm({ event, isExternal }: { event?: EventDetail; isExternal: boolean }) {
  const navigate = useNavigate();
  const save = useSaveEvent();
  const form = useForm<EventInput, unknown, ParsedEventInput>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: toFormValues(event, isExternal),
  });
  const { isSubmitting, isDirty } = form.formState;
  const busy = isSubmitting || save.isPending;
  const published = event !== undefined && !event.isDraft;
  useUnsavedChangesPrompt(isDirty && !busy && !save.isSuccess);

  const viewerId = useViewer().data?.user?.id;
  // An accepted co-host edits the content; publishing stays the owner's (the server holds it).
  const isCohost = event !== undefined && viewerId !== undefined && viewerId !== event.hostId;
  // Unpublished by the Kindred team: it can be edited and saved as a draft, not published.
  const moderated = Boolean(event?.moderation);
  // On a new event, the co-hosts chosen are invited once it is saved.
  const [heldCohosts, setHeldCohosts] = useState<FacilitatorMatch[]>([]);
  const invite = useInviteCohost();
  const inviteHeld = async (eventId: string) => {
    const sent: string[] = [];
    const failed: string[] = [];
    for (const person of heldCohosts) {
      try {
        await invite.mutateAsync({ eventId, spaceId: person.spaceId });
        sent.push(person.displayName);
      } catch {
        failed.push(person.displayName);
      }
    }
    if (sent.length > 0) toast.success(`Invitation sent to ${joinNames(sent)}`);
    if (failed.length > 0)
      toast.error(
        `Could not invite ${joinNames(failed)}. You can invite them from the event's edit page.`,
      );
  };

  const send = async (values: ParsedEventInput, publish: boolean) => {
    try {
      const saved = await save.mutateAsync({ id: event?.id, event: values, publish });
      form.reset(toFormValues(saved, saved.isExternal));
      toast.success(publish ? 'Event published' : 'Draft saved');
      if (!event) await inviteHeld(saved.id);
      await navigate(
        publish ? saved.path : paths.hostDashboard.getHref(isCohost ? 'collaborations' : 'events'),
      );
    } catch (error) {
      applyServerErrors(form, error, { wrappedIn: 'event' });
      toast.error((error as Error).message || 'Something went wrong, please try again');
    }
  };

  // Publishing a past-dated event, or moving a published one into the past, asks first: it
  // would appear in no public list. Saving other changes to a past event does not ask again.
  const [pastPublish, setPastPublish] = useState<ParsedEventInput | null>(null);
  const asksBeforePublishing = (values: ParsedEventInput) =>
    isPastEvent(values) && (!published || event.startDate !== values.startDate);

  const submit = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      if (publish && asksBeforePublishing(values)) setPastPublish(values);
      else await send(values, publish);
    });

  return (
    <form
      noValidate
      onSubmit={submit(isCohost || moderated ? published : true)}
      className="grid gap-6"
    >
      <FormAlert message={save.error?.message} />
      <EventDetailsSection form={form} isExternal={isExternal} />
      <EventDatesSection form={form} />
      <EventLocationSection form={form} isExternal={isExternal} />
      <EventCategoriesSection form={form} />
      <EventImageSection form={form} />
      <EventTicketsSection form={form} isExternal={isExternal} />
      {event ? (
        <EventCohostsSection
          eventId={event.id}
          eventTitle={event.title}
          canManage={viewerId === event.hostId}
        />
      ) : (
        <HeldCohostsSection held={heldCohosts} onChange={setHeldCohosts} />
      )}
      <FormActionsBar>
        <Button variant="ghost" onClick={() => void navigate(-1)}>
          Cancel
        </Button>
        {!isCohost && !moderated && (
          <Button variant="outline" disabled={busy} onClick={() => void submit(false)()}>
            {published ? 'Save and unpublish' : 'Save draft'}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy
            ? 'Saving...'
            : moderated
              ? 'Save draft'
              : published || isCohost
                ? 'Save changes'
                : 'Publish'}
        </Button>
      </FormActionsBar>
      <PastDateDialog
        startDate={pastPublish?.startDate ?? null}
        goAheadLabel={published ? 'Save anyway' : 'Publish anyway'}
        onGoAhead={() => pastPublish && void send(pastPublish, true)}
        onChangeDate={() => form.setFocus('startDate')}
        onClose={() => setPastPublish(null)}
      />
    </form>
  );
}
