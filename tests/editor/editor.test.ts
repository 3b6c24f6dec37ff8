/**
 * The browser editor end to end in Chromium, against `npm run dev` over a copy of the content
 * (a git repository, as a checkout is) with Decap's local backend: what an editor does, and what
 * lands on disk and on the dev site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontMatterFormat, yamlFormat, yamlListFormat } from '../../src/admin/format.ts';
import { FRONTMATTER_FORMAT, LIST_FIELD, YAML_FORMAT, YAML_LIST_FORMAT, type DecapField } from '../../build/admin/config.ts';
import type { AdminSettings } from '../../src/admin/settings.ts';
import { Errors } from '../../build/errors/catalogue.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { editorTab, field, newTabAfterFailure, publishNow } from '../helpers/decap.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';
import { coveringEntries, filledFields } from '../helpers/field-cover.ts';

let dev: DevServer;
let browser: Browser;
/** The editor's page the tests share (see `editor`), and the questions it asked on leaving an entry. */
let page: Page;
const questions: string[] = [];
/** The page's errors and failed requests, for a failure's message. */
const pageEvents: string[] = [];
let backend: string;
let settings: AdminSettings;

/** The editor's configuration as the dev build wrote it into /admin/. */
function adminSettings(): AdminSettings {
  const html = readFileSync(join(dev.out, 'admin', 'index.html'), 'utf8');
  return JSON.parse(/<script type="application\/json" id="admin-settings">([\s\S]*?)<\/script>/.exec(html)![1]) as AdminSettings;
}

/** A request to the local backend, as the editor's proxy backend sends it. */
async function send<T>(action: string, params: Record<string, unknown>): Promise<T> {
  // A new connection each time: a kept-alive one can be closed by decap-server's 5 s idle timeout
  // just as a starved client sends on it ("other side closed" in a fresh clone's npm test).
  const res = await fetch(backend, { method: 'POST', headers: { 'content-type': 'application/json', origin: dev.url, connection: 'close' }, body: JSON.stringify({ action, params: { branch: 'main', ...params } }) });
  if (!res.ok) throw new Error(`${action} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const errorsOf = async () => (await dev.copy.check()).problems.filter((p) => p.severity === 'error');

/**
 * The editor's one page, logged in (Decap boots once: 7.7 MB of script), at `path` (Decap's hash
 * route). It goes there inside the editor, without a reload, through a route Decap does not know
 * (its light "not found" page, where no form is): the inputs of the form before are marked and
 * gone first, so the form found next is the one at `path`.
 */
async function editor(path: string): Promise<Page> {
  await page.evaluate(() => {
    for (const input of document.querySelectorAll<HTMLElement>('[id*="-field-"]')) input.dataset.before = '';
    location.hash = '#/between-entries';
  });
  await expect.poll(() => page.locator('[data-before]').count()).toBe(0);
  await page.evaluate((hash) => (location.hash = hash), path);
  return page;
}

beforeAll(async () => {
  dev = await startDevServer('dev-editor-ui-', { git: true });
  const [, port] = await dev.printed(/through decap-server on port (\d+)/);
  backend = `http://127.0.0.1:${port}/api/v1`;
  // Pages are served once the full build has written them; edits are incremental after this line.
  await dev.printed(/content edits now rebuild only their pages/);
  settings = adminSettings();
  browser = await launchBrowser();
  page = await editorTab(await browser.newContext({ viewport: { width: 1400, height: 1000 } }), dev, watch);
});

newTabAfterFailure(() => page, (tab) => {
  pageEvents.length = 0;
  page = tab;
}, () => dev, watch);

