import { Plus, Trash2 } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { formatPence } from '@shared/tickets/money';
import {
  REFUND_POLICY_LABELS,
  TICKET_KIND_LABELS,
  type RefundPolicy,
  type TicketKind,
} from '@shared/tickets/ticket-schemas';
import { Button } from '@web/components/ui/button';
import { GuestRemindersField } from './event-tickets-section';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { choiceClass, Input, Label, selectClass, Textarea } from '@web/components/ui/input';
import {
  newTicketDraft,
  type DraftErrors,
  type TicketDraft,
  type TicketingDraft,
} from './ticketing-draft';

/** A select with its label (and hint), wired for screen readers like FormField. */
function SelectField({
  label,
  hint,
  value,
  onChange,
  children,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={selectClass}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The event form's tickets: the event's capacity, each kind of ticket (fixed price, sliding
 * scale, pay it forward) with its quantity and sales dates, who pays the platform fee, the
 * refund policy and how paid tickets are paid. Amounts are typed in pounds.
 */
export function TicketTypesEditor({
  draft,
  errors,
  feePerTicketPence,
  onChange,
}: {
  draft: TicketingDraft;
  errors: DraftErrors;
  feePerTicketPence: number;
  onChange: (draft: TicketingDraft) => void;
}) {
  const setType = (index: number, change: Partial<TicketDraft>) =>
    onChange({
      ...draft,
      types: draft.types.map((type, i) => (i === index ? { ...type, ...change } : type)),
    });
  const fee = formatPence(feePerTicketPence);

  return (
    <FormSection title="Tickets">
      <FormField
        label="Capacity (optional)"
        hint="The most guests across all tickets. Leave empty for no overall limit."
        error={errors.capacity}
      >
        <Input
          inputMode="numeric"
          className="max-w-40"
          value={draft.capacity}
          onChange={(e) => onChange({ ...draft, capacity: e.target.value })}
        />
      </FormField>

      <ol className="grid gap-4" aria-label="Kinds of ticket">
        {draft.types.map((type, index) => (
          <TicketTypeFields
            key={type.key}
            type={type}
            index={index}
            count={draft.types.length}
            errors={errors}
            onChange={(change) => setType(index, change)}
            onRemove={() =>
              onChange({ ...draft, types: draft.types.filter((_, i) => i !== index) })
            }
          />
        ))}
      </ol>
      {errors.ticketTypes && (
        <p className="text-sm font-medium text-red-700">{errors.ticketTypes}</p>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => onChange({ ...draft, types: [...draft.types, newTicketDraft()] })}
      >
        <Plus aria-hidden="true" />
        Add a kind of ticket
      </Button>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">The {fee} platform fee on paid tickets</legend>
        {(
          [
            ['guest', `Guests pay it on top of the price`],
            ['host', `I absorb it: it comes out of the price`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="fee-mode"
              className={choiceClass}
              checked={draft.feeMode === value}
              onChange={() => onChange({ ...draft, feeMode: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Refund policy"
          value={draft.refundPolicy}
          onChange={(value) => onChange({ ...draft, refundPolicy: value as RefundPolicy })}
        >
          {Object.entries(REFUND_POLICY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {draft.refundPolicy === 'until_days_before' && (
          <FormField label="Days before the event" error={errors.refundDays}>
            <Input
              inputMode="numeric"
              value={draft.refundDays}
              onChange={(e) => onChange({ ...draft, refundDays: e.target.value })}
            />
          </FormField>
        )}
      </div>
      <FormField
        label="How guests pay for paid tickets (optional)"
        hint="Shown to guests when Kindred does not take card payments: bank details, or pay at the door."
        error={errors.paymentInstructions}
      >
        <Textarea
          value={draft.paymentInstructions}
          onChange={(e) => onChange({ ...draft, paymentInstructions: e.target.value })}
        />
      </FormField>
      <GuestRemindersField
        checked={draft.reminders}
        onChange={(reminders) => onChange({ ...draft, reminders })}
      />
    </FormSection>
  );
}

/** The ticket's text fields, typed as text and checked on saving. */
type TextField = keyof Pick<
  TicketDraft,
  | 'name'
  | 'description'
  | 'price'
  | 'min'
  | 'max'
  | 'quantity'
  | 'perOrderLimit'
  | 'salesStart'
  | 'salesEnd'
>;

/** One of a ticket's text fields, with its label, hint and what is wrong with it. */
function DraftInput({
  label,
  hint,
  field,
  draft,
  errors,
  index,
  onChange,
  ...inputProps
}: {
  label: string;
  hint?: string;
  field: TextField;
  draft: TicketDraft;
  errors: DraftErrors;
  index: number;
  onChange: (change: Partial<TicketDraft>) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'type'>) {
  return (
    <FormField label={label} hint={hint} error={errors[`ticketTypes.${index}.${field}`]}>
      <Input
        {...inputProps}
        value={draft[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    </FormField>
  );
}

function TicketTypeFields({
  type,
  index,
  count,
  errors,
  onChange,
  onRemove,
}: {
  type: TicketDraft;
  index: number;
  count: number;
  errors: DraftErrors;
  onChange: (change: Partial<TicketDraft>) => void;
  onRemove: () => void;
}) {
  const input = { draft: type, errors, index, onChange };
  const sliding = type.kind === 'sliding';
  const title = type.name.trim() || `Ticket ${index + 1}`;
  return (
    <li className="grid gap-4 rounded-2xl border border-stone-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        {count > 1 && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove <span className="sr-only">{title}</span>
          </Button>
        )}
      </div>
      {type.taken > 0 && (
        <p className="text-sm text-ink-muted">
          {type.taken} booked. Removing this ticket takes it off sale; its bookings stay.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DraftInput label="Ticket name" field="name" {...input} />
        <SelectField
          label="Kind"
          value={type.kind}
          onChange={(value) => onChange({ kind: value as TicketKind })}
        >
          {Object.entries(TICKET_KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      {type.kind !== 'fixed' && (
        <p className="text-sm text-ink-muted">
          {sliding
            ? 'Guests choose what to pay between your minimum and maximum, no questions asked.'
            : 'A guest pays for a place that is given free to someone who asks for one.'}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {sliding && <DraftInput label="Minimum (£)" field="min" inputMode="decimal" {...input} />}
        <DraftInput
          label={sliding ? 'Suggested (£)' : 'Price (£)'}
          hint={sliding ? undefined : '0 for a free place.'}
          field="price"
          inputMode="decimal"
          {...input}
        />
        {sliding && <DraftInput label="Maximum (£)" field="max" inputMode="decimal" {...input} />}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DraftInput
          label="Quantity (optional)"
          hint="Places of this ticket. Empty: only the capacity limits it."
          field="quantity"
          inputMode="numeric"
          {...input}
        />
        <DraftInput label="Most per order" field="perOrderLimit" inputMode="numeric" {...input} />
        <DraftInput
          label="Sales start (optional, London time)"
          field="salesStart"
          type="datetime-local"
          {...input}
        />
        <DraftInput
          label="Sales end (optional, London time)"
          field="salesEnd"
          type="datetime-local"
          {...input}
        />
      </div>
      <DraftInput label="Ticket description (optional)" field="description" {...input} />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className={choiceClass}
          checked={type.hidden}
          onChange={(e) => onChange({ hidden: e.target.checked })}
        />
        Hidden: not shown or sold on the event page
      </label>
    </li>
  );
}
