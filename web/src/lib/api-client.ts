import type { z } from 'zod';
import type { ErrorCode, ErrorDetail } from '#contract/errors.ts';
import { LazySchema, type ApiSchema, type SchemaOutput } from './lazy-schema.ts';
import { INVALID_RESPONSE, SOMETHING_WENT_WRONG } from './messages.ts';
import { getSession } from './session.ts';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'HTTP_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** From a `Retry-After` header (429, 503): how long to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;
  /** The request carried the stored bearer token, so a 401 speaks about this session. */
  readonly sentToken: boolean;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    details?: ErrorDetail[],
    retryAfterSeconds?: number,
    sentToken = false,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
    this.sentToken = sentToken;
  }
}

/** `Retry-After` is either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  /** Shown when the server's answer carries no message of its own (SPEC §8). */
  defaultMessage?: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false for calls that must go out anonymously even when signed in. */
  auth?: boolean;
};

const API_BASE: string = import.meta.env.VITE_API_URL ?? '';

let fetchApi: typeof fetch = (input, init) => fetch(input, init);
let checkAnswers = true;

/**
 * The server renderer answers the app's calls in its own process instead of over the network.
 * Those answers are this build's own routes', which write what the contract's schemas read, so
 * with `checkAnswers: false` they are not parsed through the schemas again: that was a tenth of
 * a product page's render (server/lib/page-renderer-answers.test.ts renders the pages both
 * ways).
 */
export function setApiFetch(
  implementation: typeof fetch,
  options: { checkAnswers?: boolean } = {},
): void {
  fetchApi = implementation;
  checkAnswers = options.checkAnswers ?? true;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return `${API_BASE}${path}`;
  return `${API_BASE}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(
  response: Response,
  body: unknown,
  fallback: string,
  sentToken: boolean,
): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim() ? record.message : fallback;
  const code = typeof record.code === 'string' ? (record.code as ApiErrorCode) : 'HTTP_ERROR';
  const details = Array.isArray(record.details) ? (record.details as ErrorDetail[]) : undefined;
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  return new ApiError(response.status, code, message, details, retryAfter, sentToken);
}

type Sent = { response: Response; sentToken: boolean; fallback: string };

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Sent> {
  const fallback = options.defaultMessage ?? SOMETHING_WENT_WRONG;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const session = getSession();
  const token = options.auth === false ? null : session.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  // Public reads may sit in the browser's HTTP cache for a minute; staff must see their own
  // writes at once, so their reads always ask the server again.
  const role = session.user?.role;
  const isStaff = token !== null && (role === 'ADMIN' || role === 'MANAGER');

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  try {
    const response = await fetchApi(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      cache: isStaff ? 'no-cache' : 'default',
      signal: options.signal,
    });
    return { response, sentToken: token !== null, fallback };
  } catch (error) {
    if (options.signal?.aborted) throw error; // a cancelled query is not a failure
    throw new ApiError(0, 'NETWORK_ERROR', fallback);
  }
}

/**
 * A lazy schema is imported while the request is on its way; one that cannot arrive (offline, a
 * replaced deploy) is `null`, so the call fails like the network would, never unhandled.
 */
function loadSchema(schema: ApiSchema): Promise<z.ZodType | undefined | null> {
  const loading = schema instanceof LazySchema ? schema.load() : Promise.resolve(schema);
  return loading.then(
    (loaded) => loaded,
    () => null,
  );
}

async function request<S extends ApiSchema>(
  method: string,
  path: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<SchemaOutput<S>> {
  const validator = checkAnswers ? loadSchema(schema) : undefined;
  const { response, sentToken, fallback } = await send(method, path, body, options);
  const data = await readBody(response).catch(() => undefined);
  if (!response.ok) throw toApiError(response, data, fallback, sentToken);
  if (!schema || !validator) return data as SchemaOutput<S>;

  const loaded = await validator;
  if (!loaded) throw new ApiError(0, 'NETWORK_ERROR', fallback);
  const parsed = loaded.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE);
  return parsed.data as SchemaOutput<S>;
}

type DownloadedFile = { blob: Blob; filename: string | null };

/** The name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
function filenameOf(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** A file the server makes (a PDF, a CSV), fetched with the session's token like any other call. */
async function download(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const { response, sentToken, fallback } = await send('GET', path, undefined, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  if (!response.ok) {
    const data = await readBody(response).catch(() => undefined);
    throw toApiError(response, data, fallback, sentToken);
  }
  const blob = await response.blob();
  return { blob, filename: filenameOf(response.headers.get('Content-Disposition')) };
}

/** A method that sends a body: POST, PUT, PATCH and DELETE take the same arguments. */
const withBody =
  (method: string) =>
  <S extends ApiSchema = undefined>(
    path: string,
    body?: unknown,
    schema?: S,
    options?: RequestOptions,
  ) =>
    request(method, path, body, schema as S, options);

export const api = {
  get: <S extends ApiSchema = undefined>(path: string, schema?: S, options?: RequestOptions) =>
    request('GET', path, undefined, schema as S, options),
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
  delete: withBody('DELETE'),
  download,
};

export function errorMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  return error instanceof ApiError ? error.message : fallback;
}
