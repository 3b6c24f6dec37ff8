/**
 * Task 6 of issue 28, in Chromium: a change run through the editorial workflow as an editor does
 * it — saved as a draft, set ready, published — with the local backend in git mode (a branch per
 * draft, as the GitHub backend works). The draft never shows on the local site; the published
 * change does, and `main` has exactly that change.
 */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { yamlFormat } from '../../src/admin/format.ts';
import { field, newTabAfterFailure, openEditor, shoot } from '../helpers/decap.ts';
import type { DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let browser: Browser;
let page: Page;
const FILE = 'content/industries/aerospace.yaml';
const SUMMARY = 'Ground-segment software, telemetry dashboards and AS9100 quality traceability for satellite operators, launch providers and defence suppliers.';

const git = (...args: string[]) => execFileSync('git', args, { cwd: dev.copy.dir, encoding: 'utf8' }).trim();
const pageHtml = async () => (await dev.get('/industries/aerospace')).text();

beforeAll(async () => ({ dev, browser, page } = await openEditor('dev-editor-workflow-', { git: true, env: { DECAP_SERVER_MODE: 'git' } })));
newTabAfterFailure(() => page, (tab) => (page = tab), () => dev);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

it('6. runs a change through the workflow: a draft on its own branch, unseen on the site; ready; published and shown', async () => {
  const before = dev.copy.read(FILE);
  await page.evaluate(() => (location.hash = '#/collections/industries/entries/aerospace'));
  await field(page, 'summary').waitFor();
  await field(page, 'summary').fill(SUMMARY);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => git('branch', '--list', 'cms/*')).toBe('cms/industries/aerospace');
  // The draft is on its branch; the files, main and the local site are as they were. The branch
  // appears before decap-server has committed on it and gone back to main: each is awaited.
  await expect.poll(() => git('show', `cms/industries/aerospace:${FILE}`)).toContain('AS9100 quality traceability for satellite operators');
  await expect.poll(() => git('branch', '--show-current')).toBe('main');
  await expect.poll(() => dev.copy.read(FILE)).toBe(before);
  expect(await pageHtml()).not.toContain('for satellite operators, launch providers');

  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect.poll(() => page.getByRole('button', { name: /^Status: Ready/ }).isVisible()).toBe(true);
  await shoot(page, 'task-6-workflow');
  await page.locator('[role="button"]', { hasText: /^Publish$/ }).click();
  await page.getByText('Publish now', { exact: true }).click();

  await expect.poll(() => dev.copy.read(FILE)).toContain('for satellite operators, launch providers');
  // decap-server deletes the draft's branch after the merge.
  await expect.poll(() => git('branch', '--list', 'cms/*')).toBe('');
  // main has one more commit, and it changes the summary only.
  const diff = git('diff', '-U0', 'HEAD~1', 'HEAD', '--', FILE).split('\n').filter((l) => /^[+-](?![+-]{2})/.test(l));
  expect(diff).toEqual([`-summary: "${(yamlFormat.fromFile(before) as { summary: string }).summary}"`, `+summary: "${SUMMARY}"`]);
  await expect.poll(pageHtml).toContain('for satellite operators, launch providers');
  expect((await dev.copy.check()).problems.filter((p) => p.severity === 'error')).toEqual([]);
});
