import { BadgeCheck } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { Testimonial } from '@shared/testimonials/testimonial-schemas';
import { ReportLink } from '@web/components/report/report-link';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { lazyPart, preloadLazyParts } from '@web/lib/lazy-part';
import { toast } from '@web/lib/toast';
import {
  useDeleteOwnTestimonial,
  useEditOwnTestimonial,
  useReplyToTestimonial,
} from '../api/testimonial-changes';
import { londonLongDay } from '@web/lib/london-time';

const WordsForm = lazyPart('testimonial-words-form', () =>
  import('./words-form').then((module) => module.WordsForm),
);
const loadForm = () => preloadLazyParts(['testimonial-words-form']);

const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md px-1 text-sm font-medium text-forest-800 underline underline-offset-2 hover:text-forest-900';

type Editing = 'reply' | 'edit' | null;

/** A button that opens the card's form (reply, edit): the form's code loads as it is neared. */
function FormOpener({
  ref,
  onClick,
  children,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={actionClass}
      onPointerEnter={loadForm}
      onFocus={loadForm}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * One testimonial as the space shows it: the guest's words as plain text (their line breaks
 * kept), who wrote them, for which event and when, and the facilitator's reply under them; and
 * what the person looking may do with it (reply, edit or delete their own, report).
 */
export function TestimonialCard({
  testimonial,
  facilitatorName,
  onDeleted,
}: {
  testimonial: Testimonial;
  facilitatorName: string;
  /** It is gone from the list: the focus goes somewhere that stays. */
  onDeleted: () => void;
}) {
  const { id, authorFirstName, event, body, createdAt, editedAt, reply } = testimonial;
  const [editing, setEditing] = useState<Editing>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const replyBlock = useRef<HTMLDivElement>(null);
  // Where the focus goes once the form has closed and the card is drawn again.
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);
  // (A reply is drawn once the list has its answer, which may be a render after the form closed.)
  useEffect(() => {
    const target = focusNext.current?.current;
    if (editing || !target) return;
    target.focus();
    focusNext.current = null;
  });

  const sendReply = useReplyToTestimonial();
  const edit = useEditOwnTestimonial();
  const remove = useDeleteOwnTestimonial();
  const whose = `${authorFirstName}’s testimonial`;

  const close = (focus: RefObject<HTMLElement | null>) => {
    focusNext.current = focus;
    setEditing(null);
  };

  const { canReply, isOwn, canReport } = testimonial;
  const actions = (canReply || isOwn || canReport) && (
    <div className="-mx-1 flex flex-wrap items-center gap-x-4 gap-y-2">
      {canReply && (
        <FormOpener ref={replyButton} onClick={() => setEditing('reply')}>
          Reply<span className="sr-only"> to {whose}</span>
        </FormOpener>
      )}
      {isOwn && (
        <>
          <FormOpener ref={editButton} onClick={() => setEditing('edit')}>
            Edit<span className="sr-only"> your testimonial</span>
          </FormOpener>
          <ConfirmDialog
            trigger={
              <button type="button" className={actionClass}>
                Delete<span className="sr-only"> your testimonial</span>
              </button>
            }
            title="Delete your testimonial?"
            description={`It leaves ${facilitatorName}’s space for good, with any reply to it.`}
            confirmLabel="Delete testimonial"
            // Not `mutate`'s own callbacks: they are dropped once the card is gone from the list.
            onConfirm={() =>
              void remove.mutateAsync({ id }).then(
                () => {
                  toast.success('Your testimonial is deleted.');
                  onDeleted();
                },
                (error: Error) => toast.error(error.message),
              )
            }
          />
        </>
      )}
      {canReport && (
        <ReportLink targetType="testimonial" targetId={id} name={whose} className={actionClass} />
      )}
    </div>
  );

  return (
    <Card variant="flat" className="grid gap-4 p-4 sm:p-5">
      <figure className="grid gap-3">
        <blockquote className="leading-7 break-words whitespace-pre-line text-ink">
          {body}
        </blockquote>
        <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span className="font-semibold text-ink">{authorFirstName}</span>
          <span className="inline-flex items-center gap-1 font-medium text-forest-800">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            Verified guest
          </span>
          <Link
            to={event.path}
            className="font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900"
          >
            {event.title}
          </Link>
          <span>
            <time dateTime={createdAt}>{londonLongDay(createdAt)}</time>
            {editedAt && ' (edited)'}
          </span>
        </figcaption>
      </figure>

      {reply && (
        <div
          ref={replyBlock}
          tabIndex={-1}
          className="grid gap-1 rounded-xl bg-sage-50 p-3 sm:ml-6"
        >
          <p className="text-sm font-medium text-forest-900">Reply from {facilitatorName}</p>
          <p className="break-words whitespace-pre-line text-ink">{reply.body}</p>
        </div>
      )}

      {editing ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <WordsForm
            kind={editing === 'reply' ? 'reply' : 'testimonial'}
            initial={editing === 'edit' ? body : ''}
            onCancel={() => close(editing === 'reply' ? replyButton : editButton)}
            onSubmit={async (words) => {
              if (editing === 'reply') {
                await sendReply.mutateAsync({ id, body: words });
                toast.success('Your reply is on your space.');
                close(replyBlock);
              } else {
                await edit.mutateAsync({ id, body: words });
                toast.success('Your testimonial is saved.');
                close(editButton);
              }
            }}
          />
        </Suspense>
      ) : (
        actions
      )}
    </Card>
  );
}