/** A tab is watched for errors and failed requests (for a failure's message) and for the questions Decap asks. */
function watch(page: Page): void {
  page.on('console', (m) => m.type() === 'error' && pageEvents.push(`console: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => pageEvents.push(`page error: ${e.message.slice(0, 300)}`));
  page.on('requestfailed', (r) => pageEvents.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && pageEvents.push(`${r.status()}: ${r.request().method()} ${r.url()}`));
  // Leaving an entry with unsaved changes asks first (after a test that refuses a save or only
  // previews): leave. Each question is kept; after a save there must be none.
  page.on('dialog', (dialog) => {
    questions.push(`${page.url()}: ${dialog.message()}`);
    void dialog.accept();
  });
}

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('the editor in npm run dev', () => {
  it('keeps every other value of an entry saved through the form, over entries that together fill every field; every content file is an entry', async () => {
    const formats = { [YAML_FORMAT]: yamlFormat, [YAML_LIST_FORMAT]: yamlListFormat(LIST_FIELD), [FRONTMATTER_FORMAT]: frontMatterFormat } as Record<string, typeof yamlFormat>;
    /** Entries by collection (a single file is a collection of its own: its own fields), as the local backend lists them. */
    const groups: RoundTripEntry[][] = [];
    for (const collection of settings.config.collections) {
      if (collection.folder) {
        const found = await send<{ data: string; file: { path: string } }[]>('entriesByFolder', { folder: collection.folder, extension: collection.extension, depth: 1 });
        const format = formats[collection.format!];
        groups.push(found.map((e) => ({
          path: e.file.path, raw: e.data, format,
          route: `#/collections/${collection.name}/entries/${basename(e.file.path, `.${collection.extension}`)}`,
          single: false,
          dirty: { name: collection.identifier_field!.split('.').at(-1)! },
          filled: filledFields(collection.fields!, format.fromFile(e.data)),
        })));
      }
      for (const file of collection.files ?? []) {
        const [e] = await send<{ data: string; file: { path: string } }[]>('entriesByFiles', { files: [{ path: file.file }] });
        const format = formats[file.format];
        const data = format.fromFile(e.data);
        groups.push([{
          path: e.file.path, raw: e.data, format,
          route: `#/collections/${collection.name}/entries/${file.name}`,
          single: true,
          dirty: firstText(file.fields, data),
          filled: filledFields(file.fields, data),
        }]);
      }
    }
    // The content folders' files, less the pictures: every one is an entry of the editor.
    expect(groups.flat().map((e) => e.path).sort()).toEqual(contentFiles(dev.copy.dir));

    // The single files first: saving site.yaml makes a full build, which then runs beside the other saves.
    const chosen = groups.flatMap((entries) => coveringEntries(entries)).sort((a, b) => Number(b.single) - Number(a.single));
    // Every field some entry fills is filled in an entry the editor opens and saves.
    for (const entries of groups) {
      const covered = new Set(chosen.filter((e) => entries.includes(e)).flatMap((e) => [...e.filled]));
      expect(covered).toEqual(new Set(entries.flatMap((e) => [...e.filled])));
    }

    const mark = dev.output().length;
    // Without the preview pane (Decap's "toggle preview", kept in localStorage; the preview has a
    // test of its own): each entry's page is not also rendered beside its form. Shown again at the
    // end; after a failure the next test's tab is of a new context (newTabAfterFailure), whose
    // storage never held the setting.
    await page.evaluate(() => localStorage.setItem('cms.right-pane', 'none'));
    questions.length = 0;
    for (const entry of chosen) {
      await editor(entry.route);
      // Decap saves only a changed entry: one text gets another last letter (same length, so within
      // its field's limits), and every other value must be saved as it was loaded.
      // A list's items start collapsed: the first button of its bar expands them all.
      if (entry.dirty.list) await page.locator(`[id^="${entry.dirty.list}-field-"] button`).first().click();
      const id = await filledInputOf(entry);
      const input = page.locator(`[id="${id}"]`);
      const text = await input.inputValue();
      const changed = `${text.slice(0, -1)}${text.endsWith('x') ? 'y' : 'x'}`;
      await input.fill(changed);
      const saved = page.waitForResponse((r) => r.url() === backend && (r.request().postData() ?? '').includes('"persistEntry"'));
      await publishNow(page);
      expect((await saved).ok(), entry.path).toBe(true);
      // The editor has taken the save in (its answer can arrive before Decap's state changes).
      await expect.poll(() => page.getByText(/^changes saved$/i).isVisible()).toBe(true);
      const written = dev.copy.read(entry.path);
      expect(changedTexts(entry.format.fromFile(entry.raw), entry.format.fromFile(written)), entry.path).toEqual([[text, changed]]);
      // The first line that gives VS Code the schema is kept.
      if (entry.raw.startsWith('# yaml-language-server')) expect(written.split('\n')[0], entry.path).toBe(entry.raw.split('\n')[0]);
    }
    // After a save, leaving the entry asks nothing.
    expect(questions).toEqual([]);
    expect(await errorsOf()).toEqual([]);
    // site.yaml was saved too: the dev server makes a full build, then is ready for edits again.
    await dev.printed(/content edits now rebuild only their pages/, mark);
    await page.evaluate(() => localStorage.removeItem('cms.right-pane'));
  });

  it('logs in with the local backend and lists the collections', async () => {
    const context = await browser.newContext();
    // The login page of the local backend (no password: it is this machine's files) → the collections.
    const fresh = await editorTab(context, dev);
    for (const collection of settings.config.collections) await expect.poll(() => fresh.getByTestId(collection.name).isVisible()).toBe(true);
    await context.close();
  });

  it('saves an edited project (title, a metric, a technology from the list) into its file, keeping an alias (MQTT), and the check passes', async () => {
    const file = 'content/portfolio/agritrace-iot-farm-monitoring.yaml';
    const before = yamlFormat.fromFile(dev.copy.read(file));
    await editor('#/collections/portfolio/entries/agritrace-iot-farm-monitoring');
    await field(page, 'title').fill('AgriTrace Farm Irrigation Suite');
    await page.getByLabel('Value of acres').fill('20,000+');
    const technologies = field(page, 'technologies');
    await technologies.click();
    await technologies.pressSequentially('Kotl');
    await page.getByRole('option', { name: 'Kotlin', exact: true }).click();
    await publishNow(page);
    await expect.poll(() => yamlFormat.fromFile(dev.copy.read(file)).title).toBe('AgriTrace Farm Irrigation Suite');
    const text = dev.copy.read(file);
    // MQTT is an alias of a technology, not its name: the list must keep it as written.
    expect(yamlFormat.fromFile(text).technologies).toContain('MQTT');
    // Exactly the three edits; every other value as it was, and the schema line kept.
    expect(yamlFormat.fromFile(text)).toEqual({
      ...before,
      title: 'AgriTrace Farm Irrigation Suite',
      metrics: { ...(before.metrics as object), acres: '20,000+' },
      technologies: [...(before.technologies as string[]), 'Kotlin'],
    });
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/portfolio.schema.json');
    expect(await errorsOf()).toEqual([]);
    // The dev server rebuilt the page.
    await dev.eventually(async () => ((await (await dev.get('/portfolio/agritrace-iot-farm-monitoring')).text()).includes('AgriTrace Farm Irrigation Suite') ? true : undefined), 'the project page with the new title');
  });

  it('refuses to save an empty required title, with the catalogue’s message', async () => {
    const file = 'content/portfolio/bazaarly-multi-vendor-marketplace.yaml';
    const before = dev.copy.read(file);
    await editor('#/collections/portfolio/entries/bazaarly-multi-vendor-marketplace');
    await field(page, 'title').fill('');
    await publishNow(page);
    await expect.poll(() => page.getByText(`${Errors.SchemaRequired.title}: Title is empty; fill it in.`).isVisible()).toBe(true);
    // Still unsaved, and the file as it was.
    await expect.poll(() => page.getByText(/^unsaved changes$/i).isVisible()).toBe(true);
    expect(dev.copy.read(file)).toBe(before);
  });

  it('previews the typed title inside the real project template, with the site’s stylesheet', async () => {
    await editor('#/collections/portfolio/entries/bhashabuddy-kids-language-app');
    await field(page, 'title').fill('BhashaBuddy Preview Check');
    const preview = page.frameLocator('iframe').first();
    await expect.poll(() => preview.locator('h1').first().textContent()).toBe('BhashaBuddy Preview Check');
    // The template's breadcrumb and the built stylesheet, as on the site's page.
    const sitePage = await (await dev.get('/portfolio/bhashabuddy-kids-language-app')).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(sitePage)![1];
    expect(await preview.locator(`link[rel="stylesheet"][href$="${stylesheet}"]`).count()).toBeGreaterThan(0);
    expect(await preview.getByRole('link', { name: 'Portfolio' }).first().isVisible()).toBe(true);
    const font = await preview.locator('h1').first().evaluate((h) => getComputedStyle(h).fontFamily);
    expect(font).toMatch(/Inter/);
  });

  it('creates a new industry from the form and publishes it; the dev site serves its page', async () => {
    await editor('#/collections/industries/new');
    await field(page, 'name').fill('Space Logistics');
    // The web address follows the name; the icon is chosen from the picker (tests/editor/words-and-lists.test.ts).
    await expect.poll(() => field(page, 'slug').inputValue()).toBe('space-logistics');
    await page.locator('[data-icon-picker]').first().getByRole('button', { name: 'Icon' }).click();
    await page.getByRole('searchbox', { name: /Search icons/ }).fill('rocket');
    const rocket = page.getByRole('option').filter({ hasText: /^rocket$/ });
    await rocket.waitFor();
    await rocket.getByRole('button').click();
    await expect.poll(() => page.locator('[data-chosen-icon]').first().getAttribute('data-chosen-icon')).toBe('rocket');
    await field(page, 'summary').fill('Launch manifests, payload integration schedules and ground-station bookings for small-satellite operators.');
    await field(page, 'title').fill('Space Logistics Software | Tarkaa');
    await field(page, 'description').fill('Payload manifests, integration schedules and ground-station booking tools for small-satellite operators and launch brokers.');
    const overview = page.locator('[data-slate-editor="true"]').first();
    await overview.click();
    await page.keyboard.type('We build the scheduling and manifest software that small-satellite operators use between contract and launch.');
    await publishNow(page);
    await expect.poll(() => readFileOrEmpty(dev, 'content/industries/space-logistics.yaml')).toMatch(/^name: "?Space Logistics/m);
    const data = yamlFormat.fromFile(dev.copy.read('content/industries/space-logistics.yaml'));
    expect(data).toMatchObject({ slug: 'space-logistics', name: 'Space Logistics', icon: 'rocket', meta: { title: 'Space Logistics Software | Tarkaa' } });
    expect(await errorsOf()).toEqual([]);
    const served = await dev.eventually(async () => {
      const res = await dev.get('/industries/space-logistics');
      return res.status === 200 ? res.text() : undefined;
    }, 'the new industry page');
    expect(served).toContain('Space Logistics');
  });

  it('gives an article a cover picture uploaded through the media library: stored in content/images, named in the article, accepted by the check', async () => {
    const file = 'content/blog/blockchain-development.md';
    const article = () => frontMatterFormat.fromFile(dev.copy.read(file)) as Record<string, unknown>;
    const before = article();
    expect(before.image).toBeUndefined();
    // A real picture, as an editor's camera or design tool gives one.
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 24, g: 92, b: 160 } } }).jpeg().toBuffer();
    await editor('#/collections/articles/entries/blockchain-development');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'ledger-cover.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await publishNow(page);
    await expect.poll(() => article().image).toBe('/images/ledger-cover.jpg');
    // decap-server writes the article before the pictures it names: wait for the picture too.
    const stored = () => {
      try {
        return readFileSync(join(dev.copy.dir, 'content/images/ledger-cover.jpg')).equals(picture);
      } catch {
        return false;
      }
    };
    await expect.poll(stored).toBe(true);
    // Nothing else of the article changed, and the check accepts it.
    expect(article()).toEqual({ ...before, image: '/images/ledger-cover.jpg' });
    expect(await errorsOf()).toEqual([]);
  });

  it('serves the editor without the reload script: a rebuild after its own save must not reload it', async () => {
    const res = await dev.get('/admin/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="admin-settings"');
    expect(html).not.toContain('/__dev/events');
    expect(await (await dev.get('/industries/aerospace')).text()).toContain('/__dev/events');
  });

  // Last: it stops the dev server.
  it('stops the local backend when the dev server stops', async () => {
    const info = () => fetch(backend, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) });
    expect((await info()).status).toBe(200);
    await dev.stop();
    await expect(info()).rejects.toThrow();
  });
});

