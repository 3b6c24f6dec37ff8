/** What an editor does in Decap's form, shared by the editor's browser tests. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeEach, expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { ROOT } from './content.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

/** Accepts whatever Decap asks (leaving an entry with unsaved changes), answering a prompt (the Link button's) with `address`. */
export const answerDialogs = (address?: string) => (page: Page): void => void page.on('dialog', (dialog) => void dialog.accept(dialog.type() === 'prompt' ? address : undefined));

/**
 * A new tab of `context` on the editor of `dev`, showing the collections: the first tab of a
 * context clicks Login, a later one finds the login Decap kept in the context's storage.
 * `prepare` sets the tab up before it opens the editor (what to answer when Decap asks).
 */
export async function editorTab(context: BrowserContext, dev: DevServer, prepare: (page: Page) => void = answerDialogs()): Promise<Page> {
  const page = await context.newPage();
  prepare(page);
  // Loaded again while the dev server is between two builds (the page answers 500 then), as a person reloads.
  await dev.eventually(async () => ((await page.goto(`${dev.url}/admin/`))?.status() === 200 ? true : undefined), 'the editor\'s page');
  const login = page.getByRole('button', { name: 'Login' });
  await login.or(page.getByTestId('portfolio')).first().waitFor();
  if (await login.isVisible()) await login.click();
  await page.getByTestId('portfolio').waitFor();
  return page;
}

/**
 * For a file whose tests share one editor tab: after a test fails, the next test, or its second
 * try, works in a new tab of a new browser context, logged in again (`editorTab`), not in the tab
 * the failure left in any state (a form half-filled, a page that stopped answering: in CI both
 * tries of a test once waited out their limit in one tab), nor with Decap's backup of the entry
 * it left unsaved (kept in the context's storage and offered back). The old context is closed
 * without waiting for it. Call at the top level of the test file.
 */
export function newTabAfterFailure(tab: () => Page, replace: (page: Page) => void, dev: () => DevServer, prepare?: (page: Page) => void): void {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      const old = tab();
      const context = await old.context().browser()!.newContext({ viewport: old.viewportSize() });
      void old.context().close().catch(() => {});
      replace(await editorTab(context, dev(), prepare));
    });
  });
}

/**
 * For a test file that works in one editor tab: `npm run dev` over a copy of the content, ready for
 * content edits (`options` as `startDevServer`'s), and Chromium with a tab at 1440 × 900 logged in
 * to the editor, which accepts what Decap asks (leaving an entry with unsaved changes). With
 * `newTabAfterFailure`, a failed test's tab is replaced.
 */
export async function openEditor(outPrefix: string, options?: Parameters<typeof startDevServer>[1]): Promise<{ dev: DevServer; browser: Browser; page: Page }> {
  const dev = await startDevServer(outPrefix, options);
  try {
    await dev.printed(/content edits now rebuild only their pages/);
    const browser = await launchBrowser();
    const page = await editorTab(await browser.newContext({ viewport: { width: 1440, height: 900 } }), dev);
    return { dev, browser, page };
  } catch (error) {
    await dev.stop();
    throw error;
  }
}

