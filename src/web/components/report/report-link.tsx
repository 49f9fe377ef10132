import { Flag } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import type { ReportTargetType } from '@shared/moderation-rules';
import { lazyPart } from '@web/lib/lazy-part';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazyPart('report-dialog', () =>
  loadReportDialog().then((module) => module.default),
);

/**
 * "Report this event" / "Report this space": for signed-in people who do not own it (the page
 * decides; visitors do not see it). The dialog is its own chunk, fetched when the link is
 * pointed at, focused or pressed, so public pages do not carry it (issue 14).
 */
export function ReportLink({
  targetType,
  targetId,
  name,
  className,
}: {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, as the dialog names it. */
  name: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadReportDialog().catch(() => undefined);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={
          className ??
          'inline-flex items-center gap-1.5 rounded-md text-sm text-ink-muted underline underline-offset-2 hover:text-forest-900'
        }
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        Report this {targetType}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            name={name}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
