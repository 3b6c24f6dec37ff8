/** What an editor does in Decap's form, shared by the editor's browser tests. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from './content.ts';

/** Logs `page` in to the editor at `siteUrl` with the local backend (no password: this machine's files) and waits for the collections. */
export async function logInToEditor(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('portfolio').waitFor();
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
 * Presses the rich text's Link button with `word` selected in `text` and waits for the link (the
 * page's dialog handler answers the address). Once in about three runs of the editor's tasks the
 * first press made no link, the word still selected and no console error (not understood yet, see
 * issue 28's note): a person who sees no link presses again, and so does this; a failure says how
 * many presses and prompts there were.
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
}

/**
 * Chooses `item` from the rich text's toolbar menu `menu` ("Add Component", "Headings"). A menu
 * pressed while the text takes back its focus (Decap's menus close when their button loses focus)
 * closes again at once: seen in about one run in three of the picture test. A person who sees no
 * menu presses the button again, and so does this.
 */
export async function chooseFromToolbar(page: Page, menu: string, item: string): Promise<void> {
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
  await choice.click();
}