/** The toolbar's Publish menu → Publish now (the local backend in fs mode has the simple workflow). */
export async function publishNow(page: Page): Promise<void> {
  await page.locator('[role="button"]', { hasText: /^Publish$/ }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/** A field's control by its name: Decap gives it the id `<name>-field-<n>`. */
export const field = (page: Page, name: string): Locator => page.locator(`[id^="${name}-field-"]`).first();

/** Pictures of the page as it is, at 1440 px and at a phone's 390 px, into docs/editor/ (docs/editor.md); only with EDITOR_SCREENSHOTS=1. */
export async function shoot(on: Page, name: string): Promise<void> {
  if (!process.env.EDITOR_SCREENSHOTS) return;
  const folder = join(ROOT, 'docs/editor');
  mkdirSync(folder, { recursive: true });
  const size = on.viewportSize()!;
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await on.setViewportSize({ width, height });
    await on.waitForFunction((w) => innerWidth === w, width);
    await on.screenshot({ path: join(folder, `${name}-${width}.jpg`), type: 'jpeg', quality: 60 });
  }
  await on.setViewportSize(size);
}

/**
 * Whether Slate's own selection is the one the page shows, or what each holds. slate-react copies
 * the browser's selection into its model on `selectionchange`, throttled to a call per 100 ms
 * (`onDOMSelectionChange` in slate-react's Editable); its own keys (typing, Shift+arrows) change the
 * model at once, the browser's (a click, End, Ctrl+End) only through that copy. A key Decap handles
 * itself or a toolbar button acts on the model's selection, so the tests wait for the two to agree
 * after moving the cursor with the mouse or the browser's keys, as they do by the time a person's
 * next key comes. This is a precondition, not a known cause: with Chromium's CPU slowed 10× (load
 * 18–20), pressing at once made the link 8 times in 8, kept the menu open 10 in 10, and put the
 * line typed after a click, Ctrl+End and Enter at the end 6 times in 6, with the wait or without.
 * Slate's editor is read from React's props of the text.
 */
export async function slateSelection(text: Locator): Promise<string> {
  return text.evaluate((el) => {
    type Point = { path: number[]; offset: number };
    type SlateNode = { text?: string; children?: SlateNode[] };
    type Editor = SlateNode & { selection: { anchor: Point; focus: Point } | null };
    type Fiber = { memoizedProps?: { editor?: Editor }; return?: Fiber };
    const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    let fiber = key ? ((el as unknown as Record<string, Fiber>)[key] as Fiber | undefined) : undefined;
    let editor: Editor | undefined;
    for (; fiber && !editor; fiber = fiber.return) {
      const candidate = fiber.memoizedProps?.editor;
      if (candidate && 'selection' in candidate && Array.isArray(candidate.children)) editor = candidate;
    }
    if (!editor) return 'no Slate editor found above the text';
    const inModel = (point?: Point) => {
      if (!point) return 'nothing';
      const leaf = point.path.reduce<SlateNode | undefined>((node, i) => node?.children?.[i], editor);
      return `${JSON.stringify(leaf?.text)}@${point.offset}`;
    };
    const onPage = (node: Node | null, offset: number) => {
      const leaf = (node?.nodeType === Node.ELEMENT_NODE ? (node as Element) : node?.parentElement)?.closest('[data-slate-node="text"]');
      if (!node || !leaf) return 'outside the text';
      const before = document.createRange();
      before.setStart(leaf, 0);
      before.setEnd(node, offset);
      return `${JSON.stringify((leaf.textContent ?? '').replace(/\uFEFF/g, ''))}@${before.toString().replace(/\uFEFF/g, '').length}`;
    };
    const page = getSelection();
    const model = `${inModel(editor.selection?.anchor)} to ${inModel(editor.selection?.focus)}`;
    const shown = page?.anchorNode ? `${onPage(page.anchorNode, page.anchorOffset)} to ${onPage(page.focusNode, page.focusOffset)}` : 'nothing';
    // A selection outside Slate's text (in a code block's own editor, a picture's fields) is not one Slate copies as text.
    if (shown.includes('outside the text')) return 'caught up';
    return model === shown ? 'caught up' : `Slate has ${model}, the page ${shown}`;
  });
}

/** Waits until Slate's selection is the one on the page (see `slateSelection`): before any toolbar button. */
export const slateCaughtUp = (text: Locator) => expect.poll(() => slateSelection(text)).toBe('caught up');

/**
 * Selects `word`, the last thing typed on the cursor's line, with Shift+ArrowLeft as a person does,
 * once Slate has the typing (`slateSelection`). Once in a CI run (2026-11-27) the presses selected
 * "ide" of "guide": Slate put its selection back on the page between them. A person who sees the
 * wrong part selected selects it again, and so does this (from the line's end), and says so on stderr.
 */
export async function selectTypedWord(page: Page, text: Locator, word: string): Promise<void> {
  let tries = 0;
  const selected = () => page.evaluate(() => getSelection()?.toString());
  await expect
    .poll(
      async () => {
        if ((await selected()) === word) return word;
        if (tries > 0) await page.keyboard.press('End');
        await slateCaughtUp(text);
        for (let i = 0; i < word.length; i++) await page.keyboard.press('Shift+ArrowLeft');
        tries++;
        await slateCaughtUp(text);
        return selected();
      },
      { interval: 1_000 },
    )
    .toBe(word);
  if (tries > 1) console.warn(`selectTypedWord: "${word}" selected on try ${tries}`);
}

/**
 * Presses the rich text's Link button with `word` selected in `text` and waits for the link (the
 * page's dialog handler answers the address), once Slate has the selection (`slateSelection`).
 * Once in about three runs of the tasks under load the first press made no link, the word still
 * selected and no console error (cause not known, see `slateSelection`): a person who sees no link
 * presses again, and so does this, and says so on stderr.
 */
export async function linkSelection(page: Page, text: Locator, word: string): Promise<void> {
  let presses = 0;
  let prompts = 0;
  const countPrompt = (dialog: { type(): string }) => void (dialog.type() === 'prompt' && prompts++);
  page.on('dialog', countPrompt);
  try {
    await expect
      .poll(
        async () => {
          const links = await text.locator('a').allTextContents();
          if (links.length) return links.join(' | ');
          if ((await page.evaluate(() => getSelection()?.toString())) === word) {
            await slateCaughtUp(text);
            await page.getByRole('button', { name: 'Link', exact: true }).click();
            presses++;
          }
          return `no link after ${presses} press(es) of Link and ${prompts} prompt(s)`;
        },
        { interval: 3_000 },
      )
      .toBe(word);
  } finally {
    page.off('dialog', countPrompt);
  }
  if (presses > 1) console.warn(`linkSelection: Link pressed ${presses} times before a link appeared`);
}

/**
 * Chooses `item` from the toolbar menu `menu` ("Add Component", "Headings") of the rich text `text`,
 * once Slate has the selection (`slateSelection`). A menu was seen to close again at once in about
 * one run in three of the picture test under load (Decap's menus close when their button loses
 * focus; what takes it is not known): a person who sees no menu presses again, and so does this,
 * and says so on stderr.
 */
export async function chooseFromToolbar(page: Page, text: Locator, menu: string, item: string): Promise<void> {
  await slateCaughtUp(text);
  const choice = page.getByRole('menuitem', { name: item, exact: true });
  let presses = 0;
  await expect
    .poll(
      async () => {
        if (await choice.isVisible()) return 'open';
        await page.getByRole('button', { name: menu, exact: true }).click();
        presses++;
        return (await choice.isVisible()) ? 'open' : `the menu ${menu} did not open after ${presses} press(es)`;
      },
      { interval: 2_000 },
    )
    .toBe('open');
  if (presses > 1) console.warn(`chooseFromToolbar: ${menu} pressed ${presses} times before its menu stayed open`);
  await choice.click();
}
