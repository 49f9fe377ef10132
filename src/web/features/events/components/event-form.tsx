import { useQuery } from '@tanstack/react-query';
import type { EventDefaults, EventDetail } from '@shared/events/event-schemas';
import { Button } from '@web/components/ui/button';
import { LoadingSkeletons, Skeleton } from '@web/components/ui/skeleton';
import { FormActionsBar } from '@web/components/ui/form-actions-bar';
import { FormAlert } from '@web/components/ui/form-alert';
import { eventDefaultsQuery } from '../api/event-defaults';
import { EventCategoriesSection } from './event-categories-section';
import { EventCohostsSection, HeldCohostsSection } from './event-cohosts-section';
import { EventDatesSection } from './event-dates-section';
import { EventDetailsSection } from './event-details-section';
import { EventExpectSection } from './event-expect-section';
import { EventImageSection } from './event-image-section';
import { EventLocationSection } from './event-location-section';
import { EventTicketsSection } from './event-tickets-section';
import { PastDateDialog } from './past-date-dialog';
import { EditScopeDialog } from './series/edit-scope-dialog';
import { SeriesPart } from './series/series-part';
import { TicketTypesEditor } from './ticket-types-editor';
import { useEventForm, type EventFormState } from './use-event-form';

/** A listed event's link and price, or a hosted one's ticket types once they are loaded. */
function TicketsPart({ state, isExternal }: { state: EventFormState; isExternal: boolean }) {
  const { tickets } = state;
  if (isExternal) return <EventTicketsSection form={state.form} isExternal />;
  if (tickets.draft)
    return (
      <TicketTypesEditor
        draft={tickets.draft}
        errors={tickets.errors}
        feePerTicketPence={tickets.feePerTicketPence}
        onChange={tickets.edit}
      />
    );
  if (tickets.failed)
    return <FormAlert message="The tickets could not be loaded. Please refresh the page." />;
  return (
    <LoadingSkeletons label="Loading tickets">
      <Skeleton corners="3xl" className="h-40 w-full" />
    </LoadingSkeletons>
  );
}

/** Cancel, Save draft (the owner's, unless moderated) and the main button, named for what it does. */
function EventFormActions({ state }: { state: EventFormState }) {
  const { busy, published, moderated, isCohost } = state;
  return (
    <FormActionsBar>
      <Button variant="ghost" onClick={state.cancel}>
        Cancel
      </Button>
      {!isCohost && !moderated && (
        <Button variant="outline" disabled={busy} onClick={() => void state.submit(false)()}>
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
  );
}

/**
 * Create or edit an event, hosted on Kindred or listed from another site. A new event starts
 * from the host's defaults for new events (issue 25): the form waits for them, and starts empty
 * when there are none or they could not be loaded.
 */
export function EventForm({ event, isExternal }: { event?: EventDetail; isExternal: boolean }) {
  const defaults = useQuery({ ...eventDefaultsQuery, enabled: !event, retry: false });
  if (!event && defaults.isPending)
    return (
      <LoadingSkeletons label="Loading the form" className="grid gap-6">
        <Skeleton corners="3xl" className="h-72 w-full" />
        <Skeleton corners="3xl" className="h-40 w-full" />
      </LoadingSkeletons>
    );
  return <EventFormFields event={event} isExternal={isExternal} hostDefaults={defaults.data} />;
}

/** The form itself, its starting values settled. */
function EventFormFields({
  event,
  isExternal,
  hostDefaults,
}: {
  event?: EventDetail;
  isExternal: boolean;
  hostDefaults?: EventDefaults;
}) {
  const state = useEventForm(event, isExternal, hostDefaults);
  const { form, published } = state;
  return (
    <form
      noValidate
      onSubmit={state.submit(state.isCohost || state.moderated ? published : true)}
      className="grid gap-6"
    >
      <FormAlert message={state.saveError} />
      <EventDetailsSection form={form} isExternal={isExternal} />
      <EventDatesSection form={form} />
      <SeriesPart
        state={state.series}
        startDate={form.watch('startDate')}
        startTime={form.watch('startTime')}
        mayStart={!state.isCohost && !state.moderated}
      />
      <EventLocationSection form={form} isExternal={isExternal} />
      <EventCategoriesSection form={form} />
      <EventExpectSection form={form} />
      <EventImageSection form={form} />
      <TicketsPart state={state} isExternal={isExternal} />
      {event ? (
        <EventCohostsSection
          eventId={event.id}
          eventTitle={event.title}
          canManage={state.canManageCohosts}
        />
      ) : (
        <HeldCohostsSection held={state.cohosts.held} onChange={state.cohosts.setHeld} />
      )}
      <EventFormActions state={state} />
      <EditScopeDialog
        open={state.scope.open}
        started={state.scope.started}
        moved={state.scope.moved}
        onChoose={state.chooseScope}
        onClose={state.scope.close}
      />
      <PastDateDialog
        startDate={state.pastPublish?.startDate ?? null}
        goAheadLabel={published ? 'Save anyway' : 'Publish anyway'}
        onGoAhead={state.publishPast}
        onChangeDate={() => form.setFocus('startDate')}
        onClose={state.closePastPublish}
      />
    </form>
  );
}
