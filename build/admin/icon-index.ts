/**
 * The icon picker's index (src/admin/widgets/icon.tsx): every Lucide icon the site can draw, by
 * name, with its drawing (lucide-react's `__iconData.node`), as one JSON file the editor fetches
 * only when a picker opens. Named after the lucide-react version, so a browser keeps it until the
 * package changes; made once per version into .cache/admin/ (reading thousands of modules is slow).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** An icon's drawing: SVG elements as `[tag, attributes]`, on a 24×24 grid. */
export type IconNode = [string, Record<string, string | number>][];

const lucideDir = (root: string) => dirname(createRequire(join(root, 'package.json')).resolve('lucide-react/package.json'));

/** The index's file name inside dist/admin/, from the installed lucide-react's version. */
export function iconIndexName(root: string): string {
  const { version } = JSON.parse(readFileSync(join(lucideDir(root), 'package.json'), 'utf8')) as { version: string };
  return `lucide-${version}.json`;
}

/** The index: each icon's drawing by name, and the other names it answers to (Lucide's aliases, which the check accepts too). */
export interface IconIndex {
  icons: Record<string, IconNode>;
  aliases: Record<string, string>;
}

/** Every icon's drawing (without React's `key`s) and its aliases, sorted by name. */
export function iconIndex(root: string, cacheDir: string): { name: string; contents: string } {
  const name = iconIndexName(root);
  const cached = join(cacheDir, 'admin', name);
  if (existsSync(cached)) return { name, contents: readFileSync(cached, 'utf8') };
  const dir = join(lucideDir(root), 'dist', 'esm', 'icons');
  const index: IconIndex = { icons: {}, aliases: {} };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) {
    const source = readFileSync(join(dir, file), 'utf8');
    const alias = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(source);
    if (alias) {
      index.aliases[file.slice(0, -4)] = alias[1];
      continue;
    }
    const data = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
    if (!data) continue;
    // `__iconData` is a literal of arrays, objects, strings and numbers in the installed package.
    const { node } = new Function(`return ${data}`)() as { node: IconNode };
    index.icons[file.slice(0, -4)] = node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
  }
  const contents = JSON.stringify(index);
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(cached, contents);
  return { name, contents };
}
