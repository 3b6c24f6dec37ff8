/**
 * The everyday tasks of issue 28 ("Done when"), done in Chromium as a marketing person does them in
 * the editor (`npm run dev` over a copy of the content, a git repository as a checkout is, Decap's
 * local backend): each checks the file on disk, the diff git shows, and the page the dev site serves.
 * Fields are found as a person finds them, by their label and role; Decap's list items are the one
 * exception (their open and remove buttons are icons without a name, see `itemOf`).
 * Task 6, the editorial workflow, is tests/editor/editor-workflow-task.test.ts.
 *
 * EDITOR_SCREENSHOTS=1 keeps a picture of each task at 1440 and 390 px in docs/editor/ (docs/editor.md).
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { frontMatterFormat, yamlFormat } from '../../src/admin/format.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { answerDialogs, chooseFromToolbar, editorTab, linkSelection, publishNow, selectTypedWord, shoot, slateCaughtUp } from '../helpers/decap.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const git = (...args: string[]) => execFileSync('git', args, { cwd: dev.copy.dir, encoding: 'utf8' }).trim();
const errorsOf = async () => (await dev.copy.check()).problems.filter((p) => p.severity === 'error');
/** The lines a change added and removed in `file`, as `git diff` shows them (without the +++/--- headers). */
function changedLines(file: string): { added: string[]; removed: string[] } {
  const diff = git('diff', '-U0', '--', file).split('\n');
  return { added: diff.filter((l) => /^\+(?!\+\+)/.test(l)).map((l) => l.slice(1)), removed: diff.filter((l) => /^-(?!--)/.test(l)).map((l) => l.slice(1)) };
}
/**
 * The colour in the middle of the picture the dev site serves at `path`, to within a lossy
 * encoding's error. Waits for the picture: the dev server makes an edit's pictures after its pages.
 */
async function colourOf(path: string): Promise<[number, number, number]> {
  const bytes = await dev.eventually(async () => {
    const res = await dev.get(path);
    return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : undefined;
  }, `the picture ${path}`);
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[at], data[at + 1], data[at + 2]];
}
/** Whether two colours differ by no more than a lossy encoding does. */
const sameColour = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 16);
const readOrEmpty = (file: string) => {
  try {
    return dev.copy.read(file);
  } catch {
    return '';
  }
};
/** The page the dev site serves at `path` once it contains every one of `texts`. */
const served = (path: string, ...texts: string[]) =>
  dev.eventually(async () => {
    const res = await dev.get(path);
    const html = res.status === 200 ? await res.text() : '';
    return texts.every((text) => html.includes(text)) ? html : undefined;
  }, `${path} showing ${texts.map((t) => `"${t}"`).join(', ')}`);

/** Waits until `file` contains `text` after a publish; when it does not, the value shown is what the editor says why. */
async function saved(on: Page, file: string, text: string): Promise<void> {
  await expect
    .poll(async () => {
      if (readOrEmpty(file).includes(text)) return 'saved';
      const said = [
        ...(await on.locator('#admin-problems').allTextContents()),
        ...(await on.locator('.admin-field-problem, [class*="ControlErrorsList"], .Toastify').allTextContents()),
      ];
      return `not saved yet; the editor shows: ${said.filter(Boolean).join(' | ')}`;
    })
    .toBe('saved');
}

/** The editor, logged in, in a new tab of `into` (the Link button asks for the address; leaving an entry with unsaved changes asks to confirm). */
const logIn = (into: BrowserContext): Promise<Page> => editorTab(into, dev, answerDialogs('https://example.com/guide'));

/** Opens an entry by its address, as a bookmark or a link does, and waits for the field labelled `ready`. */
async function open(on: Page, hash: string, ready: string): Promise<void> {
  await on.evaluate((h) => (location.hash = h), hash);
  await on.getByLabel(ready, { exact: true }).first().waitFor();
}

/** The box of the field labelled `label` (Decap's ControlContainer, named by its widget: "list field"…). */
const fieldBox = (on: Page, kind: string, label: string) =>
  on.locator(`[aria-label="${kind} field"]`).filter({ has: on.locator('label', { hasText: new RegExp(`^${label}$`) }) }).first();
