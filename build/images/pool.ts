/**
 * A small pool of render workers (./render-worker.mjs). Workers start on the first job, so a
 * build that finds every image in the cache starts none and never loads satori or resvg.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Element, Layer } from './designs.ts';

/** A picture to draw: its background layers, bottom first (the worker keeps them for the next jobs), and its foreground. */
export interface DrawJob {
  background: Layer[];
  foreground: Element;
  width: number;
  height: number;
}

export interface Drawn {
  /** RGB, 3 bytes per pixel: a drawing is opaque. */
  pixels: Uint8Array;
  width: number;
  height: number;
}

export interface RenderPool {
  draw(job: DrawJob): Promise<Drawn>;
  /** Stops the workers; pending draws are rejected. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Inter's static files (satori reads WOFF, not WOFF2): Latin, and Latin Extended for ₹ and accented names. */
export function interFonts(): { name: string; weight: number; file: string }[] {
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  return [400, 700].flatMap((weight) => ['latin', 'latin-ext'].map((subset) => ({ name: subset === 'latin' ? 'Inter' : 'Inter Ext', weight, file: join(dir, `inter-${subset}-${weight}-normal.woff`) })));
}

/** Heap limits of a render worker, in MB: satori, yoga and the parsed fonts need about 30. */
const WORKER_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

export function createRenderPool(root: string, size: number): RenderPool {
  const script = join(root, 'build', 'images', 'render-worker.mjs');
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  const queue: (DrawJob & { id: number })[] = [];
  const waiting = new Map<number, { resolve: (d: Drawn) => void; reject: (e: Error) => void }>();
  let next = 0;

  const dispatch = () => {
    while (queue.length && (idle.length || workers.length < size)) {
      let worker = idle.pop();
      if (!worker) {
        // A small heap: the pixels live outside it (array buffers), and left to grow as the main
        // thread's (started with a 64 MB young generation for rendering) it held 60–80 MB more for nothing.
        worker = new Worker(script, { workerData: { fonts: interFonts() }, resourceLimits: WORKER_HEAP });
        const w = worker;
        w.on('message', (msg: { id: number; error?: string } & Drawn) => {
          const job = waiting.get(msg.id);
          waiting.delete(msg.id);
          if (msg.error) job?.reject(new Error(msg.error));
          else job?.resolve({ pixels: msg.pixels, width: msg.width, height: msg.height });
          idle.push(w);
          dispatch();
        });
        w.on('error', (err) => {
          for (const job of waiting.values()) job.reject(err);
          waiting.clear();
        });
        workers.push(w);
      }
      worker.postMessage(queue.shift());
    }
  };

  return {
    draw(job) {
      return new Promise<Drawn>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        queue.push({ ...job, id });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
      for (const job of waiting.values()) job.reject(new Error('the render pool was closed'));
      waiting.clear();
    },
  };
}
