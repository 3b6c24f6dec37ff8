/**
 * esbuild, for the stages that bundle (assets, stylesheet, client bundle, the editor). esbuild
 * runs in a service process of its own, which it keeps between calls and which keeps the memory
 * of its largest job: after bundling the editor (Decap CMS) it would hold about as much memory
 * again as the build itself for the rest of a cold build. So a stage takes esbuild through `withEsbuild`,
 * and the service is stopped when no stage is using it; the next call starts a new one (tens of
 * milliseconds, and only a build whose bundles are not cached calls esbuild at all).
 */
type Esbuild = typeof import('esbuild');

let users = 0;

export async function withEsbuild<T>(task: (esbuild: Esbuild) => Promise<T>): Promise<T> {
  // Counted before loading, so a stage that starts while another finishes keeps the service.
  users++;
  try {
    // Loaded here, not at start-up: a warm build takes its bundles from caches and never needs it.
    const esbuild = await import('esbuild');
    return await task(esbuild);
  } finally {
    if (--users === 0) await (await import('esbuild')).stop();
  }
}
