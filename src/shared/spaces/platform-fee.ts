/** Spec 02 §9: a new space's platform fee, in pounds, when nothing else is set for it. */
export const DEFAULT_PLATFORM_FEE = 1;

/** £1, or £1.50: whole pounds without pence. */
export function formatPlatformFee(pounds: number): string {
  return Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`;
}

/** Spec 02 §8: what a person who has just become a facilitator is told. */
export function facilitatorCongratulations(pounds: number): string {
  return `Congratulations! You're now a facilitator with ${formatPlatformFee(pounds)} platform fee`;
}

/** Spec 02 §8, with the product's name: a space made at sign-up is live. */
export const spaceLiveMessage = 'Welcome to Kindred! Your space is now live';
