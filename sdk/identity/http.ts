/**
 * One request to the identity API and the spec's answer rules (section 8): a JSON error body is thrown unchanged
 * (the API's `{ code, message }`), a non-JSON error body becomes `{ code, httpStatus, message, error: true }`, a
 * non-JSON 2xx becomes `{ message }`, an empty 2xx (204) `{ message: '' }`.
 */
import type { FetchLike } from './types.ts';

export interface NormalisedHttpError {
  code: string;
  httpStatus: number;
  message: string;
  error: true;
}

export interface RequestOptions {
  body?: unknown;
  /** The bearer access token, for authenticated calls (and login when already signed in). */
  token?: string;
  query?: Record<string, string | undefined>;
  /** The browser's HTTP cache for this request (`no-store` for an answer that must be read anew each time). */
  cache?: RequestCache;
}

export interface HttpOptions {
  /** `include` sends the API origin's cookies with every request (the sales API keys anonymous carts by one). */
  credentials?: RequestCredentials;
}

const MAX_MESSAGE = 500;

/** The answer of a response by the spec's rules: resolves with a success, throws anything else. */
export async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.text();
  let json: unknown;
  let isJson = false;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
      isJson = true;
    } catch {
      // Not JSON: normalised below.
    }
  }
  if (res.ok) return isJson ? json : { message: text };
  if (isJson) throw json;
  const error: NormalisedHttpError = {
    code: String(res.status),
    httpStatus: res.status,
    message: text.trim().slice(0, MAX_MESSAGE) || res.statusText || `HTTP ${res.status}`,
    error: true,
  };
  throw error;
}

export type Http = (method: string, path: string, opts?: RequestOptions) => Promise<unknown>;

/** Requests against `apiOrigin` (e.g. `https://news.example`, or an external Arc-compatible identity service). */
export function createHttp(apiOrigin: string, fetchImpl: FetchLike, { credentials }: HttpOptions = {}): Http {
  const origin = new URL(apiOrigin).origin;
  return async (method, path, { body, token, query, cache } = {}) => {
    const url = new URL(path, origin);
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    // A FormData body (the avatar upload) sets its own multipart content type.
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      const init: RequestInit = { method, headers, body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body) };
      if (credentials) init.credentials = credentials;
      if (cache) init.cache = cache;
      res = await fetchImpl(url.toString(), init);
    } catch (cause) {
      // The network failed (offline, DNS, CORS): the same normalised shape, with status 0.
      const error: NormalisedHttpError = { code: '0', httpStatus: 0, message: cause instanceof Error ? cause.message : String(cause), error: true };
      throw error;
    }
    return readAnswer(res);
  };
}