interface RoundTripEntry {
  path: string;
  raw: string;
  format: typeof yamlFormat;
  /** Decap's route to the entry. */
  route: string;
  /** A single file (site.yaml, redirects.yaml): a collection of its own. */
  single: boolean;
  /** A text field the entry fills, changed to make the entry savable; `list` when it is a field of a list's items. */
  dirty: { name: string; list?: string };
  filled: Set<string>;
}

/** The name of the first text field `data` fills; for a file that is one list (redirects.yaml), the first text field of its items. */
function firstText(fields: DecapField[], data: Record<string, unknown>): RoundTripEntry['dirty'] {
  const own = fields.find((f) => f.widget === 'string' && data[f.name]);
  if (own) return { name: own.name };
  const list = fields.find((f) => f.widget === 'list' && Array.isArray(f.fields))!;
  return { name: (list.fields as DecapField[]).find((f) => f.widget === 'string')!.name, list: list.name };
}

/** The texts that differ between two entries' values, as [before, after]; any other difference (a key, a type, a length) as its path. */
function changedTexts(before: unknown, after: unknown, path = ''): (string[] | string)[] {
  if (typeof before === 'string' && typeof after === 'string') return before === after ? [] : [[before, after]];
  if (before && after && typeof before === 'object' && typeof after === 'object' && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((k) => changedTexts((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], `${path}/${k}`));
  }
  return Object.is(before, after) ? [] : [path || '/'];
}