/**
 * A list item, found by what its text box holds. Decap draws an item's open and remove buttons as
 * icons without a name, in its top bar: the remove button is the bar's last.
 */
const itemOf = (list: Locator, holding: string) => list.locator('[class*="SortableListItem"]').filter({ has: list.page().locator(`input[value="${holding}"]`) });
const removeButtonOf = (item: Locator) => item.locator('[class*="TopBar"]').first().getByRole('button').last();
/** The texts a field's messages say: what `aria-describedby` points to (the editor's counter, its problems). */
const describedBy = (control: Locator) =>
  control.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | '));

beforeAll(async () => {
  dev = await startDevServer('dev-editor-tasks-', { git: true });
  await dev.printed(/content edits now rebuild only their pages/);
  browser = await launchBrowser();
});

/**
 * The copy back as committed, when a task left it changed: each task starts from the real content,
 * and so does a task's second try (the browser projects' `retry`), never from what its first try
 * saved. Waits for the dev server to rebuild what the restore touched, so no page served during the
 * task is left over from the try before. (The browser's side is new for each task too: Decap keeps
 * an unsaved entry in the browser's storage and offers it back on the next new entry.)
 */
async function startFromCommitted(): Promise<void> {
  if (!git('status', '--porcelain', '--untracked-files=all')) return;
  const from = dev.output().length;
  git('checkout', '--quiet', '--', '.');
  git('clean', '--quiet', '-fd');
  await dev.printed(/rebuilt in \d+ ms/, from);
}

beforeEach(async () => {
  await startFromCommitted();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await logIn(context);
});

