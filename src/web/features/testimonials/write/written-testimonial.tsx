import { Link } from 'react-router';
import type { OwnTestimonial, TestimonialState } from '@shared/testimonials/testimonial-schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { londonLongDay } from '@web/lib/london-time';

/**
 * The person's own testimonial as they wrote it, with its reply, where it shows, and what they
 * may do with it: Edit unless the Kindred team hid it (`onEdit`), Delete always.
 */
export function WrittenTestimonial({
  testimonial: { body, createdAt, editedAt, reply, hidden },
  facilitator,
  onEdit,
  onDelete,
}: {
  testimonial: OwnTestimonial;
  facilitator: TestimonialState['facilitator'];
  onEdit?: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="grid gap-3">
      {hidden && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm break-words text-amber-950">
          The Kindred team hid your testimonial, so it is not on {facilitator.name}’s space. Their
          reason: “{hidden.reason}”
        </p>
      )}
      <blockquote className="border-l-4 border-sage-200 pl-3 leading-7 break-words whitespace-pre-line">
        {body}
      </blockquote>
      <p className="text-sm text-ink-muted">
        Written <time dateTime={createdAt}>{londonLongDay(createdAt)}</time>
        {editedAt && (
          <>
            , edited <time dateTime={editedAt}>{londonLongDay(editedAt)}</time>
          </>
        )}
      </p>
      {reply && (
        <div className="grid gap-1 rounded-xl bg-sage-50 p-3 text-sm">
          <p className="font-medium text-forest-900">{facilitator.name} replied</p>
          <p className="break-words whitespace-pre-line">{reply.body}</p>
        </div>
      )}
      {facilitator.path && !hidden && (
        <Link
          to={facilitator.path}
          className="text-sm font-medium text-forest-800 underline underline-offset-2"
        >
          See it on {facilitator.name}’s space
        </Link>
      )}
      <div className="flex flex-wrap gap-2">
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit}>
            Edit
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm">
              Delete
            </Button>
          }
          title="Delete your testimonial?"
          description={`It leaves ${facilitator.name}’s space for good, with any reply to it.`}
          confirmLabel="Delete testimonial"
          onConfirm={onDelete}
        />
      </div>
    </div>
  );
}
