import { Flag } from 'lucide-react';
import type { ReportTargetType } from '@shared/moderation-rules';
import { useLazyDialog } from '@web/components/ui/use-lazy-dialog';
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
  const lazy = useLazyDialog(loadReportDialog);
  return (
    <>
      <button
        {...lazy.button}
        className={
          className ??
          'inline-flex items-center gap-1.5 rounded-md text-sm text-ink-muted underline underline-offset-2 hover:text-forest-900'
        }
      >
        <Flag aria-hidden="true" className="size-4" />
        Report this {targetType}
      </button>
      {lazy.mount(
        <ReportDialog targetType={targetType} targetId={targetId} name={name} {...lazy.dialog} />,
      )}
    </>
  );
}
