/** Spec 01 §9: the badge shows the unread count, "9+" above 9, and nothing when all is read. */
export function unreadBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}

/** What the bell is called to a screen reader: the exact count, not the badge's "9+". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}
