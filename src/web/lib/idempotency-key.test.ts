import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createSubmissionKeys, idempotencyKeyHeader, mayRetryWithKey } from './idempotency-key';

describe('idempotency keys for form submissions', () => {
  it('reuses the key while the same content is sent again, and takes a new one for new content', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ title: 'Sound Bath', publish: true });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ title: 'Sound Bath', publish: true })).toBe(first);
    const changed = keys.keyFor({ title: 'Sound Bath at Dawn', publish: true });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ title: 'Sound Bath at Dawn', publish: true })).toBe(changed);
  });

  it('starts afresh once the server has answered, so a second identical event is a new one', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ title: 'Sound Bath' });
    keys.answered();
    expect(keys.keyFor({ title: 'Sound Bath' })).not.toBe(first);
  });

  it('sends the key as a structured-field string', () => {
    expect(idempotencyKeyHeader('abc123')).toEqual({ 'idempotency-key': '"abc123"' });
  });

  it('retries only when the answer may have been lost, at most twice', () => {
    const lost = new ApiError('Could not reach Kindred.', 0, 'NETWORK');
    expect(mayRetryWithKey(0, lost)).toBe(true);
    expect(mayRetryWithKey(1, new ApiError('Bad gateway', 502, 'ERROR'))).toBe(true);
    expect(mayRetryWithKey(2, lost)).toBe(false);
    expect(mayRetryWithKey(0, new ApiError('Title is required', 400, 'VALIDATION_FAILED'))).toBe(
      false,
    );
    expect(mayRetryWithKey(0, new ApiError('Something went wrong.', 500, 'INTERNAL'))).toBe(false);
  });
});
