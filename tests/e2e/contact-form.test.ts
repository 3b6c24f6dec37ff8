/** The contact form in Chromium against the real server and its API. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { violations, withAxe } from '../helpers/axe.ts';
import { connectToSharedBrowser, sharedSite } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';

let browser: Browser;
let dist: string;
const dirs: string[] = [];

beforeAll(async () => {
  ({ dist } = sharedSite());
  browser = await connectToSharedBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
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
    await expect.poll(() => page.locator('#f-name-error').innerText()).toBe('Name must be at least 2 characters');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => name.getAttribute('aria-describedby')).toBe('f-name-error');
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('#f-email-error').innerText()).toBe('Please enter a valid email address');
    await expect.poll(() => page.locator('#f-phone-error').innerText()).toBe('Please enter a valid phone number');
    await expect.poll(() => page.locator('#f-intre-error').innerText()).toBe('Please select a service');
    await expect.poll(() => page.locator('#f-message-error').innerText()).toBe('Message must be at least 10 characters');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-name');
    await name.fill('Asha Verma');
    await expect.poll(() => page.locator('#f-name-error').isVisible()).toBe(false);
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
    await expect.poll(() => page.getByRole('combobox', { name: 'Primary Service Needed' }).inputValue()).toBe('Custom Solutions & Other');
    await expect.poll(() => page.locator('select[name="intre"]').inputValue()).toBe('Custom Solutions & Other');
    await expect.poll(() => page.locator('.service-note').innerText()).toBe("You're asking about: Pitching a startup for investment");
    await fillValid(page);
    await page.evaluate(() => {
      const button = document.querySelector('form[data-contact-form] button[type="submit"]')!;
      (window as unknown as { labels: string[] }).labels = [];
      new MutationObserver(() => (window as unknown as { labels: string[] }).labels.push(`${button.textContent}|${(button as HTMLButtonElement).disabled}`)).observe(button, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForSelector('.toaster li');
    await expect.poll(() => toastText(page)).toContain('Message Sent Successfully!');
    await expect.poll(() => toastText(page)).toContain('Thank you for reaching out. Our team will contact you within 24 hours.');
    expect(await page.evaluate(() => (window as unknown as { labels: string[] }).labels)).toContain('Sending Message...|true');
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('');
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
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Ravi Kumar');
    await expect.poll(() => page.getByLabel('Project Description').inputValue()).toBe('A loan app for our NBFC.');
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
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Asha Verma');
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
  await expect.poll(() => page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
  await page.context().close();
});

it('turns the six selection lists into searchable comboboxes usable with the keyboard alone', async () => {
  const s = await server();
  try {
    const { page, errors } = await open(`${s.url}/contact`);
    await expect.poll(() => page.getByRole('combobox').count()).toBe(6);
    const service = page.getByRole('combobox', { name: 'Primary Service Needed' });
    await service.focus();
    await page.keyboard.type('node');
    await expect.poll(() => service.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#f-intre-listbox [role="option"]:not([hidden])').allInnerTexts()).toEqual(['Node.js Backend Development']);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('select[name="intre"]').inputValue()).toBe('Node.js Backend Development');
    await expect.poll(() => service.getAttribute('aria-expanded')).toBe('false');

    const budget = page.getByRole('combobox', { name: 'Budget Range' });
    await budget.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await budget.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('select[name="budget"]').inputValue()).toBe('$5,000 - $15,000');

    const timeline = page.getByRole('combobox', { name: 'Project Timeline' });
    await timeline.focus();
    await page.keyboard.type('zzz');
    await expect.poll(() => page.locator('#f-timeline-listbox .combobox-empty').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#f-timeline-listbox .combobox-empty').innerText()).toBe('No option found.');
    await page.keyboard.press('Escape');
    await expect.poll(() => timeline.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    await s.stop();
  }
});

/**
 * A reverse proxy in front of the server, as a host's load balancer would be: when the server is
 * down it answers 502 with its own HTML page; with `maintenance` on it answers the API itself with
 * a 200 HTML page (a maintenance or captive-portal page), never the API's JSON.
 */
