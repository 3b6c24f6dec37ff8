/**
 * The page worker (see build/page-pool.ts): may first render the content's Markdown while the
 * main thread checks it (build/stages/prerender-markdown.ts); then receives one job, renders runs of routes until
 * the shared counter says none is left, writes their files, and answers with what the main
 * thread needs for the search index and the link report.
 */
import { parentPort } from 'node:worker_threads';
import { takeRun, type Prerendered, type RenderJob, type WorkerMessage, type WorkerRequest } from './page-pool.ts';
import { prerenderMarkdown } from './stages/prerender-markdown.ts';
import { linkTargets } from './link-targets.ts';
import { registryTemplates } from './routes.ts';
import { siteRegistry } from '../src/collections.ts';
import { createRenderer, renderRun, type RenderedRun } from './stages/render.ts';
import { createWriter } from './stages/write.ts';
import type { WrittenPack } from '../src/lib/markdown-cache.ts';

/** Writes the worker's code cache when it had none to use (scripts/load-bundle.mjs, saveAt 'call'). */
let saveCodeCache: (() => void) | undefined;

/** Called by the loader: the cache is written once the first pages are rendered, so it holds the functions that render them. */
export function keepCodeCache(save: () => void): void {
  saveCodeCache = save;
}

/** The pack of every Markdown body this worker wrote before its pages: its renderer takes it as it is, not from disk. */
let prerendered: WrittenPack | undefined;

async function render(job: RenderJob): Promise<WorkerMessage> {
  const { content } = job;
  // The worker is compiled with the site's own registry (build/page-pool.ts): builds with another stay on one thread.
  const table = { ...job.table, templates: registryTemplates(siteRegistry) };
  const renderer = createRenderer({ content, table, registry: siteRegistry, assets: job.assets, socialImage: (route) => job.social[route.path], covers: job.covers, cacheDir: job.cacheDir, unavailableDemos: job.unavailableDemos }, prerendered ? [prerendered] : []);
  const targets = linkTargets(table, job.files);
  const writer = createWriter(job.dist, { compress: job.compress, cacheDir: job.cacheDir, emptied: job.emptied });
  const counter = new Int32Array(job.counter);
  const runs: RenderedRun[] = [];
  for (let run; (run = takeRun(counter, job.schedule)); ) {
    runs.push(renderRun(run.start, table.routes.slice(run.start, run.start + run.length), renderer, targets, writer.write, job.expected));
  }
  renderer.done();
  const written = await writer.done();
  // Before the answer: the main thread ends this thread once it has it.
  saveCodeCache?.();
  saveCodeCache = undefined;
  return { ok: true, result: { runs, ...written } };
}

parentPort!.on('message', (request: WorkerRequest) => {
  if ('prerender' in request) {
    try {
      prerendered = prerenderMarkdown(request.prerender, siteRegistry);
    } catch {
      // Only a head start: whatever was not rendered here is rendered with its page.
    }
    parentPort!.postMessage({ prerendered: true } satisfies Prerendered);
    return;
  }
  render(request.render).then(
    (message) => parentPort!.postMessage(message),
    (err: unknown) => parentPort!.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined } satisfies WorkerMessage),
  );
});
