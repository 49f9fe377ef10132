import { useRef } from 'react';
import { Link } from 'react-router';
import {
  dismissReportSchema,
  REPORT_FILTER_LABELS,
  REPORT_FILTERS,
  REPORT_REASON_LABELS,
  resolveReportSchema,
  type Report,
  type ReportFilter,
} from '@shared/moderation-schemas';
import { SelectFilter } from '@web/components/list-kit/filter-bar';
import { EmptyListWords, ListBody } from '@web/components/list-kit/list-body';
import { LoadMore } from '@web/components/list-kit/pager';
import { useListFilters } from '@web/components/list-kit/use-list-filters';
import { Button } from '@web/components/ui/button';
import { HeadedSection } from '@web/components/ui/headed-section';
import { Card } from '@web/components/ui/card';
import { londonDateTime } from '@web/lib/london-time';
import { useCloseReport, useReports } from '../api/moderation';
import { useModerationDialog, type ModerationRequest } from './moderation-dialog';

const TARGET_WORDS = { event: 'Event', space: 'Space', testimonial: 'Testimonial' } as const;

function Target({ report }: { report: Report }) {
  if (!report.target)
    return (
      <span className="text-ink-muted">
        {TARGET_WORDS[report.targetType]} deleted since it was reported
      </span>
    );
  return (
    <span className="grid gap-0.5">
      <span className="text-xs text-ink-muted">
        {TARGET_WORDS[report.targetType]}
        {report.target.isPublic ? '' : ' · not public now'}
      </span>
      <Link
        to={report.target.path}
        className="font-medium break-words text-forest-800 underline underline-offset-2"
      >
        {report.target.label}
      </Link>
    </span>
  );
}

