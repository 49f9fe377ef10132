import { describe, expect, it } from 'vitest';
import { validated, validatedJson } from './revalidated-reply';

describe('a JSON answer with its validator', () => {
  const value = { events: [{ title: 'Full moon circle 🌕', summary: 'Bring a blanket…' }] };

  it('is the UTF-8 of its JSON', () => {
    expect(validatedJson(value).body).toEqual(Buffer.from(JSON.stringify(value), 'utf8'));
  });

  it('has the ETag of that text, whether it was handed as text or as bytes', () => {
    expect(validatedJson(value).etag).toBe(validated(JSON.stringify(value)).etag);
    expect(validatedJson(value).etag).toMatch(/^"[\w-]{43}"$/);
  });

  it('has another ETag when the answer changes', () => {
    expect(validatedJson({ ...value, nextCursor: 'x' }).etag).not.toBe(validatedJson(value).etag);
  });
});
