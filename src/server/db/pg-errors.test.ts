import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './pg-errors';

describe('isUniqueViolation', () => {
  it("tells a unique index's refusal, as either driver reports it, from other errors", () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(
      isUniqueViolation(Object.assign(new Error('failed'), { cause: { code: '23505' } })),
    ).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
