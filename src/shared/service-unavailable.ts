/** What people read while Kindred cannot reach its database (HTTP 503); server and web app. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Kindred is briefly unavailable. Please try again in a moment.';
