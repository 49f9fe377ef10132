import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { CSSProperties, RefObject } from 'react';
import type { PublicSpace } from '@shared/spaces/space-schemas';
import {
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
} from '@web/components/ui/dialog-styles';
import { cn } from '@web/lib/cn';
import { RoleDetails } from './role-details';

/**
 * Spec 02 §2: 'Additional Information', every role of the space. Its own chunk, fetched when
 * the '+N' badge is first pressed (or pointed at), so a space page does not carry Radix's
 * dialog to every visitor (issue 14).
 */
export default function RolesDialog({
  space,
  palette,
  open,
  onOpenChange,
  trigger,
}: {
  space: PublicSpace;
  palette: CSSProperties;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The badge that opened it: focus goes back there on closing, as to a Radix trigger. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={cn(
            dialogPanelClass,
            'max-h-[85dvh] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto',
          )}
          style={palette}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={dialogTitleClass}>Additional Information</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-full p-1.5 hover:bg-stone-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            All roles of {space.displayName}
          </Dialog.Description>
          <RoleDetails space={space} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
