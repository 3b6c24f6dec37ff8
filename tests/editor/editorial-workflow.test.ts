/**
 * The editorial workflow rehearsed with the local backend in git mode (DECAP_SERVER_MODE=git), as
 * the GitHub backend runs it in production: a saved draft is a branch of its own and leaves `main`
 * alone; setting it ready and publishing merges it, and the dev site then serves the page.
 * These are the requests the editor sends (decap-cms-backend-proxy). Then the same dev server,
 * killed outright (SIGKILL: no clean-up of its own), leaves no local backend behind.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let backend: string;

const git = (...args: string[]) => execFileSync('git', args, { cwd: dev.copy.dir, encoding: 'utf8' }).trim();
async function send(action: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const res = await fetch(backend, { method: 'POST', headers: { 'content-type': 'application/json', origin: dev.url }, body: JSON.stringify({ action, params: { branch: 'main', ...params } }) });
  const body = await res.json();
  if (!res.ok) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  dev = await startDevServer('dev-workflow-', { git: true, env: { DECAP_SERVER_MODE: 'git' } });
  const [, port] = await dev.printed(/through decap-server on port (\d+)/);
  backend = `http://127.0.0.1:${port}/api/v1`;
  await dev.eventually(async () => ((await dev.get('/industries/aerospace')).status === 200 ? true : undefined), 'the first build');
});
afterAll(() => dev?.stop());

it('keeps a draft on its own branch until it is published, then the site serves it', async () => {
  expect(await send('info')).toMatchObject({ type: 'local_git', publish_modes: ['simple', 'editorial_workflow'] });
  const raw = dev.copy.read('content/industries/aerospace.yaml').replace('slug: aerospace', 'slug: orbital').replace('name: Aerospace', 'name: Orbital Logistics');
  await send('persistEntry', { dataFiles: [{ path: 'content/industries/orbital.yaml', raw, slug: 'orbital' }], assets: [], options: { collectionName: 'industries', commitMessage: 'Create Industries “orbital”', useWorkflow: true, status: 'draft' } });

  // A branch per change, with the draft's commit; main and the files on disk are as they were.
  expect(git('branch', '--list', 'cms/*')).toBe('cms/industries/orbital');
  expect(git('show', 'cms/industries/orbital:content/industries/orbital.yaml')).toBe(raw.trim());
  expect(() => git('cat-file', '-e', 'main:content/industries/orbital.yaml')).toThrow();
  expect(git('branch', '--show-current')).toBe('main');
  expect(await send('unpublishedEntries')).toEqual(['industries/orbital']);
  expect((await dev.get('/industries/orbital')).status).toBe(404);

  await send('updateUnpublishedEntryStatus', { collection: 'industries', slug: 'orbital', newStatus: 'pending_publish' });
  expect(await send('unpublishedEntry', { collection: 'industries', slug: 'orbital' })).toMatchObject({ status: 'pending_publish' });

  await send('publishUnpublishedEntry', { collection: 'industries', slug: 'orbital' });
  expect(git('log', '-1', '--format=%s', 'main')).toBe('Create Industries “orbital”');
  expect(git('branch', '--list', 'cms/*')).toBe('');
  expect(dev.copy.read('content/industries/orbital.yaml')).toBe(raw);
  const page = await dev.eventually(async () => {
    const res = await dev.get('/industries/orbital');
    return res.status === 200 ? res.text() : undefined;
  }, 'the published industry page');
  expect(page).toContain('Orbital Logistics');
  const { problems } = await dev.copy.check();
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
});

// Last: it kills the dev server. Its builds are done (the page above was served from the rebuild
// after the publish), so no build of its own is left running either.
it('leaves no local backend running when the dev server is killed outright', async () => {
  const info = () => fetch(backend, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) }).then((r) => r.status, () => 'gone');
  expect(await info()).toBe(200);
  await dev.kill('SIGKILL');
  await expect.poll(info).toBe('gone');
});
