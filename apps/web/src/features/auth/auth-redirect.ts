import { safeReturnTo } from '@gears/domain/platform/return-to.rules';

/** spec 01 §2: after sign-in, about 1 s, then the returnTo path (same-site only) or /dashboard. */
export const authRedirectDelayMs = 1000;

export function authRedirectTarget(search: URLSearchParams): string {
  return safeReturnTo(search.get('returnTo'));
}

export type AuthView = 'signin' | 'signup' | 'forgot' | 'request';

export function initialAuthView(search: URLSearchParams): AuthView {
  const tab = search.get('tab');
  if (tab === 'signup' || tab === 'request' || tab === 'forgot') return tab;
  return 'signin';
}

/** A reset link reads /auth?reset=true&token=… (spec 01 §2 also names token_hash). */
export function resetTokenFrom(search: URLSearchParams): string | null {
  if (search.get('reset') !== 'true' && search.get('type') !== 'recovery') return null;
  return search.get('token') ?? search.get('token_hash');
}
