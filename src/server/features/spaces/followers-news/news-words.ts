import { eventPath } from '../../../../shared/events/event-slug';
import { repeatLabel, seriesDateLabel } from '../../../../shared/series/series-summary';
import type { SeriesRule } from '../../../../shared/series/series-rules';

/** What the news of a published event says of it, in the notification and the digest alike. */
export type PublishedThing = {
  eventId: string;
  title: string;
  hostName: string;
  startDate: string;
  startTime: string;
  rule: SeriesRule | null;
};

/** "Thu 4 Jun 2099 at 19:00", or for a series "Every Thursday, from Thu 4 Jun 2099 at 19:00". */
export function whenWords(thing: PublishedThing): string {
  const first = `${seriesDateLabel(thing.startDate)} at ${thing.startTime}`;
  return thing.rule ? `${repeatLabel(thing.rule.repeat)}, from ${first}` : first;
}

/** The notification's message: "Maya Rivers published Sound Bath: Thu 4 Jun 2099 at 19:00." */
export function publishedMessage(thing: PublishedThing): string {
  return `${thing.hostName} published ${thing.title}: ${whenWords(thing)}.`;
}

/** Where the news points: the event's page (a series' date lists the next dates). */
export const pathOf = (thing: PublishedThing) =>
  eventPath({ id: thing.eventId, title: thing.title });
