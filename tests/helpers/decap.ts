/** What an editor does in Decap's form, shared by the editor's browser tests. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
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
