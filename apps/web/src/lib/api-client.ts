/** One fetch wrapper for the whole app: JSON in and out, the session cookie sent, errors as ApiError. */
import { takeFirstAnswer } from './first-data.ts';

export type ApiErrorCode =
  'VALIDATION' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'CONFLICT' | 'RATE_LIMITED' | 'INTERNAL' | 'NETWORK' | (string & {});

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;

  constructor(status: number, code: ApiErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const networkErrorMessage = 'Network error. Please check your connection and try again.';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } };

function statusCode(status: number): ApiErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'VALIDATION';
  return 'INTERNAL';
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody | null;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = null;
  }
  const code = body?.error?.code ?? statusCode(response.status);
  const message = body?.error?.message ?? (response.statusText || `Request failed (${response.status})`);
  return new ApiError(response.status, code, message, body?.error?.details);
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: accept };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', networkErrorMessage);
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A page opened from the address bar carries the answers to its first reads (lib/first-data.ts).
  if ((options.method ?? 'GET') === 'GET') {
    const first = takeFirstAnswer(path);
    if (first) return first.value as T;
  }
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type DownloadedFile = { blob: Blob; fileName: string | null; headers: Headers };

/** The file name a Content-Disposition header gives (RFC 6266 filename* first). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** A binary answer (PDF, PNG, CSV) with its file name; errors arrive as ApiError like any call. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options, '*/*');
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
    headers: response.headers,
  };
}

/**
 * A multipart upload that reports progress (fetch cannot): onProgress gets 0..1 while the
 * body is sent, then the server's JSON answer resolves the promise.
 */
/** Posts a form with XMLHttpRequest (fetch cannot report upload progress); `onPartial` sees the answer as it grows. */
function sendForm(
  path: string,
  body: FormData,
  accept: string,
  onProgress?: (fraction: number) => void,
  onPartial?: (xhr: XMLHttpRequest) => void,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', accept);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    if (onPartial) xhr.onprogress = () => onPartial(xhr);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', networkErrorMessage));
    xhr.onload = () => resolve(xhr);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function uploadError(xhr: XMLHttpRequest): ApiError {
  const error = (parseJson(xhr.responseText) as ErrorBody | undefined)?.error;
  return new ApiError(
    xhr.status,
    error?.code ?? statusCode(xhr.status),
    error?.message ?? `Request failed (${xhr.status})`,
    error?.details,
  );
}

const isOk = (xhr: XMLHttpRequest) => xhr.status >= 200 && xhr.status < 300;

export async function apiUpload<T>(path: string, body: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  const xhr = await sendForm(path, body, 'application/json', onProgress);
  if (!isOk(xhr)) throw uploadError(xhr);
  return parseJson(xhr.responseText) as T;
}

/**
 * An upload answered with NDJSON (one JSON value a line): each whole line is handed to `onLine` as it arrives. A
 * refused upload answers an ordinary JSON error, thrown as ApiError; a cut-off last line is dropped.
 */
export async function apiUploadLines(
  path: string,
  body: FormData,
  onLine: (line: unknown) => void,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  let used = 0;
  const take = (text: string) => {
    const end = text.lastIndexOf('\n') + 1;
    if (end <= used) return;
    const lines = text.slice(used, end).split('\n');
    used = end;
    for (const line of lines) {
      const value = line.trim() ? parseJson(line) : undefined;
      if (value !== undefined) onLine(value);
    }
  };
  const xhr = await sendForm(path, body, 'application/x-ndjson', onProgress, (partial) => {
    if (isOk(partial)) take(partial.responseText);
  });
  if (!isOk(xhr)) throw uploadError(xhr);
  take(xhr.responseText);
}

/** The first message the server gave for a field (VALIDATION details: [{ path, message }]). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const item of error.details as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path === 'string' && typeof item.message === 'string' && !out[item.path]) out[item.path] = item.message;
  }
  return out;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
