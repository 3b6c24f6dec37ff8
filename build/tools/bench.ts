/**
 * `npm run bench -- --pages 4000`: what a corpus of Markdown pages adds to a build of the site,
 * and, where `hugo` is installed, what the same corpus costs Hugo.
 *
 * It generates the corpus (front matter `title`, `date`, `description`; 3–5 KB of text with
 * headings, lists and links each) and times whole processes, in turn:
 *   A  our build of the site with the corpus as its `docs` collection (the same validation, link
 *      checks, layout, metadata, JSON-LD and sitemap as the site's own pages)
 *   S  our build of the site alone
 *   H  Hugo building the same files into pages (`hugo --source … --destination …`, minimal layouts)
 * and prints the medians, the marginal cost of the corpus (A − S, pair by pair) and the ratio
 * A / B with B = H then S (the issue's method: at most 1.0 means the corpus costs us no more
 * than Hugo). Every output goes to tmpfs; precompression is off, as for Hugo.
 *   --pages N      size of the generated corpus (default 4000)
 *   --corpus DIR   build this folder of Markdown files (front matter title, date, description) instead
 *   --pairs N      measured rounds after one warm-up (default 5); medians are reported
 *   --out DIR      output folder (default: a folder on /dev/shm, the machine's tmpfs)
 *   --cache DIR    build cache (default: beside the output, so cached images are hard-linked, not copied)
 *   --cold         empty the image cache before every measured run of A: every social card
 *                  (one per page, 4000 of them for the corpus) is drawn and encoded again
 *   --fresh        empty the caches of the build's own work before every measured run of A and S:
 *                  parsed content, rendered Markdown and assets (`by-code/`), and the record of the
 *                  previous output (`outputs/`, so every file is written again): every page's text
 *                  is read and rendered as Hugo does; pictures stay cached
 *   --no-hugo      skip Hugo even where it is installed
 * Without --cold the runs are warm, as a build in CI with .cache/ kept is: the warm-up run fills
 * the image cache, and the measured runs find every picture in it. Without --fresh the parsed
 * files, rendered Markdown and unchanged output files of the previous run are reused too.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildEnvironment, buildNodeOptions } from './build-command.ts';

const root = resolve(import.meta.dirname, '..', '..');

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** A small deterministic generator, so every run builds the same corpus. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const WORDS = 'latency throughput cache index query schema service deploy rollout cluster queue worker retry backoff idempotent payload request response token session tenant invoice ledger settlement webhook release migration rollback feature flag metric trace span alert budget capacity shard replica partition consistency durability availability timeout circuit breaker gateway proxy container image registry pipeline artifact test coverage review refactor module interface contract version'.split(' ');

export function generateCorpus(dir: string, pages: number): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const rnd = random(42);
  const pick = () => WORDS[Math.floor(rnd() * WORDS.length)];
  const sentence = (n: number) => {
    const words = Array.from({ length: n }, pick);
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return `${words.join(' ')}.`;
  };
  const name = (i: number) => `article-${String(i).padStart(5, '0')}`;
  for (let i = 0; i < pages; i++) {
    const parts: string[] = [];
    const target = 3000 + Math.floor(rnd() * 2000);
    let size = 0;
    let section = 0;
    while (size < target) {
      let block: string;
      const kind = section === 0 ? 0 : Math.floor(rnd() * 4);
      if (kind === 0) block = `## ${sentence(4).slice(0, -1)} ${++section}\n\n${sentence(18)} ${sentence(14)} See [${pick()} ${pick()}](/docs/${name(Math.floor(rnd() * pages))}) for details.`;
      else if (kind === 1) block = Array.from({ length: 4 }, () => `- **${pick()}**: ${sentence(9)}`).join('\n');
      else if (kind === 2) block = `### ${sentence(3).slice(0, -1)}\n\n${sentence(22)} Read about [our services](/services) and ${sentence(8).toLowerCase()}`;
      else block = `${sentence(16)} ${sentence(20)} ${sentence(12)}`;
      parts.push(block);
      size += block.length + 2;
    }
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000 / 4).toISOString().slice(0, 10);
    const title = `${sentence(5).slice(0, -1)} (part ${i + 1})`;
    const description = `${sentence(12).slice(0, 150)}`;
    writeFileSync(join(dir, `${name(i)}.md`), `---\ntitle: "${title}"\ndate: ${date}\ndescription: "${description}"\n---\n\n${parts.join('\n\n')}\n`);
  }
}

interface Stats {
  pages: number;
  timings: Record<string, number>;
  images?: { pictures: number; files: number; bytes: number; reused: number; drawn: number; encoded: number };
  maxRssMb: number;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** A Hugo project of the corpus: the files under content/docs/, layouts with a head, header, footer and the rendered Markdown. */
