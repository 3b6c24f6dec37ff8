/**
 * A child process of auditPages (lighthouse.ts) when pages are audited side by side: Lighthouse
 * supports one run at a time per process. Audits each page the parent sends in a Chromium of its
 * own and answers with the result; quits, closing its Chromium, when the parent disconnects or
 * stops it (chrome-launcher starts Chromium in a process group of its own, so nothing else would).
 *   argv: ORIGIN CATEGORIES (comma-separated)
 */
import { auditPage, launchChrome, type AuditPage, type Category, type WorkerReply } from './lighthouse.ts';

const [origin, categoryList] = process.argv.slice(2);
const categories = categoryList.split(',') as Category[];
// Not awaited before listening: a page the parent sends meanwhile waits for the browser, not lost.
const chrome = launchChrome();
const reply = (message: WorkerReply) => process.send!(message);

process.on('message', (page: AuditPage) => {
  chrome.then((c) => auditPage(c.port, origin, page, categories)).then(
    (audit) => reply({ audit }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
  );
});
const quit = () => {
  chrome.then((c) => c.kill()).finally(() => process.exit(0));
};
process.on('disconnect', quit);
process.on('SIGTERM', quit);
process.on('SIGINT', quit);
