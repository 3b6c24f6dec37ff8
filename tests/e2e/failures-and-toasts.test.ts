/** Waiting and failure: a script that fails to load leaves the form usable and offers a reload; toasts follow their constants. */
import { expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/browser.ts';

const site = useSiteInBrowser();

it('offers a reload when the contact form’s code fails to load, and reports it in the console', async () => {
  const page = await (await site.browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // The form's chunk fails as it would on a flaky network.
  await page.route(/\/assets\/chunk\..*\.js$/, (route) => route.abort());
  await page.goto(`${site.url}/contact`);
  await page.waitForSelector('.reload-offer');
  await expect.poll(() => page.locator('.reload-offer').innerText()).toContain('The contact form could not load completely');
  await expect.poll(() => page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
  expect(errors.some((e) => e.includes('The contact form could not load its script'))).toBe(true);
  await expect.poll(() => page.locator('form[data-contact-form]').getAttribute('action')).toBe('/contact-api/enquiries');
  await page.context().close();
});

it('shows at most 3 toasts, focuses them with Alt+T and removes them after 4 s unless hovered', async () => {
  // This test server has no API: each valid submission gets an error answer and a toast.
  const page = await (await site.browser.newContext()).newPage();
  // Time flows as usual, and the test can move it on at once instead of sleeping.
  await page.clock.install();
  await page.goto(`${site.url}/contact`);
  await page.waitForSelector('form[novalidate]');
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Email Address').fill('asha@example.in');
  await page.getByRole('combobox', { name: 'Primary Service Needed' }).fill('Healthcare Tech');
  await page.keyboard.press('Enter');
  await page.getByLabel('Project Description').fill('Appointment booking for our clinics.');
  const send = page.getByRole('button', { name: 'Send Message' });
  const toasts = page.locator('.toaster li');
  await send.click();
  await toasts.first().waitFor();
  // The pointer on the toaster pauses every toast's timer, so none leaves however slowly the
  // next three are sent (from the keyboard, so the pointer stays).
  await page.locator('.toaster').hover();
  for (let i = 2; i <= 4; i++) {
    await send.press('Enter');
    await expect.poll(() => toasts.count()).toBe(i);
  }
  await expect.poll(() => page.locator('.toaster li:not([hidden])').count()).toBe(3);
  await expect.poll(() => toasts.first().innerText()).toContain('Submission Failed');
  expect(await toasts.first().locator('[role]').getAttribute('role')).toBe('alert');
  expect(await page.locator('.toaster').evaluate((e) => getComputedStyle(e).width)).toBe('356px');
  expect(await page.locator('.toaster ol').evaluate((e) => getComputedStyle(e).rowGap)).toBe('14px');
  await page.keyboard.press('Alt+t');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.toaster') !== null)).toBe(true);
  // Focus pauses the timers: with the pointer gone, nothing leaves while a toast is focused, 4.5 s on.
  await page.mouse.move(0, 0);
  await page.clock.runFor(4500);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  expect(await toasts.count()).toBe(4);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(4500);
  await expect.poll(() => toasts.count()).toBe(0);
  await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Asha Verma');
  await page.context().close();
});
