import { get, type FieldError, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type {
  EventDefaults,
  EventDetail,
  EventInput,
  ParsedEventInput,
} from '@shared/events/event-schemas';

/** The event form, as its sections take it. */
export type EventFormApi = UseFormReturn<EventInput, unknown, ParsedEventInput>;

export const numberOrNull = (v: unknown) =>
  v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

/** The message of a field's error, nested fields included. */
export function fieldError(form: EventFormApi, name: FieldPath<EventInput>) {
  return (get(form.formState.errors, name) as FieldError | undefined)?.message;
}

/**
 * The form's starting values: the event's own, or for a new one, empty fields with what to
 * expect taken from the host's defaults for new events (issue 25), when they have any.
 */
export function toFormValues(
  event: EventDetail | undefined,
  isExternal: boolean,
  hostDefaults?: EventDefaults,
): EventInput {
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
      factIds: hostDefaults?.factIds ?? [],
      whatToBring: hostDefaults?.whatToBring ?? '',
      accessNotes: hostDefaults?.accessNotes ?? '',
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
    factIds: event.whatToExpect.facts.map((fact) => fact.id),
    whatToBring: event.whatToExpect.whatToBring,
    accessNotes: event.whatToExpect.accessNotes,
    imageUrl: event.imageUrl.startsWith('/uploads/') ? event.imageUrl : null,
    originalImageUrl: event.originalImageUrl,
    price: event.price,
    capacity: event.capacity,
  };
}
