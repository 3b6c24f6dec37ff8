/**
 * What the dev server lets through to Decap's local backend (build/dev/local-backend.ts): requests
 * of our own editor page only (a loopback Host and Origin with the dev server's port, so a
 * DNS-rebinding or cross-site page is refused), and only paths inside the folders the editor
 * edits (content/, which holds the media folder). decap-server itself confines paths to its whole
 * repository only, which holds the code the dev server rebuilds and runs.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

/** The loopback names the dev server answers the editor on. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a Host header is this dev server on a loopback name (`localhost:4321`, `[::1]:4321`). */
export function hostAllowed(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  return LOOPBACK.some((name) => host.toLowerCase() === `${name}:${port}`);
}

/** Whether an Origin header (absent: not a browser's cross-origin request) is this dev server's. */
export function originAllowed(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  return LOOPBACK.some((name) => origin.toLowerCase() === `http://${name}:${port}`);
}

/** The decap-server actions the editor uses (its proxy backend, fs and git modes): any other is refused. */
export const ACTIONS = new Set([
  'info', 'entriesByFolder', 'entriesByFiles', 'getEntry', 'unpublishedEntries', 'unpublishedEntry', 'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile', 'deleteUnpublishedEntry', 'updateUnpublishedEntryStatus', 'publishUnpublishedEntry', 'persistEntry',
  'getMedia', 'getMediaFile', 'persistMedia', 'deleteFile', 'deleteFiles', 'getDeployPreview',
]);

/** Keys whose string values decap-server reads as repository paths (anywhere in `params`), and `paths`' items. */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder', 'paths']);

/** Deeper than any request the editor sends: a body nested further is refused, not walked. */
const MAX_DEPTH = 16;

/** Every value of `params` that decap-server reads as a path, wherever it is nested (undefined: nested too deep). */
function pathsIn(value: unknown, key = '', found: unknown[] = [], depth = 0): unknown[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) if (!pathsIn(item, key, found, depth + 1)) return undefined;
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!pathsIn(v, k, found, depth + 1)) return undefined;
  } else if (PATH_KEYS.has(key)) found.push(value);
  return found;
}

/** `path` with its deepest existing part (itself, or an ancestor) by its real path; a dangling symlink throws. */
function realExisting(path: string): string {
  for (let at = path; ; at = dirname(at)) {
    try {
      lstatSync(at);
    } catch {
      if (dirname(at) === at) return path;
      continue;
    }
    return join(realpathSync(at), relative(at, path));
  }
}

const inside = (file: string, folder: string) => file === folder || file.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/**
 * Why a path decap-server would read or write is refused, or undefined when it is one the editor
 * may use: repository-relative, plain (no `..`, `.`, empty segment, backslash, percent-encoding or
 * control character) and inside one of `folders` also by its real path (a symlink out is refused).
 */
export function refusedPath(path: unknown, repoRoot: string, folders: string[]): string | undefined {
  if (typeof path !== 'string') return 'a path that is not text';
  if (path === '' || isAbsolute(path) || /^[a-z]:/i.test(path)) return `an absolute or empty path "${path}"`;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]|%[0-9a-f]{2}/i.test(path)) return `a path with a backslash, control character or percent-encoding "${path}"`;
  const segments = path.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return `a path with "..", "." or an empty segment "${path}"`;
  let real: string;
  try {
    real = realExisting(join(repoRoot, path));
  } catch {
    return `a path through a broken link "${path}"`;
  }
  const allowed = folders.map((folder) => realExisting(folder));
  if (!allowed.some((folder) => inside(real, folder))) return `a path outside ${folders.map((f) => relative(repoRoot, f) || '.').join(', ')} "${path}"`;
  return undefined;
}

/** Why a decap-server request body is refused, or undefined when it may go through. */
export function refusedRequest(body: unknown, repoRoot: string, folders: string[]): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'a body that is not a JSON object';
  const { action, params } = body as { action?: unknown; params?: unknown };
  if (typeof action !== 'string' || !ACTIONS.has(action)) return `an unknown action ${JSON.stringify(action)}`;
  const paths = pathsIn(params);
  if (!paths) return `a body nested deeper than ${MAX_DEPTH} levels`;
  for (const path of paths) {
    const why = refusedPath(path, repoRoot, folders);
    if (why) return why;
  }
  return undefined;
}
