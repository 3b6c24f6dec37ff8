import type { AddressInfo } from 'node:net';
/**
 * `npm run dev`: build, serve dist/ on localhost, rebuild when content/, templates/ or src/
 * change and reload open pages. A content edit is rebuilt in this process, rendering only the
 * pages that read what changed (build/dev/incremental.ts); anything else is a full build.
 * A content error is shown in the terminal and in the page;
 * the server keeps running. The browser editor at /admin/ saves through Decap's local backend
 * (build/dev/local-backend.ts), which this starts and stops with itself.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Paths } from '../pipeline.ts';
import { getRequestListener } from '@hono/node-server';
import { createStaticHandler } from '../../src/server/static-files.ts';
import { incrementalSite } from './incremental.ts';
import { LOCAL_BACKEND_PATH, LOCAL_BACKEND_URL_ENV, startLocalBackend } from './local-backend.ts';
import { watchTree } from './watch-tree.ts';

// How long the edit's follow-ups wait at most for the reloaded pages (a tab in the background
// may never reload); tests under heavy load set more.
const ANSWER_WAIT_MS = Number(process.env.DEV_ANSWER_WAIT_MS ?? 2000);
const HASHED_ASSET = /^\/assets\/[^/]+\.[A-Z0-9]{8}\.(css|js|woff2)$/;
const RELOAD_SCRIPT = `<script>new EventSource('/__dev/events').onmessage=()=>location.reload()</script>`;

export async function dev(paths: Paths, port = Number(process.env.PORT ?? 4321)): Promise<void> {
  // The port actually served: PORT=0 lets the system choose one (the tests do, so that no other
  // program can take the port between its choice and the listen).
  let markListening: (served: number) => void = () => {};
  const listening = new Promise<number>((resolve) => (markListening = resolve));
  // The editor's local backend, answered on this server's own origin (build/dev/local-backend.ts);
  // the builds inherit the variable that makes the editor's configuration point at it.
  process.env[LOCAL_BACKEND_URL_ENV] = '1';
  // Saves from /admin/ write into content/ of the folder that holds it (the project, or a copy's parent).
  const backend = startLocalBackend({ repoRoot: paths.displayRoot, folders: [paths.content, paths.images], mode: process.env.DECAP_SERVER_MODE === 'git' ? 'git' : 'fs', write: (line) => process.stdout.write(line) });
  void backend.then((started) => {
    if ('refused' in started) process.stderr.write(`${started.refused}\n`);
    else void listening.then((served) => process.stdout.write(`editor on http://localhost:${served}/admin/ — saves go to ${paths.content} through decap-server on port ${served} (${LOCAL_BACKEND_PATH}, for this server's own pages only)\n`));
  });
  const clients = new Set<ServerResponse>();
  let lastError = '';
  // Builds in progress (a save during a build starts another): stopping the dev server stops
  // them too, so nothing writes into dist/ after it has exited.
  const building = new Set<ChildProcess>();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (building.size === 0) process.exit(0);
      for (const child of building) {
        child.once('close', () => building.size === 0 && process.exit(0));
        child.kill();
      }
    });
  }
  // A fresh process per full build, so edits to templates and components are picked up too.
  const fullBuild = () =>
    new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [join(paths.root, 'scripts/run.mjs'), 'build', '--no-compress', '--content', paths.content, '--out', paths.dist], { cwd: paths.root, stdio: ['ignore', 'ignore', 'pipe'] });
      building.add(child);
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => {
        building.delete(child);
        resolve(code === 0 ? '' : stderr.trim() || `build exited with code ${code}`);
      });
    });
  const site = incrementalSite(paths);
  // Requests being answered (the reload stream aside) and reload streams opened so far: how the
  // server tells that the pages it asked to reload have been answered.
  let answering = 0;
  let lastAnswer = 0;
  let streamsOpened = 0;
  const reload = () => {
    for (const c of clients) c.write('data: reload\n\n');
  };
  /**
   * Sends the reload, and resolves once the reloaded pages have been answered: each page told to
   * reload has opened its reload stream again (the script at the end of its body, run once its
   * stylesheet has loaded) and the server has been idle for a moment (its fonts and pictures), or
   * after ANSWER_WAIT_MS at most (a tab in the background, a page closed).
   */
  const reloadAndWait = () =>
    new Promise<void>((resolve) => {
      const awaited = streamsOpened + clients.size;
      reload();
      const until = performance.now() + ANSWER_WAIT_MS;
      const look = () => {
        const answered = streamsOpened >= awaited && answering === 0 && performance.now() - lastAnswer >= 50;
        if (answered || performance.now() >= until) resolve();
        else setTimeout(look, 10);
      };
      look();
    });
  // Content files saved since the last rebuild started, and those saved since the last good one
  // (an error keeps them: the fix may be in another file, and the comparison is with the last
  // good content).
  const pending = new Set<string>();
  const sinceGood = new Set<string>();
  // Until a full build succeeds, every save makes another (its output is not what the process holds).
  let fullBuildFailed = false;
  /** A full build, then every route rendered once in this process to record what it reads. */
  const rebuildAll = async () => {
    const started = performance.now();
    pending.clear();
    sinceGood.clear();
    lastError = await fullBuild();
    if (!lastError) {
      process.stdout.write(`rebuilt in ${Math.round(performance.now() - started)} ms\n`);
      reload();
      // Saves meanwhile wait for this (the queue below); it also writes what they changed.
      const recording = performance.now();
      const primed = await site.prime();
      if (primed.kind === 'error') lastError = primed.message;
      else process.stdout.write(`recorded what every page reads in ${Math.round(performance.now() - recording)} ms; content edits now rebuild only their pages\n`);
    }
    fullBuildFailed = lastError !== '';
    if (lastError) {
      process.stderr.write(`\n${lastError}\n`);
      reload();
    }
  };
  const rebuildContent = async () => {
    if (fullBuildFailed) return rebuildAll();
    const started = performance.now();
    for (const file of pending) sinceGood.add(file);
    pending.clear();
    // What the edit changes besides its pages waits until the reloaded pages have been answered.
    let pagesAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => (pagesAnswered = resolve));
    const update = await site.update([...sinceGood], answered);
    if (update.kind !== 'done') pagesAnswered();
    if (update.kind === 'full') return rebuildAll();
    if (update.kind === 'error') {
      lastError = update.message;
      process.stderr.write(`\n${lastError}\n`);
    } else {
      sinceGood.clear();
      lastError = '';
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`rebuilt in ${ms} ms: ${update.rendered} page${update.rendered === 1 ? '' : 's'} rendered, ${update.written.length} written${update.written.length ? ` (${update.written.join(' ')})` : ''}\n  ${Object.entries(update.timings).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(' · ')}\n`);
      void update.editor.then(
        (files) => files.length && process.stdout.write(`editor refreshed in ${Math.round(performance.now() - started)} ms: ${files.join(' ')}\n`),
        (error: Error) => process.stderr.write(`The editor's lists could not be refreshed (${error.message}); restart npm run dev to refresh them.\n`),
      );
      void update.siteFiles.catch((error: Error) => process.stderr.write(`The search index, sitemap and feed could not be rewritten (${error.message}); restart npm run dev to rewrite them.\n`));
      // The pictures of the edit follow the pages; open pages reload again to show them.
      void update.pictures.then((files) => {
        if (!files.length) return;
        process.stdout.write(`pictures in ${Math.round(performance.now() - started)} ms: ${files.length} files\n`);
        reload();
      });
      // The reload goes out as soon as the pages are on disk.
      void reloadAndWait().then(pagesAnswered);
      return;
    }
    reload();
  };

  // The same file serving as the real server, with the reload script added to every page.
  const files = createStaticHandler(paths.dist, { dev: true });
  // A picture the editor has just saved is in content/images before the rebuild copies it into
  // dist/: served from there meanwhile, so the editor and the site show it at once.
  const savedPictures = createStaticHandler(dirname(paths.images), { dev: true });
  const picturesPath = `/${basename(paths.images)}/`;
  const serveFiles = getRequestListener(async (request) => {
    let response = files(request);
    if (response.status === 404 && new URL(request.url).pathname.startsWith(picturesPath)) response = savedPictures(request);
    // Stylesheets, scripts and fonts are named by their content's hash (a change is a new name):
    // a reloaded page takes them from the browser's cache and waits only for its HTML.
    if (response.status === 200 && HASHED_ASSET.test(new URL(request.url).pathname)) response.headers.set('cache-control', 'public, max-age=31536000, immutable');
    // The editor is not reloaded: a rebuild after its own save would throw away what it shows.
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || new URL(request.url).pathname.startsWith('/admin')) return response;
    const html = (await response.text()).replace('</body>', `${RELOAD_SCRIPT}</body>`);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(html, { status: response.status, headers });
  });

  const server = createServer((req, res) => {
    if (req.url?.split('?')[0] === LOCAL_BACKEND_PATH) {
      void backend.then((started) => {
        if ('refused' in started) res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: started.refused }));
        else started.handle(req, res, (server.address() as AddressInfo).port);
      });
      return;
    }
    if (req.url === '/__dev/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write('\n');
      streamsOpened++;
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    answering++;
    res.once('close', () => {
      answering--;
      lastAnswer = performance.now();
    });
    // Not the editor: it is where the problem is fixed (and it shows the check's problems itself).
    if (lastError && (req.headers.accept ?? '').includes('text/html') && !req.url?.startsWith('/admin')) {
      const escaped = lastError.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Content problems</title><body style="font:15px/1.5 system-ui;padding:2rem;max-width:70rem"><h1>The site could not be built</h1><p>Fix these problems in the files named; the page reloads when you save.</p><pre style="white-space:pre;overflow-x:auto;background:#fef2f2;padding:1rem;border-radius:8px">${escaped}</pre>${RELOAD_SCRIPT}</body></html>`);
      return;
    }
    void serveFiles(req, res);
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    const why = error.code === 'EADDRINUSE' ? `port ${port} is already in use, perhaps by another \`npm run dev\`. Stop that program, or start on another port: PORT=${port + 1} npm run dev` : `${error.code ?? ''} ${error.message}`.trim();
    process.stderr.write(`The dev server cannot start: ${why}\n`);
    process.exit(1);
  });
  server.listen(port, '127.0.0.1', () => {
    const served = (server.address() as AddressInfo).port;
    process.stdout.write(`dev server on http://localhost:${served}/ — watching content/, templates/, src/\n`);
    markListening(served);
  });

  // One rebuild at a time; saves during a rebuild are gathered into the next one.
  let full = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    if (running) return;
    // While the editor's local backend has a draft's branch checked out (it writes and commits the
    // draft there, then checks the branch it came from out again), the files on disk are the
    // draft's: the site waits, and then rebuilds what the two checkouts touched.
    if (draftCheckedOut(paths.displayRoot)) {
      clearTimeout(timer);
      timer = setTimeout(next, 100);
      return;
    }
    const work = full ? rebuildAll() : rebuildContent();
    full = false;
    running = work.finally(() => {
      running = undefined;
      if (full || pending.size) next();
    });
  };
  const contentOnly = (file: string) => file.startsWith(paths.content) && !file.startsWith(paths.images);
  for (const dir of [paths.content, join(paths.root, 'templates'), join(paths.root, 'src'), paths.schemas]) {
    watchTree(dir, (file) => {
      if (contentOnly(file)) pending.add(file);
      else full = true;
      clearTimeout(timer);
      timer = setTimeout(next, 20);
    });
  }
  // The first build: pages are served as soon as it has written them.
  full = true;
  next();
}

/**
 * Whether the repository holding the content has one of the editorial workflow's draft branches
 * checked out (decap-server names them `cms/<collection>/<slug>`). Not a git repository: no.
 */
export function draftCheckedOut(repoRoot: string): boolean {
  let gitDir = join(repoRoot, '.git');
  try {
    const dotGit = readFileSync(gitDir, 'utf8');
    // A worktree's .git is a file naming its git folder.
    const named = /^gitdir: (.+)$/m.exec(dotGit)?.[1]?.trim();
    if (named) gitDir = resolve(repoRoot, named);
  } catch {
    // A folder (the usual checkout), or no repository.
  }
  try {
    return /^ref: refs\/heads\/cms\//.test(readFileSync(join(gitDir, 'HEAD'), 'utf8'));
  } catch {
    return false;
  }
}
