/**
 * What to expect at an event (issue 25): facts a host picks from a catalogue super admins keep,
 * each of a kind, with an icon that is always shown beside its words. Kept free of zod so cards
 * and the event page can use them without loading the schemas.
 */

/** The kinds, in the order the event page shows them. */
export const FACT_KIND_LABELS = {
  access: 'Access',
  atmosphere: 'Atmosphere',
  audience: 'Who it is for',
  intensity: 'Intensity',
} as const;
export type FactKind = keyof typeof FACT_KIND_LABELS;
export const FACT_KINDS = Object.keys(FACT_KIND_LABELS) as [FactKind, ...FactKind[]];

/**
 * The icons a fact may have: lucide's names (the web draws each with lucide-react). A new fact
 * takes one of these; `info` is the plain one.
 */
export const FACT_ICONS = [
  'accessibility',
  'toilet',
  'armchair',
  'ear',
  'hand',
  'type',
  'wine-off',
  'cannabis-off',
  'volume-x',
  'flower',
  'phone-off',
  'sprout',
  'venus',
  'mars',
  'rainbow',
  'id-card',
  'baby',
  'feather',
  'waves',
  'flame',
  'hand-heart',
  'users',
  'leaf',
  'info',
] as const;
export type FactIcon = (typeof FACT_ICONS)[number];

/** An event carries at most this many facts, and one intensity. */
export const MAX_EVENT_FACTS = 20;
/** "What to bring" and the access notes: at most this many characters each. */
export const EVENT_NOTES_MAX = 500;

/** A fact as events and the catalogue show it. */
export type EventFact = { id: number; kind: FactKind; name: string; icon: FactIcon };

/**
 * The two facts a card shows: access first (it decides whether someone can come at all), then
 * who it is for, the atmosphere and the intensity; within a kind, the catalogue's order (the
 * order the facts arrive in).
 */
const CARD_PRIORITY: Record<FactKind, number> = {
  access: 0,
  audience: 1,
  atmosphere: 2,
  intensity: 3,
};
export function cardFacts<Fact extends Pick<EventFact, 'kind'>>(facts: readonly Fact[]): Fact[] {
  return facts
    .map((fact, position) => ({ fact, position }))
    .sort(
      (a, b) => CARD_PRIORITY[a.fact.kind] - CARD_PRIORITY[b.fact.kind] || a.position - b.position,
    )
    .slice(0, 2)
    .map(({ fact }) => fact);
}
