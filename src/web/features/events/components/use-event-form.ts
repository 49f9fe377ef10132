import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import {
  eventInputSchema,
  type EditScope,
  type EventDefaults,
  type EventDetail,
  type EventInput,
  type ParsedEventInput,
} from '@shared/events/event-schemas';
import type { FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { joinNames } from '@shared/events/display-event';
import { isPastEvent } from '@shared/events/london-dates';
import { ApiError } from '@web/lib/api-client';
import { paths } from '@web/config/paths';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useUnsavedChangesPrompt } from '@web/lib/use-unsaved-changes-prompt';
import { useViewer } from '@web/lib/viewer';
import { useInviteCohost } from '../api/cohosts';
import { useMakeRepeat, useSaveEvent } from '../api/event-mutations';
import { ticketingQuery, useSaveTicketing } from '../api/ticketing';
import { toFormValues } from './event-form-values';
import { useSeriesDraft } from './series/use-series-draft';
import { useEditScope } from './series/use-edit-scope';
import {
  draftErrorsFromServer,
  fromPricePounds,
  fromTicketingDraft,
  newTicketingDraft,
  toTicketingDraft,
  type DraftErrors,
  type TicketingDraft,
} from './ticketing-draft';

/**
 * A hosted event's tickets in the form: loaded with the event when editing, one free place for
 * a new one. Saved right after the event itself, with the same Save.
 */
function useTicketingDraft(event: EventDetail | undefined, isExternal: boolean) {
  const loaded = useQuery({
    ...ticketingQuery(event?.id ?? ''),
    enabled: event !== undefined && !isExternal,
    staleTime: Infinity,
  });
  const [edited, setEdited] = useState<TicketingDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const draft = edited ?? (event ? (loaded.data ? toTicketingDraft(loaded.data) : null) : null);
  const tickets = {
    draft: isExternal ? null : event ? draft : (edited ?? newTicketingDraft()),
    feePerTicketPence: loaded.data?.feePerTicketPence ?? 100,
    failed: loaded.isError,
    dirty: edited !== null,
    errors,
    edit: setEdited,
    saved: () => setEdited(null),
    setErrors,
  };
  return {
    ...tickets,
    /** The tickets as the API takes them, or null after showing what is wrong with them. */
    checked: () => {
      if (isExternal) return undefined;
      if (!tickets.draft) {
        toast.error('The tickets have not loaded yet. Please wait a moment and save again.');
        return null;
      }
      const result = fromTicketingDraft(tickets.draft);
      if ('errors' in result) {
        setErrors(result.errors);
        toast.error('Please check the tickets');
        return null;
      }
      setErrors({});
      return result.input;
    },
  };
}

