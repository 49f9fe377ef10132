import { ApiError } from './api-client';

/** The Idempotency-Key request header (IETF httpapi draft): a structured-field string. */
export function idempotencyKeyHeader(key: string): Record<string, string> {
  return { 'idempotency-key': `"${key}"` };
}

export function newIdempotencyKey(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http address other than localhost.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys for the submissions of one form. Sending the same content again (the mutation retrying
 * after a lost answer, or a second click on a form left as it was) reuses the key, so the server
 * acts once and answers the retry with its first answer; changed content is a new submission and
 * gets a new key. Once the server has answered, the next submission starts afresh.
 */
export function createSubmissionKeys() {
  let last: { content: string; key: string } | null = null;
  return {
    keyFor(content: unknown): string {
      const serialised = JSON.stringify(content);
      if (last?.content !== serialised) last = { content: serialised, key: newIdempotencyKey() };
      return last.key;
    },
    answered() {
      last = null;
    },
  };
}

/**
 * Whether a failed write may be sent again with its key: nothing reached us (status 0), or a
 * proxy in between gave up (502–504), so the answer may be lost while the write happened.
 */
export function mayRetryWithKey(failures: number, error: unknown): boolean {
  return (
    failures < 2 &&
    error instanceof ApiError &&
    (error.status === 0 || (error.status >= 502 && error.status <= 504))
  );
}
