import { Notice } from '@web/components/ui/notice';

/**
 * Spec 02 §2: while the space is being set up, its future address and handle ('...' while the
 * handle is being generated).
 */
export function SpaceHandleNotice({ handle, embedded }: { handle: string; embedded: boolean }) {
  return (
    <Notice className="grid gap-1">
      <p className="font-semibold text-forest-900">Your Personal Space</p>
      <p className="font-mono text-sm break-all text-forest-800">
        {`${window.location.origin}/@${handle}`}
      </p>
      <p className="text-sm text-forest-900">
        Handle: <span className="font-mono">@{handle}</span>
      </p>
      <p className="text-sm text-ink-muted">
        Your handle was generated from your name and can be customised now; if you leave it empty,
        it will be generated from your display name when you{' '}
        {embedded ? 'create your account' : 'complete setup'}.
      </p>
    </Notice>
  );
}
