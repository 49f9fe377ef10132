import { randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference read aloud at the door or typed from a screenshot survives.
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An order's reference: "KD-" and eight readable letters and digits (about 40 bits). */
export function orderReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += READABLE[randomInt(READABLE.length)];
  return `KD-${code}`;
}

/** A secret for links and QR codes: 128 random bits, URL-safe. */
export function secretCode(): string {
  return randomBytes(16).toString('base64url');
}
