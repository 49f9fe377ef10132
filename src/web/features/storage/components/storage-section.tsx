import { CircleAlert, CircleCheck, CircleHelp, FolderPlus, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@web/lib/toast';
import {
  areaStateMessage,
  STORAGE_AREA_LABELS,
  STORAGE_MESSAGES,
  type StorageAreaState,
  type StorageAreaStatus,
} from '@shared/storage-schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { HeadedSection } from '@web/components/ui/headed-section';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { londonTimeWithSeconds } from '@web/lib/london-time';
import { useCreateMissingAreas, useStorageStatus } from '../api/storage';

const BADGES: Record<StorageAreaState, { label: string; icon: typeof CircleCheck; tone: string }> =
  {
    available: {
      label: 'Available',
      icon: CircleCheck,
      tone: 'bg-sage-100 text-forest-900',
    },
    missing: { label: 'Missing', icon: CircleAlert, tone: 'bg-red-50 text-red-800' },
    unknown: { label: 'Unknown', icon: CircleHelp, tone: 'bg-amber-50 text-amber-900' },
  };

const BACKEND_TEXT = {
  pending: 'Uploaded images are kept in three places, one for each kind of image.',
  disk: 'Uploaded images are kept in folders of the data folder on this server, one for each kind of image.',
  s3: 'Uploaded images are kept in S3 buckets, one for each kind of image.',
};

/**
 * Spec 01 §4, §5, §8: the three image areas (folders of DATA_DIR, or S3 buckets), each
 * available, missing or unknown, and "Create missing" for the ones that are not there.
 */
export function StorageSection() {
  const status = useStorageStatus();
  const create = useCreateMissingAreas();
  const checkAgain = useRef<HTMLButtonElement>(null);
  const areas = status.data?.areas ?? [];
  const missing = areas.filter((a) => a.state === 'missing').length;
  const checking = status.isFetching || create.isPending;

  const createMissing = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        // "Create missing" is disabled now that nothing is missing: keep the keyboard nearby.
        checkAgain.current?.focus();
      },
      // The server's words (spec 01 §8) when it answered; otherwise the spec's fallback.
      onError: (error) =>
        toast.error(
          error instanceof ApiError && [401, 403, 503].includes(error.status)
            ? error.message
            : STORAGE_MESSAGES.unexpected,
        ),
    });

  return (
    <HeadedSection
      title="Storage"
      aria-busy={checking}
      intro={<p>{BACKEND_TEXT[status.data?.backend ?? 'pending']}</p>}
      action={
        <div className="flex flex-wrap gap-2">
          <Button
            ref={checkAgain}
            variant="outline"
            // Never disabled: the button keeps the keyboard's focus while it checks.
            onClick={() => {
              if (!status.isFetching) void status.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" className={cn(status.isFetching && 'animate-spin')} />
            {status.isFetching ? 'Checking…' : 'Check again'}
          </Button>
          <Button
            onClick={() => {
              if (!create.isPending) createMissing();
            }}
            disabled={missing === 0}
            aria-disabled={create.isPending || undefined}
          >
            <FolderPlus aria-hidden="true" />
            {create.isPending ? 'Creating…' : 'Create missing'}
          </Button>
        </div>
      }
    >
      {status.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Checking storage…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : status.isError ? (
        // Spec 01 §8: the check itself failed (the server or the network), whatever its words.
        <p role="alert" className="text-red-700">
          {STORAGE_MESSAGES.checkFailed}
        </p>
      ) : (
        <>
          <Card variant="flat" asChild>
            <ul aria-label="Image storage areas" className="divide-y divide-stone-200">
              {areas.map((area) => (
                <AreaRow key={area.area} area={area} />
              ))}
            </ul>
          </Card>
          <p role="status" className="text-sm text-ink-muted">
            {missing === 0
              ? 'Nothing is missing. '
              : `${missing} of ${areas.length} areas ${missing === 1 ? 'is' : 'are'} missing. `}
            Checked at {londonTimeWithSeconds(status.dataUpdatedAt)}.
          </p>
        </>
      )}
    </HeadedSection>
  );
}

function AreaRow({ area }: { area: StorageAreaStatus }) {
  const badge = BADGES[area.state];
  const Icon = badge.icon;
  const message = areaStateMessage(area);
  return (
    <li className="grid gap-1 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium text-forest-900">{STORAGE_AREA_LABELS[area.area]}</p>
          <p className="text-sm break-all text-ink-muted">
            <code>{area.location}</code>
          </p>
        </div>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium',
            badge.tone,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {badge.label}
        </span>
      </div>
      {message && <p className="text-sm text-ink">{message}</p>}
    </li>
  );
}
