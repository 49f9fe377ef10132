import { cn } from '@web/lib/cn';
import logoUrl from '@web/assets/logo.svg?no-inline';

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-display text-xl font-semibold text-forest-900',
        className,
      )}
    >
      <img src={logoUrl} alt="" className="size-8" width={32} height={32} />
      {!compact && <span>Kindred</span>}
    </span>
  );
}
