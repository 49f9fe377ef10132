/** Only same-site paths may be used as a post-login destination (no open redirects). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  if (/^\/(auth|login|signup)(\/|\?|$)/.test(value)) return '/';
  return value;
}
