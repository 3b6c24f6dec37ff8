/** What an editor does in Decap's form, shared by the editor's browser tests. */
import type { Locator, Page } from 'playwright-core';

/** The toolbar's Publish menu → Publish now (the local backend in fs mode has the simple workflow). */
export async function publishNow(page: Page): Promise<void> {
  await page.locator('[role="button"]', { hasText: /^Publish$/ }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/** A field's control by its name: Decap gives it the id `<name>-field-<n>`. */
export const field = (page: Page, name: string): Locator => page.locator(`[id^="${name}-field-"]`).first();
