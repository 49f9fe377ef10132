import { Card } from '@web/components/ui/card';
import { LoadingSkeletons, Skeleton } from '@web/components/ui/skeleton';

export function EventGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <LoadingSkeletons label="Loading events" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="flat" className="overflow-hidden">
          <Skeleton corners="none" className="aspect-[4/3]" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </Card>
      ))}
    </LoadingSkeletons>
  );
}