function Outcome({ report }: { report: Report }) {
  if (report.status === 'open') return null;
  return (
    <p className="text-sm text-ink-muted">
      {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
      {report.resolvedAt ? ` ${londonDateTime(report.resolvedAt)}` : ''}
      {report.resolvedByName ? ` by ${report.resolvedByName}` : ''}
      {report.resolutionNote ? `: ${report.resolutionNote}` : ''}
    </p>
  );
}

/**
 * What a report is about, as its buttons and dialogs say it: a testimonial's label quotes its
 * own first words ("“Gentle and…” on Maya Rivers"), so it is not quoted again.
 */
function aboutWhat(report: Report): string {
  if (!report.target) return `a deleted ${report.targetType}`;
  if (report.targetType === 'testimonial') return `the testimonial ${report.target.label}`;
  return `“${report.target.label}”`;
}

/**
 * What resolving a report may also do to what was reported, while others can see it: unpublish
 * an event, hide a testimonial. The note is then the reason its host, or its writer, reads.
 */
function resolveOption(report: Report): {
  option?: ModerationRequest['option'];
  noteHint: string;
} {
  if (report.targetType === 'testimonial')
    return {
      noteHint:
        'What you did. Kept in the audit log; if you hide the testimonial, its writer reads it.',
      option: report.target?.isPublic
        ? {
            name: 'hideTestimonial',
            label: 'Hide this testimonial',
            hint: 'It leaves the space’s page and its writer is told; the note is the reason they are given.',
            makesFieldRequired: true,
          }
        : undefined,
    };
  return {
    noteHint: 'What you did. Kept in the audit log; if you unpublish the event, its host reads it.',
    option:
      report.targetType === 'event' && report.target?.isPublic
        ? {
            name: 'unpublishEvent',
            label: 'Also unpublish the event',
            hint: 'It becomes a draft its host cannot publish until you restore it; the note is the reason they are given.',
            makesFieldRequired: true,
          }
        : undefined,
  };
}

/** Resolving and dismissing a report, as the dialog asks them. */
function requestsFor(
  report: Report,
  close: ReturnType<typeof useCloseReport>,
): { resolve: ModerationRequest; dismiss: ModerationRequest } {
  const about = aboutWhat(report);
  const { option, noteHint } = resolveOption(report);
  const isTestimonial = report.targetType === 'testimonial';
  return {
    resolve: {
      key: `resolve-${report.id}`,
      title: 'Resolve this report?',
      description: `The report about ${about} leaves the open list: you have dealt with it.`,
      field: { name: 'note', label: 'Note', hint: noteHint, required: false },
      schema: resolveReportSchema,
      option,
      confirmLabel: 'Resolve report',
      done: 'Report resolved',
      run: ({ note = '', unpublishEvent, hideTestimonial }) =>
        close.mutateAsync({
          id: report.id,
          action: 'resolve',
          note,
          ...(isTestimonial ? { hideTestimonial: hideTestimonial === true } : { unpublishEvent }),
        }),
    },
    dismiss: {
      key: `dismiss-${report.id}`,
      title: 'Dismiss this report?',
      description: `The report about ${about} leaves the open list without any change to what was reported.`,
      field: {
        name: 'note',
        label: 'Note',
        hint: 'Why nothing needs doing. Kept in the audit log.',
        required: false,
      },
      schema: dismissReportSchema,
      confirmLabel: 'Dismiss report',
      done: 'Report dismissed',
      run: ({ note = '' }) => close.mutateAsync({ id: report.id, action: 'dismiss', note }),
    },
  };
}

/** The buttons of an open report, each opening its dialog: resolving it is the main one. */
const REPORT_ACTIONS = [
  { action: 'resolve', word: 'Resolve', variant: 'primary' },
  { action: 'dismiss', word: 'Dismiss', variant: 'outline' },
] as const;

function ReportActions({
  report,
  close,
  open,
}: {
  report: Report;
  close: ReturnType<typeof useCloseReport>;
  open: (request: ModerationRequest, from: HTMLElement) => void;
}) {
  const about = aboutWhat(report);
  const requests = requestsFor(report, close);
  return (
    <div className="flex flex-wrap gap-2">
      {REPORT_ACTIONS.map(({ action, word, variant }) => (
        <Button
          key={action}
          size="sm"
          variant={variant}
          aria-haspopup="dialog"
          aria-label={`${word} the report about ${about}`}
          onClick={(e) => open(requests[action], e.currentTarget)}
        >
          {word}…
        </Button>
      ))}
    </div>
  );
}

/**
 * The moderation queue: what signed-in people reported, newest first (the open ones first when
 * showing all), each with what it is about, who sent it, why and when; a super admin resolves or
 * dismisses each, behind a dialog.
 */
export function ReportsSection() {
  const heading = useRef<HTMLHeadingElement>(null);
  const filters = useListFilters('reports', { status: 'open' }, { status: REPORT_FILTERS });
  const status = filters.values.status as ReportFilter;
  const list = useReports(status);
  const reports = list.data?.pages.flatMap((page) => page.reports) ?? [];
  const close = useCloseReport();
  const { open, dialog } = useModerationDialog(heading);

  return (
    <HeadedSection
      title="Reports"
      headingRef={heading}
      intro={
        <p>
          Events, spaces and testimonials people reported, newest first. Resolve a report once you
          have dealt with it, or dismiss it when nothing needs doing.
        </p>
      }
    >
      <SelectFilter
        label="Show"
        className="grid gap-1.5 sm:max-w-xs"
        value={status}
        options={REPORT_FILTERS.map((s) => [s, REPORT_FILTER_LABELS[s]] as const)}
        onChange={(value) => filters.set({ status: value })}
      />

      <ListBody
        state={list}
        isEmpty={reports.length === 0}
        skeletonClassName="h-40"
        empty={
          <EmptyListWords
            title={status === 'open' ? 'No open reports' : 'No reports here'}
            hint={
              status === 'open'
                ? 'Nothing is waiting for you. New reports appear here as people send them.'
                : `There are no ${REPORT_FILTER_LABELS[status].toLowerCase()} reports yet.`
            }
          />
        }
      >
        <ul className="grid gap-3" aria-label={`${REPORT_FILTER_LABELS[status]} reports`}>
          {reports.map((report) => (
            <li key={report.id}>
              <Card
                variant="flat"
                className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
              >
                <div className="grid min-w-0 gap-2 text-sm">
                  <Target report={report} />
                  <p>
                    <span className="font-semibold text-forest-900">
                      {REPORT_REASON_LABELS[report.reason]}
                    </span>
                    {report.status !== 'open' && (
                      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium">
                        {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
                      </span>
                    )}
                  </p>
                  {report.note && <p className="break-words whitespace-pre-line">{report.note}</p>}
                  <p className="text-ink-muted">
                    Reported{' '}
                    <time dateTime={report.createdAt}>{londonDateTime(report.createdAt)}</time> by{' '}
                    {report.reporter
                      ? `${report.reporter.name} (${report.reporter.email})`
                      : 'someone whose account is deleted'}
                  </p>
                  <Outcome report={report} />
                </div>
                {report.status === 'open' && (
                  <ReportActions report={report} close={close} open={open} />
                )}
              </Card>
            </li>
          ))}
        </ul>
        <LoadMore list={list} label="Show older reports" />
      </ListBody>
      {dialog}
    </HeadedSection>
  );
}
