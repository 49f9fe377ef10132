import { Copy, ExternalLink, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import type { HostSpaces } from '@shared/host-schemas';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { paths } from '@web/config/paths';

type HostSpace = HostSpaces['spaces'][number];

/** One of the host's spaces: its public address (to open or copy), its figures, and Edit. */
export function HostSpaceCard({ space }: { space: HostSpace }) {
  const href = space.handle
    ? paths.facilitatorByHandle.getHref(space.handle)
    : paths.facilitator.getHref(space.id);
  const copy = async () => {
    const url = `${window.location.origin}${href}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error(`Copy this link: ${url}`);
    }
  };
  const stats = [
    ['Followers', space.stats.followers],
    ['Upcoming events', space.stats.upcomingEvents],
    ['Hosted events', space.stats.hostedEvents],
  ] as const;
  return (
    <Card variant="flat" asChild>
      <li className="grid gap-5 p-5 sm:p-6">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar src={space.avatarUrl} size={16} className="shrink-0" />
          <div className="min-w-0">
            <h2 className="text-xl font-semibold break-words text-forest-900">
              {space.displayName}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={href}
                className="font-medium break-all text-forest-700 underline underline-offset-2"
              >
                {href}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Copy the link to ${space.displayName}`}
                onClick={() => void copy()}
              >
                <Copy aria-hidden="true" />
                Copy link
              </Button>
            </p>
          </div>
        </div>
        {space.description && (
          <p className="whitespace-pre-line text-ink-muted">{space.description}</p>
        )}
        <dl className="grid grid-cols-3 gap-3">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-sage-50 p-3 text-center">
              <dt className="text-xs font-medium text-ink-muted sm:text-sm">{label}</dt>
              <dd className="text-2xl font-semibold text-forest-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Link to={href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ExternalLink aria-hidden="true" />
            View public page
          </Link>
          <Link
            to={paths.hostDashboard.getHref('facilitator-space')}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <PenLine aria-hidden="true" />
            Edit space
          </Link>
        </div>
      </li>
    </Card>
  );
}
