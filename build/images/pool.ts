/**
 * A small pool of drawing workers (./draw-worker.mjs). Workers start on the first job, so a
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

export interface DrawPool {
  draw(job: DrawJob): Promise<Drawn>;
  /**
   * Gives a drawing's pixels back to the worker that drew them, once encoded, for its next
   * picture: a new full-size canvas per picture kept the worker's garbage collector busy (a full
   * collection every two or three pictures, for memory outside its heap).
   */
  release(drawn: Drawn): void;
  /** Stops the workers; pending draws are rejected. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Inter's static files (satori reads WOFF, not WOFF2): Latin, and Latin Extended for ₹ and accented names. */
export function interFonts(): { name: string; weight: number; file: string }[] {
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  return [400, 700].flatMap((weight) => ['latin', 'latin-ext'].map((subset) => ({ name: subset === 'latin' ? 'Inter' : 'Inter Ext', weight, file: join(dir, `inter-${subset}-${weight}-normal.woff`) })));
}

/**
 * Heap limits of a drawing worker, in MB. Satori, yoga and the parsed fonts need little, but the
 * old generation's limit also paces collections for the memory outside the heap (resvg's pixels,
 * the layers): a small limit made the worker collect every couple of pictures; this one halves
 * that with the same peak memory (`node --trace-gc`).
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 };

export function createDrawPool(root: string, size: number): DrawPool {
  const script = join(root, 'build', 'images', 'draw-worker.mjs');
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  const queue: (DrawJob & { id: number })[] = [];
  const waiting = new Map<number, { resolve: (d: Drawn) => void; reject: (e: Error) => void }>();
  let next = 0;
  const drawnBy = new WeakMap<ArrayBufferLike, Worker>();

  const dispatch = () => {
    while (queue.length && (idle.length || workers.length < size)) {
      let worker = idle.pop();
      if (!worker) {
        // A small heap: the pixels live outside it (array buffers), and left to grow as the main
        // thread's (started with a large young generation for rendering) it held memory for nothing.
        worker = new Worker(script, { workerData: { fonts: interFonts() }, resourceLimits: WORKER_HEAP });
        const w = worker;
        w.on('message', (msg: { id: number; error?: string } & Drawn) => {
          const job = waiting.get(msg.id);
          waiting.delete(msg.id);
          if (msg.error) job?.reject(new Error(msg.error));
          else {
            drawnBy.set(msg.pixels.buffer, w);
            job?.resolve({ pixels: msg.pixels, width: msg.width, height: msg.height });
          }
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
    release({ pixels }) {
      const worker = drawnBy.get(pixels.buffer);
      drawnBy.delete(pixels.buffer);
      worker?.postMessage({ canvas: pixels }, [pixels.buffer as ArrayBuffer]);
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
      for (const job of waiting.values()) job.reject(new Error('the render pool was closed'));
      waiting.clear();
    },
  };
}
