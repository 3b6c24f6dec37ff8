/**
 * Names every browser test that passed only when tried again (vitest's `retry` in the `site` and
 * `editor` projects), with what its failed try said: a retry keeps one slow moment of a loaded
 * machine from failing the run, and this line keeps the flaky test from going unnoticed.
 * scripts/test.sh repeats these lines at the end of the run, where a CI log is read.
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const { flaky, retryCount } = test.diagnostic() ?? {};
    if (!flaky) return;
    // The error's first line, and what it was waiting for (a Playwright timeout's call log).
    const error = test.result().errors?.[0];
    const lines = (error?.message ?? '').split('\n').map((l) => l.trim());
    // And where in the test file it stopped (a file:line of its stack), for a message without a call log.
    const file = test.module.relativeModuleId;
    const at = (error?.stack ?? '').split('\n').map((l) => new RegExp(`(${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+)`).exec(l)?.[1]).find(Boolean);
    const first = [lines[0], lines.find((l) => l.startsWith('- waiting for'))].filter(Boolean).join(' ');
    this.retried.push(`RETRIED: ${test.project.name} ${test.module.relativeModuleId} > ${test.fullName} passed on try ${(retryCount ?? 0) + 1}${first ? `; the failed try said: ${first.slice(0, 240)}` : ''}${at ? ` (at ${at})` : ''}`);
  }

  onTestRunEnd(): void {
    if (this.retried.length) process.stdout.write(`\n${this.retried.join('\n')}\n`);
  }
}
