/**
 * The one decision about a request's path, made once, before routing: the file served, the
 * headers and the Content-Security-Policy all follow from it. The URL parser has already resolved
 * literal and `%2e` dot segments; a path that only decodes to one (`/admin/..%2fcontact`) is
 * refused, never re-routed, so no answer can get one prefix's policy and another's file.
 */
import { ADMIN_PATH } from '../shared/security-headers.ts';

export interface DecidedPath {
  /** Decoded once, repeated slashes collapsed: what the file and the policy are chosen by. */
  path: string;
  /** Whether it is the browser editor's (its own policy). */
  admin: boolean;
}

export type PathDecision = DecidedPath | { refused: string };

export function decidePath(pathname: string): PathDecision {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { refused: 'The address has a malformed %-escape.' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return { refused: 'The address has a backslash or a control character.' };
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return { refused: 'The address leads outside its folder.' };
  const path = decoded.replace(/\/{2,}/g, '/');
  return { path, admin: path.startsWith(ADMIN_PATH) || path === ADMIN_PATH.slice(0, -1) };
}
