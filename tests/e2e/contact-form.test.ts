/** The contact form in Chromium against the real server and its API. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { buildSite } from '../helpers/build.ts';
import { ROOT } from '../helpers/content.ts';

let browser: Browser;
let dist: string;
const dirs: string[] = [];

beforeAll(async () => {
  ({ dist } = await buildSite());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const d of [...dirs, dist]) rmSync(d, { recursive: true, force: true });
});

async function server(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'form-'));
  dirs.push(dataDir);
  return startServer(ROOT, { ...loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_REQUESTS: 'false', RATE_LIMIT: '100', ...env }, ROOT), dist });
}

async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  await page.waitForSelector('form[novalidate]'); // the form script has loaded
  return { page, errors };
}

async function fillValid(page: Page) {
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Email Address').fill('asha@example.in');
  await page.getByRole('combobox', { name: 'Primary Service Needed' }).fill('Healthcare Tech');
  await page.keyboard.press('Enter');
  await page.getByLabel('Project Description').fill('Appointment booking for our 12 clinics in Pune.');
}

const toastText = (page: Page) => page.locator('.toaster li').first().innerText();

it('shows the specification’s messages on blur and on submit, and focuses the first invalid field', async () => {
  const s = await server();
  try {
    const { page, errors } = await open(`${s.url}/contact`);
    const name = page.getByLabel('Full Name');
    await name.fill('A');
    await name.blur();
    expect(await page.locator('#f-name-error').innerText()).toBe('Name must be at least 2 characters');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toBe('f-name-error');
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.locator('#f-email-error').innerText()).toBe('Please enter a valid email address');
    expect(await page.locator('#f-phone-error').innerText()).toBe('Please enter a valid phone number');
    expect(await page.locator('#f-intre-error').innerText()).toBe('Please select a service');
    expect(await page.locator('#f-message-error').innerText()).toBe('Message must be at least 10 characters');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-name');
    await name.fill('Asha Verma');
    expect(await page.locator('#f-name-error').isVisible()).toBe(false);
    expect((await s.store.listEnquiries()).length).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('sends a valid enquiry: Sending Message..., success toast, form reset, stored once', async () => {
  const s = await server();
  try {
    const { page } = await open(`${s.url}/contact?service=investment`);
    expect(await page.getByRole('combobox', { name: 'Primary Service Needed' }).inputValue()).toBe('Custom Solutions & Other');
    expect(await page.locator('select[name="intre"]').inputValue()).toBe('Custom Solutions & Other');
    expect(await page.locator('.service-note').innerText()).toBe("You're asking about: Pitching a startup for investment");
    await fillValid(page);
    await page.evaluate(() => {
      const button = document.querySelector('form[data-contact-form] button[type="submit"]')!;
      (window as unknown as { labels: string[] }).labels = [];
      new MutationObserver(() => (window as unknown as { labels: string[] }).labels.push(`${button.textContent}|${(button as HTMLButtonElement).disabled}`)).observe(button, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForSelector('.toaster li');
    expect(await toastText(page)).toContain('Message Sent Successfully!');
    expect(await toastText(page)).toContain('Thank you for reaching out. Our team will contact you within 24 hours.');
    expect(await page.evaluate(() => (window as unknown as { labels: string[] }).labels)).toContain('Sending Message...|true');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    const stored = await s.store.listEnquiries();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Asha Verma', intre: 'Healthcare Technology', page: '/contact', service: 'investment' });
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('keeps the draft across a reload', async () => {
  const s = await server();
  try {
    const { page } = await open(`${s.url}/contact`);
    await page.getByLabel('Full Name').fill('Ravi Kumar');
    await page.getByLabel('Project Description').fill('A loan app for our NBFC.');
    await page.reload();
    await page.waitForSelector('form[novalidate]');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Ravi Kumar');
    expect(await page.getByLabel('Project Description').inputValue()).toBe('A loan app for our NBFC.');
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('shows Submission Failed with the server’s message when the server refuses, and keeps the content', async () => {
  const s = await server({ RATE_LIMIT: '1' });
  try {
    const { page } = await open(`${s.url}/contact`);
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForSelector('.toaster li');
    await page.locator('.toaster li').first().evaluate((el) => el.remove());
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForSelector('.toaster li.toast-error');
    const text = await page.locator('.toaster li.toast-error').innerText();
    expect(text).toContain('Submission Failed');
    expect(text).toContain('Too many enquiries from your network. Please try again later.');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Asha Verma');
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('shows Network Error when the server cannot be reached', async () => {
  const s = await server();
  const { page } = await open(`${s.url}/contact`);
  await fillValid(page);
  await s.stop();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForSelector('.toaster li');
  const text = await toastText(page);
  expect(text).toContain('Network Error');
  expect(text).toContain('Unable to reach the server. Please check your connection.');
  expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
  await page.context().close();
});

it('turns the six selection lists into searchable comboboxes usable with the keyboard alone', async () => {
  const s = await server();
  try {
    const { page, errors } = await open(`${s.url}/contact`);
    expect(await page.getByRole('combobox').count()).toBe(6);
    const service = page.getByRole('combobox', { name: 'Primary Service Needed' });
    await service.focus();
    await page.keyboard.type('node');
    expect(await service.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#f-intre-listbox [role="option"]:not([hidden])').allInnerTexts()).toEqual(['Node.js Backend Development']);
    await page.keyboard.press('Enter');
    expect(await page.locator('select[name="intre"]').inputValue()).toBe('Node.js Backend Development');
    expect(await service.getAttribute('aria-expanded')).toBe('false');

    const budget = page.getByRole('combobox', { name: 'Budget Range' });
    await budget.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await budget.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    expect(await page.locator('select[name="budget"]').inputValue()).toBe('$5,000 - $15,000');

    const timeline = page.getByRole('combobox', { name: 'Project Timeline' });
    await timeline.focus();
    await page.keyboard.type('zzz');
    expect(await page.locator('#f-timeline-listbox .combobox-empty').isVisible()).toBe(true);
    expect(await page.locator('#f-timeline-listbox .combobox-empty').innerText()).toBe('No option found.');
    await page.keyboard.press('Escape');
    expect(await timeline.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    await s.stop();
  }
});
