import { Suspense, useRef, useState, type CSSProperties } from 'react';
import type { PublicSpace } from '@shared/spaces/space-schemas';
import { lazyPart } from '@web/lib/lazy-part';

const loadRolesDialog = () => import('./roles-dialog');
const RolesDialog = lazyPart('roles-dialog', () =>
  loadRolesDialog().then((module) => module.default),
);

/** Spec 02 §2: the first 3 roles as badges; '+N' opens 'Additional Information'. */
export function RoleBadges({
  space,
  accent,
  onAccent,
  palette,
}: {
  space: PublicSpace;
  accent: string;
  onAccent: string;
  /** The brand palette's variables: the dialog opens outside the page, so it sets them again. */
  palette: CSSProperties;
}) {
  const [open, setOpen] = useState(false);
  // The dialog's chunk is fetched on the first press (or sooner, when pointed at or focused).
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (space.roles.length === 0) return null;
  const shown = space.roles.slice(0, 3);
  const more = space.roles.length - shown.length;
  return (
    <ul
      aria-label="Roles"
      className="flex flex-wrap items-center justify-center gap-2 sm:justify-start"
    >
      {shown.map((role) => (
        <li
          key={role}
          className="rounded-full px-3 py-1 text-sm font-semibold"
          style={{ backgroundColor: accent, color: onAccent }}
        >
          {role}
        </li>
      ))}
      {more > 0 && (
        <li>
          <button
            ref={trigger}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            data-state={open ? 'open' : 'closed'}
            className="rounded-full border border-forest-800 bg-white px-3 py-1 text-sm font-semibold text-forest-800"
            aria-label={`${more} more roles`}
            onPointerEnter={() => void loadRolesDialog().catch(() => undefined)}
            onFocus={() => void loadRolesDialog().catch(() => undefined)}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            +{more}
          </button>
          {wanted && (
            <Suspense fallback={null}>
              <RolesDialog
                space={space}
                palette={palette}
                open={open}
                onOpenChange={setOpen}
                trigger={trigger}
              />
            </Suspense>
          )}
        </li>
      )}
    </ul>
  );
}
