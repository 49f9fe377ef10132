// What the contact form offers, kept free of zod so /contact can list them without loading the
// schemas (`contact-schemas.ts` re-exports them and checks against them).
export const CONTACT_TOPICS = [
  'General question',
  'Help with my account',
  'Hosting on Kindred',
  'Report a concern',
  'Press and partnerships',
] as const;