/**
 * The id of the entry's text input to change, once the form shows it. Polled on a timer, not on
 * animation frames. A failure says which entry, what the form held and what the page reported;
 * each question to the page has Playwright's bound, so a page that no longer answers still fails
 * with that message.
 */
async function filledInputOf(entry: RoundTripEntry): Promise<string> {
  try {
    return (await (await page.waitForFunction(filledInput, entry.dirty.name, { polling: 200, timeout: 120_000 })).jsonValue())!;
  } catch (error) {
    const failed = (what: string) => (e: Error) => `${what} failed: ${e.message.split('\n')[0]}`;
    // A wait that answers at its first poll: unlike page.evaluate, it has a bound of its own.
    const inputs = await page.waitForFunction((name) => [...document.querySelectorAll<HTMLInputElement>(`[id^="${name}-field-"]`)].map((i) => `${i.id}${'before' in i.dataset ? ' (before)' : ''} value=${JSON.stringify(i.value)} shown=${i.getClientRects().length > 0}`).join('; ') || 'none', entry.dirty.name, { polling: 200, timeout: 20_000 })
      .then((listing) => listing.jsonValue(), failed('listing its inputs'));
    const shot = join(tmpdir(), `editor-round-trip-${basename(entry.path)}.png`);
    const shotTaken = await page.screenshot({ path: shot, fullPage: true, timeout: 20_000 }).then(() => shot, failed('the screenshot'));
    const said = pageEvents.slice(-12).join('\n  ');
    throw new Error(`${entry.path}: no filled, shown input of "${entry.dirty.name}" at ${page.url()}; its inputs: ${inputs}; screenshot: ${shotTaken}; the page's last errors and failed requests:\n  ${said || 'none'}`, { cause: error });
  }
}

/** In the page: the id of the first visible text input of field `name` that holds a value (Decap's ids are `name-field-N`), not one of the entry before. */
function filledInput(name: string): string | undefined {
  const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[id^="${name}-field-"]:not([data-before])`)];
  return inputs.find((i) => i.value !== '' && i.getClientRects().length > 0)?.id;
}

function readFileOrEmpty(server: DevServer, file: string): string {
  try {
    return server.copy.read(file);
  } catch {
    return '';
  }
}

/** The content files (not pictures) under `dir`/content, as paths from `dir`. */
function contentFiles(dir: string): string[] {
  return readdirSync(join(dir, 'content'), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ya?ml|md)$/.test(d.name) && !d.parentPath.startsWith(join(dir, 'content', 'images')))
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1))
    .sort();
}
