import type { ApiErrorBody } from '@shared/api-errors';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@shared/service-unavailable';

/** An error answer from our API, carrying the user-facing message the server wrote. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The server's Retry-After (503, 429), in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** A brief outage (503) or no answer at all: worth trying the same read again shortly. */
export function isTransient(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 503 || error.code === 'NETWORK');
}

/** How a request reaches the API: the browser's fetch, or the server's own when it renders. */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * The server, rendering a page, answers the page's reads itself (entry-server.tsx): the queries
 * run the same code with the same keys, so the browser takes over their answers unchanged.
 */
export function setApiTransport(serverTransport: Transport) {
  transport = serverTransport;
}

type Options = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export async function api<T>(
  path: string,
  { method = 'GET', body, signal, headers = {} }: Options = {},
): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      signal,
      headers: {
        ...headers,
        ...(body === undefined || isForm
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      'Could not reach Kindred. Please check your connection and try again.',
      0,
      'NETWORK',
    );
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const err = (data ?? {}) as Partial<ApiErrorBody>;
    // A 503 may come from a proxy in front of Kindred, without our JSON: say the same thing.
    const fallback = response.status === 503 ? SERVICE_UNAVAILABLE_MESSAGE : response.statusText;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      err.message || fallback || 'Request failed',
      response.status,
      err.code ?? (response.status === 503 ? 'SERVICE_UNAVAILABLE' : 'ERROR'),
      err.fieldErrors,
      retryAfter > 0 ? retryAfter : null,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Sends one file as multipart/form-data in the field the server reads ("file"). */
export function uploadFile<T>(
  path: string,
  file: File,
  headers: Record<string, string> = {},
): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  return api<T>(path, { method: 'POST', body, headers });
}
