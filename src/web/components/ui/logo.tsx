import { cn } from '@web/lib/cn';
import logoUrl from '@web/assets/logo.svg?no-inline';

// Written out whole so that Tailwind finds each class in the source.
const SIZES = { xl: 'text-xl', '2xl': 'text-2xl', '3xl': 'text-3xl' } as const;

export function Logo({
  className,
  compact = false,
  size = 'xl',
}: {
  className?: string;
  compact?: boolean;
  /** The size of the name beside the mark. */
  size?: keyof typeof SIZES;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-display font-semibold text-forest-900',
        SIZES[size],
        className,
      )}
    >
      <img src={logoUrl} alt="" className="size-8" width={32} height={32} />
      {!compact && <span>Kindred</span>}
    </span>
  );
}
