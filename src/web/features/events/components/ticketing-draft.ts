import { londonInstant } from '@shared/events/london-dates';
import { parsePounds, penceToPoundsText } from '@shared/tickets/money';
import {
  ticketingInputSchema,
  type ParsedTicketingInput,
  type RefundPolicy,
  type TicketKind,
  type Ticketing,
} from '@shared/tickets/ticket-schemas';
import { toLondonLocal } from '@web/lib/london-time';

/** One ticket type as the form holds it: text as typed, turned into pence only when saved. */
export type TicketDraft = {
  /** The form's own key for the row (an existing type's id, or a new random one). */
  key: string;
  id?: string;
  name: string;
  description: string;
  kind: TicketKind;
  price: string;
  min: string;
  max: string;
  quantity: string;
  perOrderLimit: string;
  hidden: boolean;
  /** London wall-clock "yyyy-MM-ddTHH:mm", as a datetime-local input takes it; '' for none. */
  salesStart: string;
  salesEnd: string;
  /** Places of it already booked (0 for a new one). */
  taken: number;
};

export type TicketingDraft = {
  capacity: string;
  feeMode: 'guest' | 'host';
  refundPolicy: RefundPolicy;
  refundDays: string;
  paymentInstructions: string;
  /** Whether booked guests get a reminder 24 hours before (issue 23); on unless switched off. */
  reminders: boolean;
  types: TicketDraft[];
};

/** Problems by field: "capacity", or "ticketTypes.0.price" and the like. */
export type DraftErrors = Record<string, string>;

/**
 * A London datetime-local value as an instant; null for '' or nonsense. (The other way,
 * `toLondonLocal`, is a London-time format of `lib/london-time.ts`.)
 */
export function fromLondonLocal(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local);
  if (!match) return null;
  const instant = londonInstant(match[1]!, match[2]!);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

let counter = 0;
const newKey = () => `new-${Date.now().toString(36)}-${(counter += 1)}`;

export function newTicketDraft(name = ''): TicketDraft {
  return {
    key: newKey(),
    name,
    description: '',
    kind: 'fixed',
    price: '0',
    min: '',
    max: '',
    quantity: '',
    perOrderLimit: '10',
    hidden: false,
    salesStart: '',
    salesEnd: '',
    taken: 0,
  };
}

/** A new event's tickets: one free place, as most gatherings begin. */
export function newTicketingDraft(): TicketingDraft {
  return {
    capacity: '',
    feeMode: 'guest',
    refundPolicy: 'until_days_before',
    refundDays: '7',
    paymentInstructions: '',
    reminders: true,
    types: [newTicketDraft('General admission')],
  };
}

export function toTicketingDraft(saved: Ticketing): TicketingDraft {
  return {
    capacity: saved.capacity === null ? '' : String(saved.capacity),
    feeMode: saved.feeMode,
    refundPolicy: saved.refundPolicy,
    refundDays: String(saved.refundDays),
    paymentInstructions: saved.paymentInstructions,
    reminders: saved.reminders,
    types: saved.ticketTypes.map((type) => ({
      key: type.id,
      id: type.id,
      name: type.name,
      description: type.description,
      kind: type.kind,
      price: penceToPoundsText(type.pricePence),
      min: type.minPence === null ? '' : penceToPoundsText(type.minPence),
      max: type.maxPence === null ? '' : penceToPoundsText(type.maxPence),
      quantity: type.quantity === null ? '' : String(type.quantity),
      perOrderLimit: String(type.perOrderLimit),
      hidden: type.hidden,
      salesStart: toLondonLocal(type.salesStart),
      salesEnd: toLondonLocal(type.salesEnd),
      taken: type.taken,
    })),
  };
}

const WHOLE = /^\d{1,6}$/;
/** Draft field names by the input schema's, for putting its messages by the right field. */
const FIELD_OF: Record<string, keyof TicketDraft> = {
  pricePence: 'price',
  minPence: 'min',
  maxPence: 'max',
  quantity: 'quantity',
  perOrderLimit: 'perOrderLimit',
  salesStart: 'salesStart',
  salesEnd: 'salesEnd',
  name: 'name',
  description: 'description',
};

