/**
 * What the check's modules import from Node, for the editor in the browser. The admin bundle
 * (build/stages/admin.ts) resolves `node:fs`, `node:module`, `node:crypto` and `node:v8` here (and
 * `node:path` to path-browserify), so the editor runs the very modules `npm run check` runs
 * rather than copies of them. What they read at check time is a small table the editor fills
 * from the build's snapshot (`provideFiles`): the images in content/images and the Lucide icon
 * names. Anything else is a mistake in the bundle's use and says so.
 */
const files = new Map<string, string>();
const dirs = new Map<string, string[]>();

const normal = (path: string) => path.replace(/\/+$/, '').replace(/\/+/g, '/');

/** Files (path → text) and folders (path → names) the shared modules may read in the browser. */
export function provideFiles(entries: { files?: Record<string, string>; dirs?: Record<string, string[]> }): void {
  for (const [path, text] of Object.entries(entries.files ?? {})) files.set(normal(path), text);
  for (const [path, names] of Object.entries(entries.dirs ?? {})) dirs.set(normal(path), names);
}

/**
 * Files the editor has but the build's snapshot has not: pictures uploaded while editing an entry,
 * which Decap saves with the entry. Each is listed in its folder too.
 */
export function provideUploadedFiles(paths: string[]): void {
  for (const path of paths.map(normal)) {
    if (files.has(path)) continue;
    files.set(path, '');
    const slash = path.lastIndexOf('/');
    const names = dirs.get(path.slice(0, slash));
    if (names && !names.includes(path.slice(slash + 1))) names.push(path.slice(slash + 1));
  }
}

function unavailable(what: string): never {
  throw new Error(`${what} is not available in the editor`);
}

export function existsSync(path: string): boolean {
  return files.has(normal(path)) || dirs.has(normal(path));
}

export function readFileSync(path: string): string {
  return files.get(normal(path)) ?? unavailable(`the file ${path}`);
}

export function readdirSync(path: string): string[] {
  return dirs.get(normal(path)) ?? unavailable(`the folder ${path}`);
}

export function statSync(path: string): { isDirectory(): boolean; size: number } {
  const p = normal(path);
  if (!existsSync(p)) unavailable(`the file ${path}`);
  return { isDirectory: () => dirs.has(p), size: files.get(p)?.length ?? 0 };
}

export const mkdirSync = () => unavailable('writing files');
export const writeFileSync = () => unavailable('writing files');
export const renameSync = () => unavailable('writing files');
export const rmSync = () => unavailable('writing files');
export const mkdtempSync = () => unavailable('writing files');
export const watch = () => unavailable('watching files');

/** Modules are bundled; a path under /node_modules/ only names a folder in the table above. */
export function createRequire(): { (id: string): never; resolve(id: string): string } {
  const require = ((id: string) => unavailable(`require("${id}")`)) as { (id: string): never; resolve(id: string): string };
  require.resolve = (id: string) => `/node_modules/${id}`;
  return require;
}

export const createHash = () => unavailable('hashing');
export const randomUUID = () => crypto.randomUUID();
export const randomBytes = () => unavailable('randomBytes');

/** The load stage's parse cache (node:v8) is only opened by builds, never in the editor. */
export const serialize = () => unavailable('the parse cache');
export const deserialize = () => unavailable('the parse cache');