afterEach(async ({ task }) => {
  // A failed task leaves a picture of where it stopped, for the one who reads the failure.
  if (task.result?.state === 'fail') await page?.screenshot({ path: join(tmpdir(), `editor-tasks-failed-${task.name.split('.')[0].replace(/\W+/g, '-')}.png`) }).catch(() => undefined);
  await context?.close();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

/** Task 1 on the screen of `on`: one feature reworded, one removed, one added; returns the list the file must hold. */
async function changeFeatures(on: Page, slug: string, change: { reword: string; add: string }): Promise<string[]> {
  const file = `content/services/${slug}.yaml`;
  const before = (yamlFormat.fromFile(dev.copy.read(file)) as { features: string[] }).features;
  await open(on, `#/collections/services/entries/${slug}`, 'Title');
  const features = fieldBox(on, 'list', 'Features');
  // The list opens folded ("12 features"); unfolded, each feature is a text box labelled Features.
  await features.getByRole('button', { name: 'Expand' }).first().click();
  const boxes = features.getByRole('textbox', { name: 'Features' });
  await expect.poll(() => boxes.count()).toBe(before.length);
  await boxes.first().fill(change.reword);
  await removeButtonOf(itemOf(features, before.at(-1)!)).click();
  await expect.poll(() => boxes.count()).toBe(before.length - 1);
  await features.getByRole('button', { name: 'Add features' }).click();
  await expect.poll(() => boxes.count()).toBe(before.length);
  await boxes.last().fill(change.add);
  await expect.poll(() => boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([change.reword, ...before.slice(1, -1), change.add]);
  return [change.reword, ...before.slice(1, -1), change.add];
}

describe('the editor tasks of a marketing person', () => {
  it('1. changes a service’s features list: one reworded, one removed, one added; the diff is those lines', async () => {
    const file = 'content/services/mobile-app-development.yaml';
    const before = (yamlFormat.fromFile(dev.copy.read(file)) as { features: string[] }).features;
    const expected = await changeFeatures(page, 'mobile-app-development', {
      reword: 'Cross-platform apps in React Native or Flutter from one codebase',
      add: 'Accessibility audits against WCAG 2.2 AA before every store release',
    });
    await shoot(page, 'task-1-features');
    await publishNow(page);

    await saved(page, file, 'Accessibility audits against WCAG 2.2 AA before every');
    expect((yamlFormat.fromFile(readOrEmpty(file)) as { features?: string[] }).features).toEqual(expected);
    const { added, removed } = changedLines(file);
    expect(added).toEqual(['  - "Cross-platform apps in React Native or Flutter from one codebase"', '  - "Accessibility audits against WCAG 2.2 AA before every store release"']);
    expect(removed).toEqual([`  - "${before[0]}"`, `  - "${before.at(-1)}"`]);
    expect(await errorsOf()).toEqual([]);
    const html = await served('/services/mobile-app-development', 'Accessibility audits against WCAG 2.2 AA before every store release');
    expect(html).not.toContain(before.at(-1));
  });

  it('2. changes a project’s figure and technologies, seeing them in the preview before saving', async () => {
    const file = 'content/portfolio/bhashabuddy-kids-language-app.yaml';
    const before = yamlFormat.fromFile(dev.copy.read(file)) as { technologies: string[]; metrics: Record<string, string> };
    await open(page, '#/collections/portfolio/entries/bhashabuddy-kids-language-app', 'Technologies');
    await page.getByLabel('Value of schools').fill('1,250+');
    await page.getByRole('button', { name: 'Remove Flask' }).click();
    const technologies = page.getByLabel('Technologies', { exact: true });
    await technologies.fill('Kotlin');
    await page.getByRole('option', { name: 'Kotlin', exact: true }).click();
    const preview = page.frameLocator('iframe').first();
    await expect.poll(() => preview.getByText('1,250+').first().isVisible()).toBe(true);
    await expect.poll(() => preview.getByText('Kotlin', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => preview.getByText('Flask', { exact: true }).count()).toBe(0);
    await shoot(page, 'task-2-project');
    await publishNow(page);

    await saved(page, file, '1,250+');
    const after = yamlFormat.fromFile(dev.copy.read(file)) as typeof before;
    expect(after.technologies).toEqual([...before.technologies.filter((t) => t !== 'Flask'), 'Kotlin']);
    expect(after.metrics).toEqual({ ...before.metrics, schools: '1,250+' });
    const { added, removed } = changedLines(file);
    const unquoted = (lines: string[]) => lines.map((l) => l.replace(/"/g, ''));
    expect(unquoted(removed)).toEqual(['  - Flask', '  schools: 1,100+']);
    expect(unquoted(added)).toEqual(['  - Kotlin', '  schools: 1,250+']);
    expect(await errorsOf()).toEqual([]);
    await served('/portfolio/bhashabuddy-kids-language-app', '1,250+', 'Kotlin');
  });

  it('3. creates an industry: its address follows its name, its icon is picked by looking; the new file is complete and the site serves its page', async () => {
    const file = 'content/industries/maritime-logistics.yaml';
    await open(page, '#/collections/industries/new', 'Name');
    // The preview shows the page from the start, with placeholders until the fields are filled.
    const preview = page.frameLocator('iframe').first();
    await page.getByLabel('Name', { exact: true }).fill('Maritime Logistics');
    await expect.poll(() => preview.locator('h1').first().textContent()).toContain('Maritime Logistics');
    await expect.poll(() => preview.locator('[data-slot="admin-preview-note"]').textContent()).toMatch(/placeholders/);
    // The address is made from the name, shown as visitors will see it.
    await expect.poll(() => page.getByRole('textbox', { name: /^Web address/ }).inputValue()).toBe('maritime-logistics');
    expect(await page.getByText('https://www.tarkaa.dev/industries/', { exact: true }).isVisible()).toBe(true);
    // The icon: the picker's button (labelled by its field), a search, a drawn choice.
    await page.getByRole('button', { name: 'Icon', exact: true }).click();
    await page.getByRole('searchbox', { name: /Search icons/ }).fill('ship');
    const ship = page.getByRole('option').filter({ hasText: /^ship$/ });
    await expect.poll(() => ship.locator('svg path, svg line, svg circle').count()).toBeGreaterThan(0);
    await ship.getByRole('button').click();
    await expect.poll(() => page.locator('[data-chosen-icon]').first().getAttribute('data-chosen-icon')).toBe('ship');
    await page.getByLabel('Summary', { exact: true }).fill('Port community systems, vessel scheduling and customs paperwork software for shipping lines, ports and freight forwarders.');
    await page.getByLabel('Title in search results', { exact: true }).fill('Maritime Logistics Software | Tarkaa');
    await page.getByLabel('Description in search results', { exact: true }).fill('Vessel scheduling, berth planning and customs filing tools for shipping lines, port operators and freight forwarders.');
    await fieldBox(page, 'markdown', 'Overview').locator('[data-slate-editor="true"]').click();
    await page.keyboard.type('We build the berth planning, vessel scheduling and customs software that ports, shipping lines and freight forwarders run every day.');
    await expect.poll(() => preview.locator('[data-slot="admin-preview-note"]').count()).toBe(0);
    await expect.poll(() => preview.getByText('berth planning, vessel scheduling and customs software').first().isVisible()).toBe(true);
    await shoot(page, 'task-3-industry');
    await publishNow(page);

    await saved(page, file, 'Maritime Logistics');
    expect(yamlFormat.fromFile(dev.copy.read(file))).toMatchObject({
      slug: 'maritime-logistics',
      name: 'Maritime Logistics',
      icon: 'ship',
      meta: { title: 'Maritime Logistics Software | Tarkaa' },
      overview: expect.stringContaining('We build the berth planning'),
    });
    expect(git('status', '--porcelain')).toContain('?? content/industries/maritime-logistics.yaml');
    expect(await errorsOf()).toEqual([]);
    await served('/industries/maritime-logistics', 'Maritime Logistics', 'We build the berth planning');
    // And the industries' page lists it.
    await served('/industries', '/industries/maritime-logistics');
  });

  it('4. writes an article with a cover, a heading, a list, a link, a code block and an uploaded picture, at the cursor; the saved Markdown is what was written and the page shows both pictures', async () => {
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 30, g: 120, b: 90 } } }).png().toBuffer();
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
    await open(page, '#/collections/articles/new', 'Title');
    await page.getByLabel('Title', { exact: true }).fill('Shipping faster checkouts in a week');
    // The address follows the title; the editor shortens it.
    const address = page.getByRole('textbox', { name: /^Web address/ });
    await expect.poll(() => address.inputValue()).toBe('shipping-faster-checkouts-in-a-week');
    await address.fill('shipping-faster-checkouts');
    const file = 'content/blog/shipping-faster-checkouts.md';
    await page.getByLabel('Excerpt', { exact: true }).fill('What we changed in a week to make a retail checkout load and respond faster on cheap phones.');
    await page.getByLabel('Author', { exact: true }).fill('Asha Rao');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option', { name: 'Frontend Development', exact: true }).click();
    // The cover, uploaded from the computer through the media library.
    await fieldBox(page, 'image', 'Cover picture \\(optional\\)').getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'checkout-cover.png', mimeType: 'image/png', buffer: cover });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect.poll(() => fieldBox(page, 'image', 'Cover picture \\(optional\\)').getByRole('button', { name: 'Remove image' }).isVisible()).toBe(true);

    const body = fieldBox(page, 'markdown', 'Body').locator('[data-slate-editor="true"]');
    /** Each step waits for the text to be in the editor before the next: a person types on what they see. */
    const shows = (text: string) => expect.poll(() => body.textContent()).toContain(text);
    await body.click();
    await page.keyboard.type('Checkouts lose buyers on slow phones.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The closing line.');
    await shows('The closing line.');
    // Back to the end of the first paragraph: everything below goes in here, at the cursor.
    await body.getByText('Checkouts lose buyers on slow phones.').click();
    await page.keyboard.press('End');
    await slateCaughtUp(body);
    await page.keyboard.press('Enter');
    await chooseFromToolbar(page, body, 'Headings', 'Heading 2');
    await page.keyboard.type('What we measured');
    await expect.poll(() => body.locator('h2').textContent()).toBe('What we measured');
    await page.keyboard.press('Enter');
    await slateCaughtUp(body);
    await page.getByRole('button', { name: 'Bulleted List' }).click();
    await page.keyboard.type('Time to first byte');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Largest contentful paint');
    await expect.poll(() => body.locator('li').allTextContents()).toEqual(['Time to first byte', 'Largest contentful paint']);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read our guide');
    await shows('Read our guide');
    await selectTypedWord(page, body, 'guide');
    // The Link button asks for the address (the dialog is answered https://example.com/guide).
    await linkSelection(page, body, 'guide');
    // Typed right after making the link: outside it.
    await page.keyboard.type(' first.');
    await shows('guide first.');
    await page.keyboard.press('Enter');
    await chooseFromToolbar(page, body, 'Add Component', 'Code Block');
    const code = body.locator('.CodeMirror textarea').last();
    await code.focus();
    await page.keyboard.type('npm run build');
    await expect.poll(() => body.locator('.CodeMirror').last().textContent()).toContain('npm run build');
    // The picture in the text: uploaded, then described (the site needs a description of every picture).
    await chooseFromToolbar(page, body, 'Add Component', 'Image');
    await body.getByRole('button', { name: 'Choose an image' }).last().click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'checkout-speed.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await body.getByLabel('What the picture shows').fill('Checkout load times before and after');
    // Both pictures show before the save: in the form (the cover 1600 px wide, the one in the text 1200) and in the preview.
    const loadedWidths = (within: Locator) => within.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    await expect.poll(() => loadedWidths(fieldBox(page, 'image', 'Cover picture \\(optional\\)'))).toContain(1600);
    await expect.poll(() => loadedWidths(body)).toContain(1200);
    await expect.poll(() => loadedWidths(page.frameLocator('iframe').first().locator('main'))).toEqual(expect.arrayContaining([1600, 1200]));
    await shoot(page, 'task-4-article');
    await publishNow(page);

    await saved(page, file, 'The closing line.');
    const article = frontMatterFormat.fromFile(dev.copy.read(file)) as { body: string; title: string; image?: string; slug: string };
    expect(article).toMatchObject({ title: 'Shipping faster checkouts in a week', slug: 'shipping-faster-checkouts', image: '/images/checkout-cover.png' });
    expect(article.body.trim()).toBe(
      [
        'Checkouts lose buyers on slow phones.',
        '## What we measured',
        '* Time to first byte\n* Largest contentful paint',
        'Read our [guide](https://example.com/guide) first.',
        '```\nnpm run build\n```',
        '![Checkout load times before and after](/images/checkout-speed.png)',
        'The closing line.',
      ].join('\n\n'),
    );
    // Both pictures are saved beside the content, as git sees them: new files to commit.
    const status = git('status', '--porcelain', '--untracked-files=all');
    for (const path of ['content/images/checkout-cover.png', 'content/images/checkout-speed.png', file]) expect(status).toContain(`?? ${path}`);
    expect(await errorsOf()).toEqual([]);
    // The page shows the text, its picture (with its description) and the cover.
    const html = await served('/blog/shipping-faster-checkouts', 'What we measured', 'alt="Checkout load times before and after"');
    const inText = /<img src="([^"]+)" alt="Checkout load times before and after"/.exec(html)?.[1];
    expect(inText).toBe('/images/checkout-speed.png');
    // The article's cover (the page's first picture, resized by the site) is the uploaded one: its colour.
    const coverSrc = /<img class="cover" src="([^"]+)"[^>]*alt="Shipping faster checkouts in a week"/.exec(html)?.[1];
    expect(coverSrc).toBeDefined();
    const [coverColour, textColour] = [await colourOf(coverSrc!), await colourOf(inText!)];
    expect(sameColour(coverColour, [200, 90, 40]), `cover ${coverColour}`).toBe(true);
    expect(sameColour(textColour, [30, 120, 90]), `picture ${textColour}`).toBe(true);
  });

  it('5. makes the four usual mistakes and is told each at its field, in plain words and while typing; fixes them and the article is saved', async () => {
    const file = 'content/blog/database-optimization.md';
    const before = dev.copy.read(file);
    const { author: writer, title: oldTitle } = frontMatterFormat.fromFile(before) as { body: string; author: string; title: string };
    await open(page, '#/collections/articles/entries/database-optimization', 'Title');
    // 1. A title too long: the counter under it says so as it is typed, and by how much.
    const title = page.getByLabel('Title', { exact: true });
    const long = 'How we made the database of a busy marketplace answer every query in under fifty milliseconds at peak load, every single day';
    // Emptied first: a fill over the old title was seen to add to it (the caret at the end after a re-render).
    await title.fill('');
    await title.fill(long);
    const length = [...long].length;
    await expect.poll(() => describedBy(title)).toContain(`Too long: ${length} characters, at most 110. Remove ${length - 110}.`);
    // 2. An empty required field.
    const author = page.getByLabel('Author', { exact: true });
    await author.fill('');
    // 3 and 4. A link to a page that does not exist and a picture that is not there, typed in Markdown.
    const bodyBox = fieldBox(page, 'markdown', 'Body');
    await bodyBox.getByRole('switch').click();
    const raw = bodyBox.locator('[data-slate-editor="true"]');
    await raw.click();
    await page.keyboard.press('Control+End');
    await slateCaughtUp(raw);
    await page.keyboard.press('Enter');
    await page.keyboard.type('See [our services](/servics/mobile-app-development) and ![the team](/images/team-at-work.jpg).');
    await expect.poll(() => raw.textContent()).toContain('team-at-work.jpg).');
    // Checked while typing: the title's limit, at the title.
    await expect.poll(() => describedBy(title)).toMatch(/at most 110 characters/);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'task-5-mistakes');
    await publishNow(page);
    // Decap's own checks first: the empty author at the author.
    await expect.poll(() => fieldBox(page, 'string', 'Author').textContent()).toMatch(/Author is empty; fill it in/);
    await title.fill('');
    await title.fill('How we made a busy marketplace database answer in under fifty milliseconds');
    await author.fill(writer);
    // The title's message goes once it is right.
    await expect.poll(() => title.getAttribute('aria-invalid')).not.toBe('true');
    // Now the link and the picture are checked while typing too, at the text's field.
    const bodyProblems = bodyBox.locator('.admin-field-problem');
    await expect.poll(async () => (await bodyProblems.allTextContents()).join(' ')).toContain('/servics/mobile-app-development');
    await expect.poll(async () => (await bodyProblems.allTextContents()).join(' ')).toContain('team-at-work.jpg');
    await publishNow(page);
    // The site's check refuses the save: the panel names the link and the picture, each with what to do.
    const panel = page.locator('#admin-problems');
    await expect.poll(() => panel.textContent()).toContain('/servics/mobile-app-development');
    expect(await panel.textContent()).toContain('team-at-work.jpg');
    expect(await panel.textContent()).not.toMatch(/Error:|\[\d+\]|undefined|Failed to persist/);
    await expect.poll(() => page.getByText(/^unsaved changes$/i).isVisible()).toBe(true);
    expect(dev.copy.read(file)).toBe(before);

    // Fixed as the messages say: the panel read and closed, the link to the page that exists, the picture removed.
    await panel.getByRole('button', { name: 'Close' }).click();
    // The line selected whole, as a triple click does, and typed again.
    const line = 'See [our services](/servics/mobile-app-development) and ![the team](/images/team-at-work.jpg).';
    const selected = () => page.evaluate(() => getSelection()?.toString().trim());
    const lineBlock = raw.locator('[data-slate-node="element"]').filter({ hasText: 'See [our services]' }).last();
    await expect
      .poll(
        async () => {
          if ((await selected()) === line) return line;
          await lineBlock.selectText();
          return selected();
        },
        { interval: 2_000 },
      )
      .toBe(line);
    await page.keyboard.type('See [our services](/services/mobile-app-development).');
    await expect.poll(() => raw.textContent()).toContain('See [our services](/services/mobile-app-development).');
    await expect.poll(() => bodyProblems.count()).toBe(0);
    await publishNow(page);
    await saved(page, file, '(/services/mobile-app-development)');
    const { added, removed } = changedLines(file);
    expect(removed.map((l) => l.replace(/"/g, ''))).toEqual([`title: ${oldTitle}`]);
    expect(added.filter((l) => l.trim() !== '').map((l) => l.replace(/"/g, ''))).toEqual(['title: How we made a busy marketplace database answer in under fifty milliseconds', 'See [our services](/services/mobile-app-development).']);
    expect(await errorsOf()).toEqual([]);
    await served('/blog/database-optimization', 'How we made a busy marketplace database answer in under fifty milliseconds');
  });

  it('opens an entry by its address while another collection’s entry is open, and sees that entry’s own values', async () => {
    await open(page, '#/collections/pages/entries/home', 'Title in search results');
    await page.evaluate(() => (location.hash = '#/collections/industries/entries/aerospace'));
    await expect.poll(() => page.getByLabel('Name', { exact: true }).first().inputValue()).toBe('Aerospace');
    // The address shown is the industry's (a page that exists: shown, not edited).
    await expect.poll(() => page.getByText('https://www.tarkaa.dev/industries/', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('aerospace', { exact: true }).first().isVisible()).toBe(true);
    const summary = yamlFormat.fromFile(dev.copy.read('content/industries/aerospace.yaml')) as { summary: string };
    await expect.poll(() => page.getByLabel('Summary', { exact: true }).first().inputValue()).toBe(summary.summary);
    expect(page.url()).toMatch(/#\/collections\/industries\/entries\/aerospace$/);
  });

  it('7. does the first task on a phone: the page fits the screen, the preview is a tap away, the change is saved', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const mobile = await logIn(phone);
      const file = 'content/services/custom-solutions.yaml';
      const before = (yamlFormat.fromFile(dev.copy.read(file)) as { features: string[] }).features;
      const expected = await changeFeatures(mobile, 'custom-solutions', {
        reword: 'Software shaped around how your team already works',
        add: 'Hand-over workshops so your team runs the platform alone',
      });
      // Nothing wider than the screen; the form's fields on it.
      await expect.poll(() => mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const titleBox = (await mobile.getByLabel('Title', { exact: true }).first().boundingBox())!;
      expect(titleBox.x).toBeGreaterThanOrEqual(0);
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(390);
      // With a change to publish, the Publish button is on the screen.
      const publish = mobile.locator('[role="button"]', { hasText: /^Publish$/ });
      await expect.poll(async () => {
        const box = await publish.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      }).toBe(true);
      // The preview, a tap away, and back.
      await mobile.getByRole('button', { name: 'Show the preview' }).tap();
      const frame = mobile.locator('iframe').first();
      await expect.poll(async () => (await frame.boundingBox())?.y ?? 9999).toBeLessThan(844 / 2);
      await expect.poll(() => mobile.frameLocator('iframe').first().getByText('Hand-over workshops').first().isVisible()).toBe(true);
      await mobile.getByRole('button', { name: 'Back to the form' }).tap();
      await expect.poll(() => mobile.getByRole('button', { name: 'Show the preview' }).isVisible()).toBe(true);
      await shoot(mobile, 'task-7-phone');
      await publishNow(mobile);
      await saved(mobile, file, 'Hand-over workshops');
      expect((yamlFormat.fromFile(readOrEmpty(file)) as { features?: string[] }).features).toEqual(expected);
      const { added, removed } = changedLines(file);
      expect(added.map((l) => l.replace(/"/g, ''))).toEqual(['  - Software shaped around how your team already works', '  - Hand-over workshops so your team runs the platform alone']);
      expect(removed.map((l) => l.replace(/"/g, ''))).toEqual([`  - ${before[0]}`, `  - ${before.at(-1)}`]);
      await served('/services/custom-solutions', 'Hand-over workshops');
    } finally {
      await phone.close();
    }
  });
});
