/**
 * Rendering on both cores: the main thread and one worker thread take runs of consecutive
 * routes from a shared counter until none is left, each rendering, link-checking and writing
 * its own pages. Runs carry their position, so the search index and the link report come out
 * in route order, the same as from one thread. Runs of pages that show a Markdown file's body
 * are taken last (`renderSchedule`): the worker renders those bodies first, and the main thread
 * renders the other pages meanwhile instead of waiting for it.
 *
 * The worker runs the compiled bundle (`.cache/build/<stamp>/page-worker.mjs`, made by
 * `scripts/run.mjs`): a worker started through tsx compiles every module again and gains
 * nothing. Built from the TypeScript sources (tests), everything renders on the main thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { freeCores } from './free-cores.ts';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Content } from '../src/content/model.ts';
import type { Assets } from '../src/components/Document.tsx';
import type { ResponsiveImage, SocialCard } from '../src/lib/images.ts';
import type { Route, RouteTable } from './routes.ts';
import type { RenderedRun } from './stages/render.ts';
import type { ExpectedText } from './verify/required-text.ts';
import type { OutputRecords } from './stages/write.ts';
import type { PrerenderJob } from './stages/prerender-markdown.ts';

/** Routes per run: small enough that both threads finish together, large enough that taking one costs nothing. */
export const RUN_LENGTH = 25;

/** Consecutive routes, by their position in the route table, rendered by one thread. */
export interface Run {
  start: number;
  length: number;
  /** Its pages show Markdown files' bodies, which the worker may be rendering ahead (`RenderWorker.prerender`). */
  markdown: boolean;
}

/** Whether a route's page shows its Markdown file's body: the files the worker renders ahead (build/stages/prerender-markdown.ts). */
const showsMarkdownBody = (route: Pick<Route, 'source'>) => route.source.endsWith('.md');

/**
 * The runs in the order they are taken: runs of routes without a Markdown body first, then
 * those with one, each in route order. A run holds routes of one kind only.
 */
export function renderSchedule(routes: readonly Pick<Route, 'source'>[]): Run[] {
  const plain: Run[] = [];
  const markdown: Run[] = [];
  for (let start = 0; start < routes.length; ) {
    const kind = showsMarkdownBody(routes[start]);
    let end = start + 1;
    while (end < routes.length && end - start < RUN_LENGTH && showsMarkdownBody(routes[end]) === kind) end++;
    (kind ? markdown : plain).push({ start, length: end - start, markdown: kind });
    start = end;
  }
  return [...plain, ...markdown];
}

/** Everything the worker needs to render any route, as plain data (it is copied to the worker once). */
export interface RenderJob {
  content: Content;
  /** The route table without its template components (functions cannot be copied to a thread). */
  table: Omit<RouteTable, 'templates'>;
  assets: Assets;
  /** Covers by `coverId(folder, slug)`, from the images stage's plan. */
  covers: ReadonlyMap<string, ResponsiveImage>;
  /** Each route's social card URLs, by path. */
  social: Record<string, SocialCard>;
  /** Files that links may point at besides routes and redirects (assets, images). */
  files: string[];
  dist: string;
  compress: boolean;
  cacheDir: string;
  /** dist/ was emptied for this build (build/stages/write.ts). */
  emptied: boolean;
  /** Live demo addresses shown as unavailable (build/stages/link-health.ts). */
  unavailableDemos: string[];
  /** The runs in the order they are taken (`renderSchedule`). */
  schedule: Run[];
  /** One Int32: the next run's number in `schedule`, shared with the main thread. */
  counter: SharedArrayBuffer;
  /** Required texts each page must show (build/verify/required-text.ts), by path. */
  expected: Record<string, ExpectedText[]>;
}

export interface WorkerResult {
  runs: RenderedRun[];
  files: number;
  bytes: number;
  /** The files the worker put in dist/ (build/stages/write.ts). */
  records: OutputRecords;
}

export type WorkerMessage = { ok: true; result: WorkerResult } | { ok: false; message: string; stack?: string };

/** The worker's answer to `prerender`. */
export interface Prerendered {
  prerendered: true;
}

/** What the main thread sends the worker: at most one `prerender`, then one `render`. */
export type WorkerRequest = { prerender: PrerenderJob } | { render: RenderJob };

/** The next run of the schedule nobody has taken, or undefined when every run is taken. */
export function takeRun(counter: Int32Array, schedule: readonly Run[]): Run | undefined {
  return schedule[Atomics.add(counter, 0, 1)];
}

