import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: a browser that has signed in to an account before carries a signed
 * token saying so. Wrong-password lockouts of that account are then counted per device, so a
 * stranger hammering the account from elsewhere cannot lock its owner out of their own laptop.
 */
export const KNOWN_DEVICE_COOKIE = 'kindred.known_device';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export type KnownDevice = { deviceId: string };

function signature(secret: string, deviceId: string, account: string): string {
  return createHmac('sha256', secret)
    .update(`known-device\n${deviceId}\n${account}`)
    .digest('base64url');
}

/** The Set-Cookie value marking this browser as one `account` (a normalised e-mail) signed in on. */
export function knownDeviceCookie(
  secret: string,
  account: string,
  options: { secure: boolean; deviceId?: string },
): string {
  const deviceId = options.deviceId ?? randomBytes(16).toString('base64url');
  const value = `${deviceId}.${signature(secret, deviceId, account)}`;
  return [
    `${KNOWN_DEVICE_COOKIE}=${value}`,
    'Path=/api/auth',
    `Max-Age=${YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device this cookie header proves has signed in to `account` before, or null. */
export function knownDevice(
  secret: string,
  cookieHeader: string | undefined,
  account: string,
): KnownDevice | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== KNOWN_DEVICE_COOKIE || !value) continue;
    const [deviceId, given] = value.split('.', 2);
    if (!deviceId || !given) continue;
    const expected = Buffer.from(signature(secret, deviceId, account));
    const actual = Buffer.from(given);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return { deviceId };
  }
  return null;
}
