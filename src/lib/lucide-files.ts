/**
 * Lucide's icons as the build reads them from the installed lucide-react (Node only): the names
 * the content check accepts and the icon set pages are drawn with. The browser editor gets the
 * same facts from its snapshot (build/stages/admin.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createIconSet, type IconModules, type IconSet } from '../components/icons.ts';

const require = createRequire(import.meta.url);
/** lucide-react's per-icon modules. */
export const lucideIconsDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');

/** Every Lucide icon name (renamed ones too), for validation and "did you mean". */
let listed: readonly string[] | undefined;

/** The installed package does not change while a process runs: its folder is listed once (the dev server checks on every save). */
export function lucideIconNames(): string[] {
  listed ??= readdirSync(lucideIconsDir).filter((f) => f.endsWith('.mjs') && f !== 'index.mjs').map((f) => f.slice(0, -4));
  return [...listed];
}

/** Each icon module's text, read from the installed package; undefined for a name Lucide does not have. */
export const lucideModules: IconModules = (name) => {
  try {
    return readFileSync(join(lucideIconsDir, `${name}.mjs`), 'utf8');
  } catch {
    return undefined;
  }
};

/** An icon set drawn from the installed lucide-react, for one build. */
export const lucideIconSet = (): IconSet => createIconSet(lucideModules);
