import { Link } from 'react-router';
import type { Space } from '@shared/spaces/space-schemas';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useViewer } from '@web/lib/viewer';
import { SpaceForm } from './form/space-form';

/**
 * One's own personal space to create or edit: a heading (the page's h1, or a dashboard tab's
 * h2), a link to the public page, and the space form (its name starting as the person's).
 */
export function OwnSpaceEditor({
  space,
  level,
  viewLink,
  onSaved,
  onCancel,
}: {
  space: Space | null;
  level: 'h1' | 'h2';
  viewLink: { to: string; label: string } | null;
  onSaved: (saved: Space) => void;
  onCancel?: () => void;
}) {
  const { data: viewer } = useViewer();
  const name = [viewer?.profile?.firstName, viewer?.profile?.lastName].filter(Boolean).join(' ');
  const Heading = level;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading
            className={cn(
              'font-semibold text-forest-900',
              level === 'h1' ? 'text-3xl' : 'text-2xl',
            )}
          >
            Your personal space
          </Heading>
          <p className="mt-1 text-ink-muted">
            Your public page: who you are, what you offer and where people can find you.
          </p>
        </div>
        {viewLink && (
          <Link to={viewLink.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {viewLink.label}
          </Link>
        )}
      </div>
      <SpaceForm
        context="edit"
        space={space}
        defaultName={name}
        submitLabel={space ? 'Save changes' : 'Create My Space'}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </>
  );
}
