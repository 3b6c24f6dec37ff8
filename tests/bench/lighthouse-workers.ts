// Benchmark: the Lighthouse test's audit (accessibility, best practices, SEO on one page per template) with WORKERS child processes side by side (1: one Chromium, pages one after another). Run: npx tsx tests/bench/lighthouse-workers.ts WORKERS [dist] (a built site; see docs/benchmarks.md).
import { auditPages, describeFailures, pagesToAudit, serve } from '../../build/tools/lighthouse.ts';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { ROOT } from '../helpers/content.ts';
const workers = Number(process.argv[2] ?? 1);
const site = await serve(process.argv[3] ?? 'dist');
const audits = await auditPages(site.url, pagesToAudit(checkContent(projectPaths(ROOT)).table!), () => {}, ['accessibility', 'best-practices', 'seo'], workers);
await site.close();
const failures = describeFailures(audits);
console.log(`${audits.length} pages, ${failures.length} audits below 100`);
process.exit(failures.length ? 1 : 0);
