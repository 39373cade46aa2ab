/**
 * spec 01 §2: returnTo is a URL-encoded path to open after sign-in, default /dashboard.
 * Only same-site paths are honoured: anything that could leave the site falls back.
 */
export const defaultReturnTo = '/dashboard';

export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw) return defaultReturnTo;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return defaultReturnTo;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return defaultReturnTo;
  if (/[\u0000-\u001f\\]/.test(value)) return defaultReturnTo;
  if (value.startsWith('/auth')) return defaultReturnTo;
  return value;
}
