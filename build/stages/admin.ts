/**
 * The editor stage, the browser editor at /admin/ (Decap CMS, see docs/dev-and-editor.md).
 * Input: src/admin (bundled by esbuild with the parts of Decap that src/admin/decap.ts takes and
 * our React 19), the registry, the schemas and their compiled validators, the checked content and
 * the built stylesheet.
 * Output: dist/admin/ — index.html (noindex, the generated configuration inlined), the hashed
 * bundle, and a snapshot of the content the editor's check and preview read.
 *
 * The bundle takes seconds to make, so it is kept in .cache/admin/ under a hash of everything it
 * was made from: the source files esbuild read (listed by its metafile last time) and the
 * package-lock.json entries of the packages it included. A warm build hashes those and copies.
 */
import { createHash, hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { withEsbuild } from '../esbuild-service.ts';
import { decapConfig, contentFolder, referenceChoicesOf, type FieldSchema } from '../admin/config.ts';
import { iconIndex, iconIndexName } from '../admin/icon-index.ts';
import { editorLook } from '../admin/look.ts';
import { compiledValidatorsFile } from './compile-schemas.ts';
import { localBackendSetting } from '../dev/local-backend-setting.ts';
import { contentTypes } from '../content-folders.ts';
import type { Registry } from '../../src/content/definition.ts';
import type { Content } from '../../src/content/model.ts';
import type { AdminSettings, AdminSnapshot } from '../../src/admin/settings.ts';
import type { SourceFile } from './parse.ts';
import { gatherFacts } from './load.ts';
import { lucideIconNames, lucideIconsDir } from '../../src/lib/lucide-files.ts';
import { renamedTo } from '../../src/components/icons.ts';
import type { OutputFile } from './write.ts';

export const ADMIN_DIR = 'admin';

export interface AdminInput {
  root: string;
  /** The project's .cache/: the bundle is made of code only, so it is kept there whatever cache a build uses (as the validators are). */
  projectCache: string;
  schemas: string;
  images: string;
  content: Content;
  sources: SourceFile[];
  /** The content types: the site's (its bundle is compiled with them, src/admin/main.tsx). */
  registry: Registry;
  /** URL of the site's stylesheet, for the preview. */
  stylesheet: string;
  /** `owner/name` of the repository changes go to; CMS_GITHUB_REPO when absent. */
  repo?: string;
}

/**
 * The editor runs in the browser, which has no Node: a module of its bundle that imports one of
 * Node's (`node:fs`, …) fails the bundle, named with its importer. The checks take data (the
 * snapshot's texts and facts) and the build reads files at its edges (build/stages/load.ts).
 */
function refuseNode(root: string): Plugin {
  return {
    name: 'refuse-node',
    setup(build) {
      build.onResolve({ filter: /^node:/ }, (args) => ({
        errors: [{ text: `${relative(root, args.importer)} imports ${args.path}, which the browser does not have: the editor's modules must take data and leave reading files to the build (see build/stages/admin.ts)` }],
      }));
    },
  };
}

/**
 * Our fixes of the Markdown editor's own modules (src/admin/markdown/): the module a widget file
 * imports is replaced by ours, which wraps the original (see each file for the damage it prevents).
 */
const MARKDOWN_WIDGET_MODULES: Record<string, string> = {
  './plugins/inlines/withInlines': 'src/admin/markdown/with-inlines.ts',
  './plugins/html/withHtml': 'src/admin/markdown/with-cursor.ts',
};
function markdownWidgetFixes(root: string): Plugin {
  return {
    name: 'markdown-widget-fixes',
    setup(build) {
      build.onResolve({ filter: /^\.\/plugins\// }, (args) => {
        const ours = MARKDOWN_WIDGET_MODULES[args.path];
        return ours && args.importer.includes('decap-cms-widget-markdown') ? { path: join(root, ours) } : undefined;
      });
    },
  };
}

/**
 * decap-cms-core's `actions/media`, replaced for every module of decap-cms-core that imports it by
 * src/admin/pictures-in-hand.ts (which wraps the original): a picture the editor has just uploaded
 * shows at once, from the editor's memory, wherever its public path is named.
 */
function decapMediaFix(root: string): Plugin {
  const media = join(root, 'node_modules/decap-cms-core/dist/esm/actions/media');
  return {
    name: 'decap-media-fix',
    setup(build) {
      build.onResolve({ filter: /media$/ }, (args) =>
        args.importer.includes('/decap-cms-core/') && resolve(dirname(args.importer), args.path) === media ? { path: join(root, 'src/admin/pictures-in-hand.ts') } : undefined,
      );
    },
  };
}

interface CachedBundle {
  key: string;
  /** Source files the bundle was made from (relative to the project), from esbuild's metafile. */
  inputs: string[];
  /** Output file names in .cache/admin/ and dist/admin/. */
  files: string[];
  /** The entry script's file name. */
  entry: string;
  css?: string;
}

/** The hash of the bundle's inputs: their bytes, and the lock file's entry of each package they come from. */
export function inputsKey(root: string, inputs: string[]): string | undefined {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; integrity?: string }> };
  const hash = createHash('sha256');
  const packages = new Set<string>();
  for (const input of inputs) {
    const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    if (m) {
      packages.add(m[1]);
      continue;
    }
    const abs = join(root, input);
    if (!existsSync(abs)) return undefined;
    hash.update(input).update('\0').update(readFileSync(abs)).update('\0');
  }
  for (const name of [...packages].sort()) {
    const entry = lock.packages[`node_modules/${name}`];
    hash.update(`${name}@${entry?.version}:${entry?.integrity}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The bundle from .cache/admin/ when its inputs are unchanged, else made by esbuild and kept. */
export async function adminBundle(root: string, cacheDir: string, validatorsFile: string): Promise<{ files: OutputFile[]; entry: string; css?: string; cached: boolean }> {
  const dir = join(cacheDir, 'admin');
  const manifestPath = join(dir, 'manifest.json');
  const read = (m: CachedBundle) => m.files.map((f) => ({ path: `${ADMIN_DIR}/${f}`, contents: readFileSync(join(dir, f)) }));
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CachedBundle;
    if (manifest.key && manifest.inputs.includes(relative(root, validatorsFile)) && inputsKey(root, manifest.inputs) === manifest.key && manifest.files.every((f) => existsSync(join(dir, f)))) {
      return { files: read(manifest), entry: manifest.entry, css: manifest.css, cached: true };
    }
  }
  const result = await withEsbuild(({ build }) => build({
    absWorkingDir: root,
    entryPoints: { admin: join(root, 'src/admin/main.tsx') },
    bundle: true, minify: true, write: false, metafile: true, outdir: join(dir, 'out'),
    // Splitting: what the editor loads only when it needs it (`import()`, such as the preview's code highlighter) is a file of its own.
    format: 'esm', target: 'es2020', platform: 'browser', splitting: true,
    entryNames: '[name].[hash]', chunkNames: 'chunk.[hash]', assetNames: '[name].[hash]', logLevel: 'silent',
    jsx: 'automatic', jsxImportSource: 'react',
    alias: { 'admin:validators': validatorsFile },
    plugins: [refuseNode(root), markdownWidgetFixes(root), decapMediaFix(root)],
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }));
  const outputs = result.outputFiles.filter((f) => !f.path.endsWith('.map'));
  // Files only: `(disabled):fs` and the like are packages' browser stubs, covered by their lock entries.
  // And this file: its build options and plugins (which modules replace the widget's) make the bundle too.
  const inputs = [...Object.keys(result.metafile.inputs).filter((i) => !/^\(?[\w-]+\)?:/.test(i)), 'build/stages/admin.ts'].sort();
  const key = inputsKey(root, inputs);
  if (key === undefined) throw new Error('the admin bundle lists an input that is not a file');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = outputs.map((f) => {
    const name = relative(join(dir, 'out'), f.path);
    writeFileSync(join(dir, name), f.contents);
    return name;
  });
  const manifest: CachedBundle = { key, inputs, files, entry: files.find((f) => /^admin\.[^/]+\.js$/.test(f))!, css: files.find((f) => /^admin\.[^/]+\.css$/.test(f)) };
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return { files: read(manifest), entry: manifest.entry, css: manifest.css, cached: false };
}

/** Schema files by name, as the configuration generator reads them. */
function readSchemas(dir: string): Record<string, FieldSchema> {
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.schema.json')).map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as FieldSchema]));
}

/** lucide-react's module texts of the icons a page may draw: icon fields of the content, and names written in the templates and components (renamed icons with the icon they name). */
function iconModulesUsed(root: string, sources: { text: string }[]): Record<string, string> {
  const known = new Set(lucideIconNames());
  const wanted = new Set<string>();
  const code = ['src/components', 'templates', 'src/content'].flatMap((d) => readdirSync(join(root, d)).filter((f) => /\.tsx?$/.test(f)).map((f) => readFileSync(join(root, d, f), 'utf8')));
  for (const text of code) for (const m of text.matchAll(/['"]([a-z][a-z0-9]*(?:-[a-z0-9]+)*)['"]/g)) if (known.has(m[1])) wanted.add(m[1]);
  for (const { text } of sources) for (const m of text.matchAll(/icon:\s*["']?([a-z0-9-]+)/g)) if (known.has(m[1])) wanted.add(m[1]);
  const modules: Record<string, string> = {};
  const add = (name: string) => {
    const source = readFileSync(join(lucideIconsDir, `${name}.mjs`), 'utf8');
    modules[name] = source;
    const alias = renamedTo(source);
    if (alias && !modules[alias]) add(alias);
  };
  for (const name of wanted) add(name);
  return modules;
}

const escapeJsonForHtml = (json: string) => json.replace(/</g, '\\u003c');

export function adminPage(settings: AdminSettings, entry: string, css: string | undefined, siteName: string, look = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Edit the site — ${siteName.replace(/[<&]/g, '')}</title>
${css ? `<link rel="stylesheet" href="/${ADMIN_DIR}/${css}">\n` : ''}${look ? `<style>\n${look.replace(/<\//g, '<\\/')}\n</style>\n` : ''}<script type="application/json" id="admin-settings">${escapeJsonForHtml(JSON.stringify(settings))}</script>
<script type="module" src="/${ADMIN_DIR}/${entry}"></script>
</head>
<body></body>
</html>
`;
}

/** dist/admin/: the page, the bundle and the content snapshot. */
export async function buildAdmin(input: AdminInput): Promise<{ files: OutputFile[]; cached: boolean }> {
  const { root, registry } = input;
  const validatorsFile = compiledValidatorsFile(input.schemas, input.projectCache, contentTypes(registry).allContentTypes);
  const bundle = await adminBundle(root, input.projectCache, validatorsFile);
  // The icon picker's index: written with the bundle (a content edit's refresh leaves it as it is).
  const icons = iconIndex(root, input.projectCache);
  return { files: [...adminContentFiles(input, bundle), ...bundle.files, { path: `${ADMIN_DIR}/${icons.name}`, contents: icons.contents }], cached: bundle.cached };
}

/**
 * The half of the stage that follows the content: index.html (the configuration, whose
 * reference selects list the content's names) and the content snapshot, for the bundle the last
 * full build made (its entry and stylesheet names from .cache/admin/'s manifest; the bundle is
 * code only, so a content edit leaves it as it is). The dev server's incremental rebuild
 * (build/dev/incremental.ts) calls this after a content edit; undefined when no bundle was made yet.
 */
export function refreshAdmin(input: AdminInput): OutputFile[] | undefined {
  const manifestPath = join(input.projectCache, 'admin', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CachedBundle;
  return adminContentFiles(input, manifest);
}

/** Whether a dist/ path is one of the snapshots this stage writes (`admin/content.[hash].json`). */
export const isAdminSnapshot = (path: string) => /^admin\/content\.[0-9a-f]{12}\.json$/.test(path);

/**
 * What the editor's check and preview read, in place of the disk: the content files' texts, the
 * checks' facts (build/stages/crossref.ts `CheckFacts`) as `npm run check` gathers them, and the
 * icon modules the preview draws.
 */
export function adminSnapshot(input: Pick<AdminInput, 'root' | 'images' | 'sources'>): AdminSnapshot {
  // The texts the check read: the editor's check then sees what this build checked.
  const files = input.sources.map((s) => ({ file: s.file, type: s.type.key, text: s.fileText }));
  return { files, facts: gatherFacts(input.images), iconModules: iconModulesUsed(input.root, files) };
}

/**
 * `JSON.stringify(snapshot)` as UTF-8, made file by file. As one string, every content file's
 * text made megabytes of two-byte characters (one curly quote in the site's own content is
 * enough), which V8 built in pieces, then copied whole to flatten it, then again to encode it,
 * and promoted through the young generation on the way: 0.3 s of a 4000-page build.
 */
export function snapshotJson(snapshot: AdminSnapshot): Buffer {
  const { files, ...rest } = snapshot;
  const tail = JSON.stringify(rest);
  const pieces = ['{"files":[', ...files.map((file, i) => (i ? `,${JSON.stringify(file)}` : JSON.stringify(file))), tail === '{}' ? ']}' : `],${tail.slice(1)}`];
  // Written into a buffer sized for ASCII and grown when a piece might not fit (a UTF-16 unit is at
  // most three bytes of UTF-8): measuring each piece first cost as much as writing it.
  let bytes = Buffer.allocUnsafe(pieces.reduce((sum, piece) => sum + piece.length, 0) + 4096);
  let at = 0;
  for (const piece of pieces) {
    if (at + piece.length * 3 > bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, at + piece.length * 3));
      bytes.copy(larger, 0, 0, at);
      bytes = larger;
    }
    at += bytes.write(piece, at);
  }
  return bytes.subarray(0, at);
}

function adminContentFiles(input: AdminInput, bundle: { entry: string; css?: string }): OutputFile[] {
  const { root, registry } = input;
  // Encoded once, for its name and its file alike (every content file's text: megabytes for a large site).
  const snapshot = snapshotJson(adminSnapshot(input));
  const snapshotName = `content.${hash('sha256', snapshot, 'hex').slice(0, 12)}.json`;

  const repo = input.repo ?? process.env.CMS_GITHUB_REPO ?? '';
  const config = decapConfig({ registry, schemas: readSchemas(input.schemas), repo, origin: input.content.site.origin, iconIndex: `/${ADMIN_DIR}/${iconIndexName(root)}`, logo: input.content.site.logo,
    referenceChoices: referenceChoicesOf(registry, input.content as unknown as Record<string, { slug: string; data: Record<string, unknown> }[] | undefined>) });
  // In `npm run dev`, the local backend the dev server started (build/dev/local-backend.ts); Decap's default elsewhere.
  config.local_backend = localBackendSetting();
  const settings: AdminSettings = {
    config,
    types: {
      ...Object.fromEntries(registry.collections.map((c) => [c.name, { key: c.name, schema: c.schema, folder: contentFolder(c.folder), extension: c.format === 'markdown' ? 'md' : 'yaml' }])),
      ...Object.fromEntries(registry.singletons.map((s) => [s.name, { key: s.name, schema: s.schema }])),
    },
    stylesheet: input.stylesheet,
    snapshot: `/${ADMIN_DIR}/${snapshotName}`,
  };
  return [
    { path: `${ADMIN_DIR}/index.html`, contents: adminPage(settings, bundle.entry, bundle.css, input.content.site.name, editorLook(readFileSync(join(root, 'src', 'styles', 'tokens.css'), 'utf8'), input.content.site.name, config.collections.map((c) => c.name))) },
    { path: `${ADMIN_DIR}/${snapshotName}`, contents: snapshot },
  ];
}
