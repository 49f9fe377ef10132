// The looks the dialogs share; Radix's Dialog and AlertDialog are separate parts, so the
// dialogs take these classes rather than one wrapping component.

/** The dimmed page behind a dialog or drawer. */
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-black/40';

/** A dialog's white panel in the middle of the screen; each dialog adds its width. */
export const dialogPanelClass =
  'fixed top-1/2 left-1/2 z-50 grid -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl';

export const dialogTitleClass = 'text-xl font-semibold text-forest-900';
