// NIST SP 800-63B §5.1.1.2 and OWASP ASVS 6.2.1: at least 8 characters, no composition rules,
// long passphrases allowed. 128 keeps hashing cost bounded. Kept free of zod so the sign-up and
// reset-password pages can show the hint without loading the schemas (`auth-schemas.ts` re-exports).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordHint = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
