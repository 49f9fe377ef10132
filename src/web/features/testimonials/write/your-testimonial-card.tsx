import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  type OwnTestimonial,
  type TestimonialRefusal,
  type TestimonialState,
} from '@shared/testimonials/testimonial-schemas';
import { toast } from '@web/lib/toast';
import { WordsForm } from '../components/words-form';
import {
  testimonialStateQuery,
  useDeleteTestimonial,
  useEditTestimonial,
  useWriteTestimonial,
} from './testimonial-state-api';
import { writableUntilHint } from './writable-until';
import { WrittenTestimonial } from './written-testimonial';

/** Not a guest of this event (or not yet one who may write): the card is not theirs to see. */
const NOT_A_GUEST: readonly (TestimonialRefusal | null)[] = [
  'notGuest',
  'notYet',
  'host',
  'cohost',
];

/**
 * "Your testimonial" on an event's page, for a signed-in person (the app's route draws it for
 * them alone, from a chunk of its own): a guest writes one about the event's facilitator while
 * the event takes them, then sees it as written, edits or deletes it, and reads why the Kindred
 * team hid it if they did. Anyone who is not a guest, or not yet, sees nothing; nor does the
 * card show while the state is read or when it cannot be.
 */
export function YourTestimonialCard({ eventId }: { eventId: string }) {
  const { data: state } = useQuery(testimonialStateQuery(eventId));
  if (!state || NOT_A_GUEST.includes(state.refusal)) return null;
  if (!state.testimonial && !state.canWrite) return null;
  return <YourTestimonialCardBody eventId={eventId} state={state} />;
}

function YourTestimonialCardBody({ eventId, state }: { eventId: string; state: TestimonialState }) {
  const id = useId();
  // One heading whatever the card shows: after each change the focus goes to it, since the
  // button pressed has left with the view it was in.
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  const { facilitator, testimonial } = state;
  const hint = [
    state.writableUntil && writableUntilHint(state.writableUntil),
    `Plain text, shown on ${facilitator.name}’s space.`,
  ]
    .filter(Boolean)
    .join('. ');
  const done = (message: string) => {
    toast.success(message);
    setEditing(false);
    heading.current?.focus();
  };

  return (
    // The booking card's look, beside which it stands.
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold break-words text-forest-900"
      >
        {testimonial ? 'Your testimonial' : `How was it? Tell others about ${facilitator.name}`}
      </h2>
      {testimonial ? (
        <OwnTestimonialView
          eventId={eventId}
          testimonial={testimonial}
          state={state}
          editing={editing}
          setEditing={(on) => {
            setEditing(on);
            if (!on) heading.current?.focus();
          }}
          hint={hint}
          done={done}
        />
      ) : (
        <NewTestimonial
          eventId={eventId}
          facilitatorName={facilitator.name}
          hint={hint}
          done={done}
        />
      )}
    </section>
  );
}

function NewTestimonial({
  eventId,
  facilitatorName,
  hint,
  done,
}: {
  eventId: string;
  facilitatorName: string;
  hint: string;
  done: (message: string) => void;
}) {
  const write = useWriteTestimonial(eventId);
  return (
    <WordsForm
      kind="testimonial"
      hint={hint}
      submitLabel="Submit"
      autoFocus={false}
      onSubmit={async (body) => {
        await write.mutateAsync(body);
        done(`Thank you: your testimonial is on ${facilitatorName}’s space.`);
      }}
    />
  );
}

function OwnTestimonialView({
  eventId,
  testimonial,
  state: { facilitator },
  editing,
  setEditing,
  hint,
  done,
}: {
  eventId: string;
  testimonial: OwnTestimonial;
  state: TestimonialState;
  editing: boolean;
  setEditing: (on: boolean) => void;
  hint: string;
  done: (message: string) => void;
}) {
  const edit = useEditTestimonial(eventId, testimonial.id);
  const remove = useDeleteTestimonial(eventId, testimonial.id);
  // Its writer may change it whenever they like (the API says `written` once there is one),
  // unless the Kindred team hid it: then it can only go.
  const editable = !testimonial.hidden;

  if (editing && editable)
    return (
      <WordsForm
        kind="testimonial"
        initial={testimonial.body}
        hint={hint}
        submitLabel="Save changes"
        autoFocus
        onSubmit={async (body) => {
          await edit.mutateAsync(body);
          done('Your testimonial is saved.');
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <WrittenTestimonial
      testimonial={testimonial}
      facilitator={facilitator}
      onEdit={editable ? () => setEditing(true) : undefined}
      onDelete={() =>
        void remove.mutateAsync().then(
          () => done('Your testimonial is deleted.'),
          (error: Error) => toast.error(error.message),
        )
      }
    />
  );
}