export interface RenderWorker {
  /**
   * Renders the content's Markdown bodies into the kept rendered Markdown while this thread checks
   * the content (build/stages/prerender-markdown.ts); sent before `render`, if at all.
   */
  prerender(job: PrerenderJob): void;
  /** Settles once the worker has done with `prerender` (at once when none was sent); never rejects. */
  prerendered(): Promise<void>;
  render(job: RenderJob): Promise<WorkerResult>;
  /** Stops the worker; a build that ends early (content problems) calls it too. */
  close(): void;
}

/** V8's own interrupt budget in Node 20 (`node --v8-options`: `--interrupt-budget=67584`). */
const V8_INTERRUPT_BUDGET = 66 * 1024;

/**
 * Starts the worker at once, so it loads its modules while the main thread checks the content.
 * Undefined, and every page renders on the main thread, when there is a single core, when the
 * build runs from the TypeScript sources, or when no core is free (less than half a core idle
 * since the command started, build/free-cores.ts): a second thread then gets no core of its own (under Linux's session
 * autogroups no extra share at all) and only adds its start-up, JIT warm-up and heap, a
 * measurable cost for nothing (docs/benchmarks.md, *Decisions*). RENDER_WORKER=1 starts it regardless,
 * RENDER_WORKER=0 never.
 */
export function startRenderWorker(): RenderWorker | undefined {
  const script = new URL('./page-worker.mjs', import.meta.url);
  if (import.meta.url.endsWith('.ts') || !existsSync(script) || availableParallelism() < 2) return undefined;
  const wanted = process.env.RENDER_WORKER;
  if (wanted === '0' || (wanted !== '1' && freeCores() < 0.5)) return undefined;
  // The worker's isolate optimizes on its own thread, not on V8's background threads: with both
  // cores rendering, those threads only take turns with the renderers, and the corpus's fresh
  // build took 0.94× the CPU and 0.96× the wall this way (docs/benchmarks.md, *Decisions*). A V8
  // flag is read when an isolate starts, so this applies to the isolates started from here on (the
  // picture workers run native code); the main thread's keeps compiling in the background, which
  // a build without the worker (one thread, an idle core) gains from.
  setFlagsFromString('--no-concurrent-recompilation');
  // With both cores rendering, optimizing compiles are a sixth of a fresh build's CPU (the largest
  // item after rendering itself): while the worker lives, both threads run a function four times
  // as long before optimizing it, so fewer are compiled, and those that are are the hot ones. The
  // flag is read as functions run, so it holds on both threads from here until `close` restores
  // V8's default (`npm start` serves from this process after its build). A build without the
  // worker (the warm build, with an idle core to compile on) was slower with it, so keeps the default.
  setFlagsFromString(`--interrupt-budget=${4 * V8_INTERRUPT_BUDGET}`);
  const worker = new Worker(script);
  let failed: ((err: Error) => void) | undefined;
  const early: Error[] = [];
  worker.on('error', (err) => (failed ? failed(err) : early.push(err)));
  let prerendered = Promise.resolve();
  return {
    prerender(job) {
      // A worker that fails or stops is reported by `render`; waiting for it here must not hang.
      prerendered = new Promise<void>((resolve) => {
        const listen = (message: WorkerMessage | Prerendered) => {
          if (!('prerendered' in message)) return;
          worker.off('message', listen);
          resolve();
        };
        worker.on('message', listen);
        worker.once('error', () => resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ prerender: job } satisfies WorkerRequest);
    },
    prerendered: () => prerendered,
    render(job) {
      return new Promise<WorkerResult>((resolve, reject) => {
        if (early.length) return reject(early[0]);
        failed = reject;
        const listen = (message: WorkerMessage | Prerendered) => {
          if ('prerendered' in message) return;
          worker.off('message', listen);
          if (message.ok) return resolve(message.result);
          reject(Object.assign(new Error(message.message), { stack: message.stack }));
        };
        worker.on('message', listen);
        worker.once('exit', (code) => reject(new Error(`the render worker stopped (exit code ${code})`)));
        worker.postMessage({ render: job } satisfies WorkerRequest);
      });
    },
    close() {
      void worker.terminate();
      setFlagsFromString(`--interrupt-budget=${V8_INTERRUPT_BUDGET}`);
    },
  };
}