/**
 * The draft as the API takes it, or what is wrong with it, by field: amounts are read as pounds
 * and pence without rounding, counts as whole numbers, dates as London time; then the same
 * schema the server runs checks the rest.
 */
export function fromTicketingDraft(
  draft: TicketingDraft,
): { input: ParsedTicketingInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const count = (text: string, field: string, what: string): number | null => {
    if (text.trim() === '') return null;
    if (!WHOLE.test(text.trim())) {
      errors[field] = `${what} must be a whole number`;
      return null;
    }
    return Number(text.trim());
  };
  const pence = (text: string, field: string, what: string): number => {
    const value = parsePounds(text);
    if (value === null) errors[field] = `Enter ${what} in pounds, like 12.50`;
    return value ?? 0;
  };
  const candidate = {
    capacity: count(draft.capacity, 'capacity', 'Capacity'),
    feeMode: draft.feeMode,
    refundPolicy: draft.refundPolicy,
    refundDays: count(draft.refundDays, 'refundDays', 'Days') ?? 0,
    paymentInstructions: draft.paymentInstructions,
    reminders: draft.reminders,
    ticketTypes: draft.types.map((type, i) => {
      const at = (field: string) => `ticketTypes.${i}.${field}`;
      const sliding = type.kind === 'sliding';
      const salesStart = type.salesStart ? fromLondonLocal(type.salesStart) : null;
      const salesEnd = type.salesEnd ? fromLondonLocal(type.salesEnd) : null;
      if (type.salesStart && !salesStart)
        errors[at('salesStart')] = 'Please choose a date and time';
      if (type.salesEnd && !salesEnd) errors[at('salesEnd')] = 'Please choose a date and time';
      return {
        ...(type.id ? { id: type.id } : {}),
        name: type.name,
        description: type.description,
        kind: type.kind,
        pricePence: pence(type.price, at('price'), sliding ? 'the suggested amount' : 'the price'),
        minPence: sliding ? pence(type.min, at('min'), 'the minimum') : null,
        maxPence: sliding ? pence(type.max, at('max'), 'the maximum') : null,
        quantity: count(type.quantity, at('quantity'), 'Quantity'),
        perOrderLimit: count(type.perOrderLimit, at('perOrderLimit'), 'The limit') ?? 10,
        hidden: type.hidden,
        salesStart,
        salesEnd,
      };
    }),
  };
  const parsed = ticketingInputSchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      const key =
        head === 'ticketTypes' && typeof index === 'number' && typeof field === 'string'
          ? `ticketTypes.${index}.${FIELD_OF[field] ?? field}`
          : String(issue.path.join('.') || 'ticketTypes');
      errors[key] ??= issue.message;
    }
  draft.types.forEach((type, i) => {
    const quantity = candidate.ticketTypes[i]!.quantity;
    if (quantity !== null && quantity < type.taken)
      errors[`ticketTypes.${i}.quantity`] ??=
        `${type.taken} of these are already booked, so there must be at least ${type.taken}`;
  });
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}

/** The server's field errors ("ticketTypes.0.quantity") in the draft's names. */
export function draftErrorsFromServer(fieldErrors: Record<string, string[]>): DraftErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, messages]) => {
      const [head, index, field] = path.split('.');
      const key =
        head === 'ticketTypes' && index !== undefined && field
          ? `ticketTypes.${index}.${FIELD_OF[field] ?? field}`
          : path;
      return [key, messages[0] ?? ''];
    }),
  );
}

/** What cards show as the event's price, in pounds: the least a guest can pay for a place. */
export function fromPricePounds(input: ParsedTicketingInput): number {
  const places = input.ticketTypes.filter((t) => !t.hidden && t.kind !== 'pay_it_forward');
  const prices = (places.length > 0 ? places : input.ticketTypes).map((t) =>
    t.kind === 'sliding' ? (t.minPence ?? t.pricePence) : t.pricePence,
  );
  return Math.min(...prices) / 100;
}
