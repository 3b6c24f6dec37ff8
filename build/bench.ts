/**
 * `npm run bench -- --pages 4000`: builds a synthetic corpus of Markdown articles through the
 * real pipeline (the same validation, layout, metadata, JSON-LD and sitemap as the site, which
 * is built with it) and prints whole-process time, pages per second, per-stage time and peak memory.
 *   --pages N      size of the generated corpus (default 4000)
 *   --corpus DIR   build this folder of Markdown files (front matter title, date, description) instead
 *   --runs N       measured runs after one warm-up (default 3); the median is reported
 *   --out DIR      output folder (default: a folder on /dev/shm, the machine's tmpfs)
 *   --cache DIR    image cache (default: beside the output, so cached images are hard-linked, not copied)
 *   --cold         empty the image cache before every measured run: every cover and social card
 *                  (one per page, 4000 of them for the corpus) is drawn and encoded again
 * Without --cold the runs are warm, as a build in CI with .cache/ kept is: the warm-up run fills
 * the image cache, and the measured runs find every picture in it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

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

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function main(): void {
  const pages = Number(arg('pages', '4000'));
  const runs = Number(arg('runs', '3'));
  const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  let corpus = arg('corpus');
  if (corpus) corpus = resolve(corpus);
  else {
    corpus = join(tmpdir(), `agency-bench-corpus-${pages}`);
    const started = performance.now();
    generateCorpus(corpus, pages);
    process.stdout.write(`generated ${pages} Markdown files in ${corpus} (${Math.round(performance.now() - started)} ms, not measured)\n`);
  }
  // The site's own content plus the corpus as content/docs: everything goes through the same stages.
  const benchRoot = join(tmpdir(), 'agency-bench-site');
  rmSync(benchRoot, { recursive: true, force: true });
  cpSync(join(root, 'content'), join(benchRoot, 'content'), { recursive: true });
  symlinkSync(corpus, join(benchRoot, 'content', 'docs'), 'dir');
  const out = resolve(arg('out', join(scratch, 'agency-bench-dist'))!);
  const cache = resolve(arg('cache', join(scratch, 'agency-bench-cache'))!);
  const cold = process.argv.includes('--cold');
  const statsFile = join(scratch, 'agency-bench-stats.json');

  const once = (): { wallMs: number; stats: Stats } => {
    if (cold) rmSync(join(cache, 'images'), { recursive: true, force: true });
    const started = performance.now();
    const child = spawnSync(process.execPath, ['--max-semi-space-size=64', join(root, 'scripts/run.mjs'), 'build', '--content', join(benchRoot, 'content'), '--out', out, '--cache', cache, '--no-compress', '--stats', statsFile], { encoding: 'utf8' });
    const wallMs = performance.now() - started;
    if (child.status !== 0) {
      process.stderr.write(child.stderr || child.stdout);
      process.exit(1);
    }
    return { wallMs, stats: JSON.parse(readFileSync(statsFile, 'utf8')) as Stats };
  };

  once(); // warm-up: compiles the build bundle if needed, fills the file cache and the image cache
  const results = Array.from({ length: runs }, once);
  const wall = median(results.map((r) => r.wallMs));
  const best = results.find((r) => r.wallMs === wall)!;
  const lines = [
    `pages built:          ${best.stats.pages} (${best.stats.pages - pages} of them the site's own)`,
    `whole process:        ${(wall / 1000).toFixed(2)} s (median of ${runs}; runs: ${results.map((r) => (r.wallMs / 1000).toFixed(2)).join(', ')} s)`,
    `pages per second:     ${Math.round(best.stats.pages / (wall / 1000))}`,
    `peak memory (RSS):    ${best.stats.maxRssMb} MB`,
    `stages (ms):          ${Object.entries(best.stats.timings).map(([k, v]) => `${k} ${Math.round(v)}`).join(' · ')}`,
    `start-up and exit:    ${Math.round(wall - Object.values(best.stats.timings).reduce((a, b) => a + b, 0))} ms`,
    ...(best.stats.images ? [`images (${cold ? 'cold' : 'warm'}):        ${best.stats.images.pictures} pictures, ${best.stats.images.reused} from the cache, ${best.stats.images.drawn} drawn, ${best.stats.images.encoded} files encoded; ${best.stats.images.files} files, ${(best.stats.images.bytes / 1048576).toFixed(1)} MB`] : []),
    `output:               ${out}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
