/**
 * The article text's rich-text editor (Decap's Markdown widget with src/admin/markdown/) in
 * Chromium against `npm run dev`, as an editor writes: typing, a link, a code block and a picture
 * at the cursor, deleting, Ctrl+Z, and what Markdown is saved. Each test starts from a body of
 * known Markdown typed in the widget's Markdown mode, so the saved text can be compared whole.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontMatterFormat } from '../../src/admin/format.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { answerDialogs, chooseFromToolbar, editorTab, linkSelection, newTabAfterFailure, publishNow, selectTypedWord, slateCaughtUp } from '../helpers/decap.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let browser: Browser;
let page: Page;
const LINK = 'https://example.com/guide';
/** The Link button asks for the address. */
const answerLink = answerDialogs(LINK);

beforeAll(async () => {
  dev = await startDevServer('dev-editor-rich-text-');
  await dev.printed(/content edits now rebuild only their pages/);
  browser = await launchBrowser();
  page = await editorTab(await browser.newContext({ viewport: { width: 1400, height: 1000 } }), dev, answerLink);
});

newTabAfterFailure(() => page, (tab) => (page = tab), () => dev, answerLink);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

const modeSwitch = () => page.locator('[aria-label="markdown field"] [role="switch"]').first();
const text = () => page.locator('[data-slate-editor="true"]').first();

async function markdownMode(on: boolean): Promise<void> {
  const mode = modeSwitch();
  // The switch says aria-checked="true" in Markdown mode and has no aria-checked in rich text.
  const isOn = async () => (await mode.getAttribute('aria-checked')) === 'true';
  // A press while the widget redraws (after an undo) was seen to be lost: pressed again if the mode
  // has not changed after a while (long enough that a slow change is not pressed back).
  await expect
    .poll(
      async () => {
        if ((await isOn()) !== on) await mode.click();
        return isOn();
      },
      { interval: 5_000 },
    )
    .toBe(on);
}

/** Opens an article with its text replaced by `markdown` (typed in the Markdown mode), shown as rich text. */
async function articleWith(slug: string, markdown: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), `#/collections/articles/entries/${slug}`);
  await modeSwitch().waitFor();
  await markdownMode(true);
  // The Markdown mode's lines are its blocks: all of it is in the editor before switching back. A
  // click before the Markdown mode's editor has replaced the rich one types into nothing: again then.
  await expect
    .poll(
      async () => {
        if ((await markdownLines()) === markdown) return markdown;
        await text().click();
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
        await page.keyboard.insertText(markdown);
        return markdownLines();
      },
      { interval: 3_000 },
    )
    .toBe(markdown);
  await markdownMode(false);
  await expect.poll(() => text().innerText()).toContain(markdown.split('\n')[0]);
}

/** The Markdown mode's text: a line per block (as Decap's RawEditor joins them); Slate draws an empty line with a zero-width character. */
const markdownLines = () => text().evaluate((el) => [...el.children].map((line) => (line.textContent ?? '').replace(/\uFEFF/g, '')).join('\n').trim());

/** The Markdown the widget holds now (its Markdown mode shows what a save writes), then back to rich text. */
async function currentMarkdown(): Promise<string> {
  await markdownMode(true);
  const markdown = await markdownLines();
  await markdownMode(false);
  return markdown;
}

/** The pictures of the rich text in order, by their descriptions (each picture's first field). */
const pictures = () => text().evaluate((el) => [...el.querySelectorAll('[data-slate-void]')].map((picture) => picture.querySelector('input')?.value));

/** Clicks at the end (or start) of a paragraph of the rich text. */
async function cursorIn(paragraph: string | RegExp, at: 'End' | 'Home' = 'End'): Promise<void> {
  await text().getByText(paragraph, { exact: typeof paragraph === 'string' }).first().click();
  await page.keyboard.press(at);
  await slateCaughtUp(text());
}

describe('rich text in the editor', () => {
  it('deletes the picture before the cursor with Backspace, brings it back with Ctrl+Z, and puts a new one at the cursor', async () => {
    await articleWith('ai-healthcare-solutions', 'Before.\n\n![First](/images/logo.svg)\n\n![Second](/images/logo.svg)\n\nAfter.');
    await expect.poll(pictures).toEqual(['First', 'Second']);
    // The cursor at the start of the paragraph after the second picture: Backspace takes that one.
    await cursorIn('After.', 'Home');
    await page.keyboard.press('Backspace');
    await expect.poll(pictures).toEqual(['First']);
    await page.keyboard.press('Control+z');
    await expect.poll(pictures).toEqual(['First', 'Second']);
    expect(await currentMarkdown()).toBe('Before.\n\n![First](/images/logo.svg)\n\n![Second](/images/logo.svg)\n\nAfter.');
    // A picture chosen from the toolbar goes where the cursor is: after "Before.", not at the top or the end.
    await cursorIn('Before.');
    await chooseFromToolbar(page, text(), 'Add Component', 'Image');
    await expect.poll(async () => (await pictures()).length).toBe(3);
    expect((await currentMarkdown()).split('\n\n')).toEqual(['Before.', '![]()', '![First](/images/logo.svg)', '![Second](/images/logo.svg)', 'After.']);
  });

  it('types, links, puts a code block at the cursor, deletes and undoes; the saved Markdown is what was written', async () => {
    const file = 'content/blog/blockchain-development.md';
    await articleWith('blockchain-development', 'First paragraph.\n\nLast paragraph.');
    await cursorIn('First paragraph.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the guide');
    await selectTypedWord(page, text(), 'guide');
    await linkSelection(page, text(), 'guide');
    // Typed right after making the link: outside it.
    await page.keyboard.type(' today.');
    // A word typed and undone is gone; a word deleted and undone is back. (Switching to the Markdown
    // mode makes a new rich-text editor, without the history: the text is read as it is shown.)
    // (Slate's history takes back all the typing done in one place at once: " Oops" is typed elsewhere.)
    await cursorIn('First paragraph.');
    await page.keyboard.type(' Oops');
    await expect.poll(() => text().innerText()).toContain('First paragraph. Oops');
    await page.keyboard.press('Control+z');
    await expect.poll(() => text().innerText()).not.toContain('Oops');
    await cursorIn('Last paragraph.');
    for (let i = 0; i < ' paragraph.'.length; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => text().getByText('Last', { exact: true }).count()).toBe(1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => text().getByText('Last paragraph.', { exact: true }).count()).toBe(1);
    // A code block chosen with the cursor at the end of the link's paragraph goes right after it.
    await cursorIn(/^Read the guide today\.$/);
    await chooseFromToolbar(page, text(), 'Add Component', 'Code Block');
    await text().locator('.CodeMirror textarea').last().focus();
    await page.keyboard.type('npm run build');
    await publishNow(page);

    const expected = ['First paragraph.', `Read the [guide](${LINK}) today.`, '```\nnpm run build\n```', 'Last paragraph.'].join('\n\n');
    await expect
      .poll(async () => {
        const body = (frontMatterFormat.fromFile(dev.copy.read(file)) as { body: string }).body.trim();
        if (body === expected) return body;
        return `${body}\n(the editor shows: ${(await page.locator('#admin-problems').allTextContents()).join(' ')})`;
      })
      .toBe(expected);
  });
});