async function proxy(target: string): Promise<{ url: string; state: { maintenance: boolean }; close(): void }> {
  const state = { maintenance: false };
  const server = createServer((req, res) => {
    if (state.maintenance && req.url?.startsWith('/contact-api/')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Maintenance</title><h1>We will be back soon</h1>');
      return;
    }
    const upstream = httpRequest(target + req.url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state, close: () => server.close() };
}

it('shows Submission Failed with the server’s message when its database fails, and keeps the content', async () => {
  const s = await server();
  try {
    const { page } = await open(`${s.url}/contact`);
    await fillValid(page);
    await s.store.close(); // the database goes away under the running server
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForSelector('.toaster li.toast-error');
    const text = await toastText(page);
    expect(text).toContain('Submission Failed');
    expect(text).toContain('Something went wrong on our side. Your enquiry was not stored; please try again.');
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Asha Verma');
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('shows Submission Failed with Server error: 502 when a proxy answers for the stopped server without a message', async () => {
  const s = await server();
  const front = await proxy(s.url);
  try {
    const { page } = await open(`${front.url}/contact`);
    await fillValid(page);
    await s.stop();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForSelector('.toaster li.toast-error');
    const text = await toastText(page);
    expect(text).toContain('Submission Failed');
    expect(text).toContain('Server error: 502');
    await expect.poll(() => page.getByLabel('Project Description').inputValue()).toBe('Appointment booking for our 12 clinics in Pune.');
    await expect.poll(() => page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await page.context().close();
  } finally {
    front.close();
    await s.stop();
  }
});

it('shows Error when the answer is not the API’s (a 200 HTML page), and keeps the content', async () => {
  const s = await server();
  const front = await proxy(s.url);
  try {
    const { page } = await open(`${front.url}/contact`);
    await fillValid(page);
    front.state.maintenance = true;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForSelector('.toaster li.toast-error');
    const text = await toastText(page);
    expect(text).toContain('Error');
    expect(text).toContain('An unexpected error occurred. Please try again.');
    expect(text).not.toContain('Submission Failed');
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Asha Verma');
    expect((await s.store.listEnquiries()).length).toBe(0);
    await page.context().close();
  } finally {
    front.close();
    await s.stop();
  }
});

it('preselects the service and says what the enquiry is about for each ?service= value', async () => {
  const s = await server();
  try {
    const expected: [string, string, string][] = [
      ['dedicated-team', 'Custom Solutions & Other', 'Hiring a dedicated team'],
      ['fixed-price', 'Custom Solutions & Other', 'A fixed-price project'],
      ['staff-augmentation', 'Custom Solutions & Other', 'Staff augmentation'],
      ['outsourcing', 'Custom Solutions & Other', 'Outsourcing software development'],
      ['investment', 'Custom Solutions & Other', 'Pitching a startup for investment'],
      ['python-development', 'Python Development & AI/ML', 'Python development'],
    ];
    const page = await (await browser.newContext()).newPage();
    for (const [service, choice, about] of expected) {
      await page.goto(`${s.url}/contact?service=${service}`);
      await page.waitForSelector('form[novalidate]');
      expect(await page.getByRole('combobox', { name: 'Primary Service Needed' }).inputValue(), service).toBe(choice);
      expect(await page.locator('select[name="intre"]').inputValue(), service).toBe(choice);
      expect(await page.locator('.service-note').innerText(), service).toBe(`You're asking about: ${about}`);
    }
    // The service chosen under a link survives a reload of that link (the draft remembers the link).
    await page.goto(`${s.url}/contact?service=investment`);
    await page.waitForSelector('form[novalidate]');
    await page.getByRole('combobox', { name: 'Primary Service Needed' }).fill('Healthcare Tech');
    await page.keyboard.press('Enter');
    await page.reload();
    await page.waitForSelector('form[novalidate]');
    await expect.poll(() => page.getByRole('combobox', { name: 'Primary Service Needed' }).inputValue()).toBe('Healthcare Technology');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${s.url}/contact?service=unknown`);
    await page.waitForSelector('form[novalidate]');
    await expect.poll(() => page.getByRole('combobox', { name: 'Primary Service Needed' }).inputValue()).toBe('');
    await expect.poll(() => page.locator('.service-note').count()).toBe(0);
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('dismisses a toast swiped past 20 px and keeps one swiped less', async () => {
  const s = await server();
  try {
    const { page } = await open(`${s.url}/contact`);
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const item = page.locator('.toaster li').first();
    await item.waitFor();
    // The pointer on the toast pauses its 4 s timer: from here it can only leave by a swipe.
    await item.hover();
    const animationsDone = () => item.evaluate((e) => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished)));
    await animationsDone(); // the entrance
    const drag = async (dx: number) => {
      const box = (await item.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 40, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 40 + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await drag(15);
    await animationsDone(); // the snap back
    expect(await page.locator('.toaster li').count()).toBe(1);
    expect(await item.getAttribute('data-state')).toBe('open');
    await drag(40);
    await expect.poll(() => page.locator('.toaster li').count()).toBe(0);
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('can be filled in and sent with the keyboard alone', async () => {
  const s = await server();
  try {
    const { page, errors } = await open(`${s.url}/contact`);
    const focused = () => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);
    for (let i = 0; i < 80 && (await focused()) !== 'f-name'; i++) await page.keyboard.press('Tab');
    await expect.poll(() => focused()).toBe('f-name');
    const next = async (id: string) => {
      await page.keyboard.press('Tab');
      await expect.poll(() => focused()).toBe(id);
    };
    await page.keyboard.type('Asha Verma');
    await next('f-email');
    await page.keyboard.type('asha@example.in');
    await next('f-phone');
    await page.keyboard.type('+91 98450 12345');
    await next('f-company');
    await page.keyboard.type('Verma Clinics');
    await next('f-intre');
    await page.keyboard.type('heal');
    await page.keyboard.press('Enter');
    await next('f-projectType');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await next('f-budget');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await next('f-timeline');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await next('f-subject');
    await page.keyboard.type('Clinic booking');
    await next('f-message');
    await page.keyboard.type('Appointment booking for our 12 clinics in Pune.');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('email');
    await page.keyboard.press('ArrowRight');
    await next('f-bestTimeToCall');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await next('f-hearAbout');
    await page.keyboard.type('git');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    await page.keyboard.press('Space');
    await page.waitForSelector('.toaster li');
    await expect.poll(() => toastText(page)).toContain('Message Sent Successfully!');
    const stored = await s.store.listEnquiries();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Asha Verma', email: 'asha@example.in', phone: '+91 98450 12345', company: 'Verma Clinics', intre: 'Healthcare Technology',
      projectType: 'New project from scratch', budget: '$5,000 - $15,000', timeline: 'Ongoing project', subject: 'Clinic booking',
      message: 'Appointment booking for our 12 clinics in Pune.', preferredContactMethod: 'phone', bestTimeToCall: 'Morning (9 AM - 12 PM)', hearAbout: 'GitHub',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it('works without JavaScript: the form posts, the thank-you page or the form with its errors shows', async () => {
  const s = await server();
  try {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${s.url}/contact`);
    await expect.poll(() => page.locator('[role="combobox"]').count()).toBe(0);
    expect(await page.locator('select').count()).toBe(6); // native selects
    const fill = async (email: string) => {
      await page.getByLabel('Full Name').fill('Asha Verma');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Primary Service Needed').selectOption('Healthcare Technology');
      await page.getByLabel('Project Description').fill('Appointment booking for our 12 clinics in Pune.');
    };
    // Valid for the browser's own checks (its type=email rule has no length limit), not for the
    // shared schema (at most 254 characters): the server answers with the form.
    await fill(`${'a'.repeat(250)}@clinic.in`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL('**/contact-api/enquiries');
    await expect.poll(() => page.locator('.form-alert').innerText()).toContain('Your enquiry was not sent yet.');
    await expect.poll(() => page.locator('#f-email-error').innerText()).toBe('Please enter a valid email address');
    await expect.poll(() => page.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-email'); // the first invalid field
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Asha Verma');
    await expect.poll(() => page.getByLabel('Primary Service Needed').inputValue()).toBe('Healthcare Technology');
    expect((await s.store.listEnquiries()).length).toBe(0);
    await page.getByLabel('Email Address').fill('asha@example.in');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL('**/thank-you');
    await expect.poll(() => page.locator('h1').innerText()).toContain('Thank you');
    expect(await s.store.listEnquiries()).toHaveLength(1);
    await page.context().close();
  } finally {
    await s.stop();
  }
});

it.each(['light', 'dark'])('has no WCAG 2.1 AA violations with a toast, a field error and an open combobox (%s theme)', async (theme) => {
  const s = await server();
  try {
    const context = await withAxe(await browser.newContext());
    await context.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
    const page = await context.newPage();
    await page.goto(`${s.url}/contact?service=outsourcing`);
    await page.waitForSelector('form[novalidate]');
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const item = page.locator('.toaster li').first();
    await item.waitFor();
    await item.hover(); // keeps it on screen while axe runs
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Full Name').blur();
    await page.getByRole('combobox', { name: 'Budget Range' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('#f-name-error').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#f-budget-listbox').isVisible()).toBe(true);
    expect(await violations(page, '/contact')).toEqual([]);
    await expect.poll(() => page.locator('.toaster li').count()).toBe(1);
    await context.close();
  } finally {
    await s.stop();
  }
});

it('?subject= fills an empty subject (a demo that is down asks for a walkthrough this way), and never replaces what the visitor typed', async () => {
  const s = await server();
  try {
    const page = await (await browser.newContext()).newPage();
    const link = `${s.url}/contact?${new URLSearchParams({ subject: 'Walkthrough of StreamVerse OTT Streaming Platform' })}`;
    await page.goto(link);
    await page.waitForSelector('form[novalidate]');
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('Walkthrough of StreamVerse OTT Streaming Platform');
    await page.getByLabel('Subject').fill('A demo of the vendor app, please');
    await page.reload();
    await page.waitForSelector('form[novalidate]');
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('A demo of the vendor app, please');
  } finally {
    await s.stop();
  }
});
