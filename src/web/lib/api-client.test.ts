import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { queryClient } from './query-client';

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  vi.stubGlobal('fetch', async () => new Response(body, { status, headers }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client during an outage (503)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the server's message and its Retry-After", async () => {
    answer(
      503,
      JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Kindred is briefly unavailable. Please try again in a moment.',
      }),
      { 'retry-after': '2', 'content-type': 'application/json' },
    );
    const error = await failure(api('/api/events'));
    expect(error.status).toBe(503);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Kindred is briefly unavailable. Please try again in a moment.');
    expect(error.retryAfterSeconds).toBe(2);
  });

  it('says the same when a proxy in front answers 503 without our JSON', async () => {
    answer(503, '<html>Service Unavailable</html>', { 'content-type': 'text/html' });
    const error = await failure(api('/api/events'));
    expect(error.message).toBe('Kindred is briefly unavailable. Please try again in a moment.');
    expect(error.retryAfterSeconds).toBeNull();
  });
});

describe('read retries', () => {
  const { retry, retryDelay } = queryClient.getDefaultOptions().queries as {
    retry: (failures: number, error: unknown) => boolean;
    retryDelay: (failures: number, error: unknown) => number;
  };
  const unavailable = new ApiError(
    'Kindred is briefly unavailable.',
    503,
    'SERVICE_UNAVAILABLE',
    {},
    1,
  );

  it('tries a read again through a brief outage, after the pause the server asks for', () => {
    expect(retry(0, unavailable)).toBe(true);
    expect(retry(3, unavailable)).toBe(true);
    expect(retry(4, unavailable)).toBe(false);
    expect(retryDelay(1, unavailable)).toBe(1000);
  });

  it('does not repeat a refused request, and gives a plain failure fewer tries', () => {
    expect(retry(0, new ApiError('Not found', 404, 'NOT_FOUND'))).toBe(false);
    expect(retry(1, new ApiError('Something went wrong.', 500, 'INTERNAL'))).toBe(true);
    expect(retry(2, new ApiError('Something went wrong.', 500, 'INTERNAL'))).toBe(false);
  });
});