/** On a new event, the co-hosts chosen are invited once it is saved; each told how it went. */
function useHeldCohosts() {
  const [held, setHeld] = useState<FacilitatorMatch[]>([]);
  const invite = useInviteCohost();
  const inviteHeld = async (eventId: string) => {
    const sent: string[] = [];
    const failed: string[] = [];
    for (const person of held) {
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
  return { held, setHeld, inviteHeld };
}

/**
 * Creating or editing an event: its fields, its tickets, the co-hosts to invite, who may publish,
 * and the save (event, then tickets, then invitations), asking first before publishing it into
 * the past. A new event starts from `hostDefaults`, the host's defaults for new events.
 */
export function useEventForm(
  event: EventDetail | undefined,
  isExternal: boolean,
  hostDefaults?: EventDefaults,
) {
  const navigate = useNavigate();
  const save = useSaveEvent();
  const form = useForm<EventInput, unknown, ParsedEventInput>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: toFormValues(event, isExternal, hostDefaults),
  });
  const { isSubmitting, isDirty } = form.formState;
  const busy = isSubmitting || save.isPending;
  const published = event !== undefined && !event.isDraft;
  const tickets = useTicketingDraft(event, isExternal);
  const saveTicketing = useSaveTicketing();
  useUnsavedChangesPrompt((isDirty || tickets.dirty) && !busy && !save.isSuccess);
  const viewerId = useViewer().data?.user?.id;
  // An accepted co-host edits the content; publishing stays the owner's (the server holds it).
  const isCohost = event !== undefined && viewerId !== undefined && viewerId !== event.hostId;
  const cohosts = useHeldCohosts();
  const series = useSeriesDraft(event, form.watch('startDate'));

  /** The tickets after the event; false when they failed (said, and the event's page opened). */
  const sendTickets = async (saved: EventDetail, ticketing: ReturnType<typeof tickets.checked>) => {
    if (!ticketing) return true;
    try {
      await saveTicketing.mutateAsync({ eventId: saved.id, input: ticketing });
      tickets.saved();
      return true;
    } catch (error) {
      if (error instanceof ApiError) tickets.setErrors(draftErrorsFromServer(error.fieldErrors));
      toast.error(`The event was saved, but not its tickets: ${(error as Error).message}`);
      if (!event) await navigate(paths.editHostedEvent.getHref(saved.id));
      return false;
    }
  };

  /** A one-off event's chosen repeat, after the event; false when it failed (said). */
  const makeRepeat = useMakeRepeat();
  const sendRepeat = async (saved: EventDetail) => {
    const rule = series.series ? null : series.check.rule;
    if (!rule) return true;
    try {
      await makeRepeat.mutateAsync({ id: saved.id, rule });
      return true;
    } catch (error) {
      toast.error(`The event was saved, but it does not repeat yet: ${(error as Error).message}`);
      if (!event) await navigate(paths.editHostedEvent.getHref(saved.id));
      return false;
    }
  };

  const send = async (values: ParsedEventInput, publish: boolean, scope: EditScope) => {
    if (series.hasProblems) {
      toast.error('Please check how the event repeats');
      return;
    }
    const ticketing = tickets.checked();
    if (ticketing === null) return;
    try {
      // Cards show the event's price: the least a guest can pay for one of its places.
      const withPrice = ticketing
        ? { ...values, price: fromPricePounds(ticketing), capacity: ticketing.capacity }
        : values;
      const saved = await save.mutateAsync({ id: event?.id, event: withPrice, publish, scope });
      form.reset(toFormValues(saved, saved.isExternal));
      if (!(await sendTickets(saved, ticketing))) return;
      // The repeat last, so every date is made with the tickets just saved.
      if (!(await sendRepeat(saved))) return;
      // An event published already is saved, not published again.
      toast.success(!publish ? 'Draft saved' : published ? 'Changes saved' : 'Event published');
      if (!event) await cohosts.inviteHeld(saved.id);
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
  const [pastScope, setPastScope] = useState<EditScope>('this');
  const asksBeforePublishing = (values: ParsedEventInput) =>
    isPastEvent(values) && (!published || event.startDate !== values.startDate);
  // A date of a series asks first which of its dates the save changes.
  const scope = useEditScope(event);
  const proceed = async (values: ParsedEventInput, publish: boolean, chosen: EditScope) => {
    if (publish && asksBeforePublishing(values)) {
      setPastScope(chosen);
      setPastPublish(values);
    } else await send(values, publish, chosen);
  };

  return {
    form,
    busy,
    published,
    isCohost,
    canManageCohosts: event !== undefined && viewerId === event.hostId,
    // Unpublished by the Kindred team: it can be edited and saved as a draft, not published.
    moderated: Boolean(event?.moderation),
    saveError: save.error?.message,
    tickets,
    cohosts,
    series,
    submit: (publish: boolean) =>
      form.handleSubmit(async (values) => {
        if (scope.asks) scope.hold(values, publish);
        else await proceed(values, publish, 'this');
      }),
    scope,
    chooseScope: (chosen: EditScope) => {
      const held = scope.take(chosen);
      if (held) void proceed(held.values, held.publish, held.scope);
    },
    pastPublish,
    publishPast: () => pastPublish && void send(pastPublish, true, pastScope),
    closePastPublish: () => setPastPublish(null),
    cancel: () => void navigate(-1),
  };
}

export type EventFormState = ReturnType<typeof useEventForm>;
