/**
 * A notification for someone, as a feature hands it to the notifications feature (through the
 * link composition/ gives it): whose, its kind, what it says, and the ids the app links it to.
 */
export type NotificationInput = {
  userId: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, string>;
};
