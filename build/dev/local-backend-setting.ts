/**
 * Where the editor finds the dev server's local backend (build/dev/local-backend.ts), apart from
 * it: every build's editor configuration reads this, and the backend itself loads Node's HTTP
 * client and child processes, of no use to a build.
 */

/** Set (to LOCAL_BACKEND_PATH) in the dev server's environment and its builds' while it serves the local backend. */
export const LOCAL_BACKEND_URL_ENV = 'DECAP_LOCAL_BACKEND_URL';

/** Where the dev server answers for decap-server, on its own origin (the editor resolves it against its page's URL). */
export const LOCAL_BACKEND_PATH = '/api/v1';

/** What the editor's configuration sets as `local_backend`: the dev server's own path, or Decap's default (port 8081). */
export function localBackendSetting(env: NodeJS.ProcessEnv = process.env): true | { url: string } {
  return env[LOCAL_BACKEND_URL_ENV] ? { url: LOCAL_BACKEND_PATH } : true;
}
