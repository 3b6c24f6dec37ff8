/** A mistake only the site's check knows, made in the editor's form as an editor makes it. */
import type { Locator, Page } from 'playwright-core';

/**
 * On the About page's form (open in `page`): the "Work With Us" button of the top of the page made
 * to link to a page the site does not have, `/no-such-page` (the form accepts it; the check refuses it).
 * Returns the button's list item and its "Links to" field.
 */
export async function linkWorkWithUsToNoPage(page: Page): Promise<{ item: Locator; linksTo: Locator }> {
  // The button's item, collapsed under its label: unfolded by its top bar's first button (Decap's toggle).
  const item = page.getByText('Work With Us', { exact: true }).first().locator('xpath=..');
  await item.locator('button').first().click();
  const linksTo = item.getByLabel('Links to', { exact: true });
  await linksTo.fill('/no-such-page');
  return { item, linksTo };
}