function hugoProject(dir: string, corpus: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(corpus, join(dir, 'content', 'docs'), { recursive: true });
  const files: Record<string, string> = {
    'hugo.toml': 'baseURL = "https://example.com/"\ntitle = "Bench"\nlanguageCode = "en"\ndisableKinds = ["taxonomy", "term"]\n',
    'layouts/_default/baseof.html': '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }} — {{ .Site.Title }}</title><meta name="description" content="{{ .Description }}"><link rel="canonical" href="{{ .Permalink }}"></head><body><header><a href="/">{{ .Site.Title }}</a><nav><a href="/docs/">Docs</a></nav></header><main>{{ block "main" . }}{{ end }}</main><footer><p>© {{ now.Year }} {{ .Site.Title }}</p></footer></body></html>\n',
    'layouts/_default/single.html': '{{ define "main" }}<article><h1>{{ .Title }}</h1><p><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "2 January 2006" }}</time> · {{ .ReadingTime }} min read</p>{{ .TableOfContents }}{{ .Content }}</article>{{ end }}\n',
    'layouts/_default/list.html': '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function hugoInstalled(): boolean {
  return spawnSync('hugo', ['version'], { encoding: 'utf8' }).status === 0;
}

/** Runs a command to its end; its wall time in ms. A failure stops the benchmark with the command's own output. */
function timed(command: string, args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const child = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  const ms = performance.now() - started;
  if (child.status !== 0) {
    process.stderr.write(`${[command, ...args].join(' ')} failed:\n${child.stderr || child.stdout}\n`);
    process.exit(1);
  }
  return ms;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const list = (values: number[], unit = (v: number) => (v / 1000).toFixed(2)) => values.map(unit).join(', ');

function main(): void {
  const pages = Number(arg('pages', '4000'));
  const pairs = Number(arg('pairs', '5'));
  const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  // Named after this checkout, so two checkouts on one machine can run it at once.
  const id = createHash('sha1').update(root).digest('hex').slice(0, 8);
  const work = join(tmpdir(), `agency-bench-${id}`);
  let corpus = arg('corpus');
  if (corpus) corpus = resolve(corpus);
  else {
    corpus = join(work, `corpus-${pages}`);
    const started = performance.now();
    generateCorpus(corpus, pages);
    process.stdout.write(`generated ${pages} Markdown files in ${corpus} (${Math.round(performance.now() - started)} ms, not measured)\n`);
  }
  // The site's own content, and a copy with the corpus as content/docs: the same stages build both.
  const siteContent = join(work, 'site', 'content');
  const withCorpus = join(work, 'with-corpus', 'content');
  for (const dir of [siteContent, withCorpus]) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(root, 'content'), dir, { recursive: true });
  }
  symlinkSync(corpus, join(withCorpus, 'docs'), 'dir');
  const out = resolve(arg('out', join(scratch, `agency-bench-${id}`))!);
  const cache = resolve(arg('cache', join(out, 'cache'))!);
  const cold = process.argv.includes('--cold');
  const fresh = process.argv.includes('--fresh');
  const forget = () => {
    if (!fresh) return;
    for (const dir of ['by-code', 'outputs']) rmSync(join(cache, dir), { recursive: true, force: true });
  };
  const hugo = !process.argv.includes('--no-hugo') && hugoInstalled();
  const hugoDir = join(work, 'hugo');
  if (hugo) hugoProject(hugoDir, corpus);
  const statsFile = join(out, 'stats.json');
  mkdirSync(out, { recursive: true });

  // The Node options and environment of `npm run build` (package.json), so A and S are timed as a person's build runs.
  const nodeOptions = buildNodeOptions(root);
  const buildEnv = buildEnvironment(root);
  const ours = (content: string, dist: string) => [resolve(root, 'scripts/run.mjs'), 'build', '--content', content, '--out', dist, '--cache', cache, '--no-compress', '--force'];
  const runA = (): { ms: number; stats: Stats } => {
    if (cold) rmSync(join(cache, 'images'), { recursive: true, force: true });
    forget();
    const ms = timed(process.execPath, [...nodeOptions, ...ours(withCorpus, join(out, 'a')), '--stats', statsFile], buildEnv);
    return { ms, stats: JSON.parse(readFileSync(statsFile, 'utf8')) as Stats };
  };
  const runS = () => {
    forget();
    return timed(process.execPath, [...nodeOptions, ...ours(siteContent, join(out, 's'))], buildEnv);
  };
  const runH = () => timed('hugo', ['--quiet', '--source', hugoDir, '--destination', join(out, 'hugo'), '--cleanDestinationDir']);

  // Warm-up, not counted: compiles the build bundle if needed, fills the file and image caches.
  runA();
  runS();
  if (hugo) runH();
  const a: { ms: number; stats: Stats }[] = [];
  const s: number[] = [];
  const h: number[] = [];
  for (let i = 0; i < pairs; i++) {
    a.push(runA());
    if (hugo) h.push(runH());
    s.push(runS());
  }
  const aMs = a.map((r) => r.ms);
  const best = a.find((r) => r.ms === median(aMs)) ?? a[0];
  const stats = best.stats;
  const marginal = aMs.map((ms, i) => ms - s[i]);
  const lines = [
    `pages built:          ${stats.pages} (${pages} of the corpus, ${stats.pages - pages} of the site)`,
    `A site + corpus:      ${seconds(median(aMs))} median of ${pairs} (${list(aMs)} s)`,
    `S site alone:         ${seconds(median(s))} (${list(s)} s)`,
    `corpus, marginal:     ${seconds(median(marginal))} median of A − S pair by pair (${list(marginal)} s); ${Math.round(pages / (median(marginal) / 1000))} pages per second`,
  ];
  if (hugo) {
    const b = h.map((ms, i) => ms + s[i]);
    const ratio = aMs.map((ms, i) => ms / b[i]);
    lines.push(
      `H Hugo, corpus:       ${seconds(median(h))} (${list(h)} s)`,
      `B = H then S:         ${seconds(median(b))}`,
      `A / B:                ${median(ratio).toFixed(2)} median of ${pairs} pairs (${list(ratio, (v) => v.toFixed(2))}); at most 1.00 means the corpus costs us no more than Hugo`,
      `marginal / H:         ${median(marginal.map((m, i) => m / h[i])).toFixed(2)}`,
    );
  } else lines.push('Hugo:                 not installed (Debian: apt-get install hugo), or --no-hugo; no comparison');
  lines.push(
    `peak memory (RSS), A: ${stats.maxRssMb} MB`,
    `stages of A (ms):     ${Object.entries(stats.timings).map(([k, v]) => `${k} ${Math.round(v)}`).join(' · ')}`,
    `caches of our work:   ${fresh ? 'emptied before every run (--fresh)' : 'kept from the previous run'}`,
    ...(stats.images ? [`images (${cold ? 'cold' : 'warm'}):        ${stats.images.pictures} pictures, ${stats.images.reused} from the cache, ${stats.images.drawn} drawn, ${stats.images.encoded} files encoded; ${stats.images.files} files, ${(stats.images.bytes / 1048576).toFixed(1)} MB`] : []),
    `output:               ${out}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
