import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that read the one shared build of the real site (tests/helpers/shared-site.ts). */
const SITE_FILES = ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'];
const API_FILES = ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'];
/** The browser editor's files: each starts `npm run dev` over a copy of its own, no shared build. */
const EDITOR_FILES = ['tests/editor/**/*.test.ts'];
/**
 * The files that take longest, longest first. A file starts when a worker is free, so the long ones
 * must start first or they end the run alone; vitest orders by the last run's durations, which a
 * fresh clone does not have, and then by file size, which put these short files last.
 */
const LONGEST_FIRST = ['tests/e2e/lighthouse.test.ts', 'tests/e2e/accessibility.test.ts', 'tests/e2e/visual.test.ts', 'tests/editor/editor-tasks.test.ts', 'tests/editor/editor.test.ts', 'tests/editor/rich-text.test.ts', 'tests/editor/words-and-lists.test.ts', 'tests/build/dev-server.test.ts', 'tests/build/images.test.ts'];

/**
 * A browser test that fails is tried once more. Chromium, a dev server and the page under test share
 * two cores with the other steps, and one slow moment there (a selection event handled late, a
 * rebuild that took longer) must not fail a run of 30 minutes; a test that fails twice still fails,
 * and every test that needed the second try is named at the end of the run (retried-reporter.ts).
 * The unit and API projects are not retried: there a second try would hide a real race.
 */
const BROWSER_RETRY = 1;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Generous: a test waits for states, and on a loaded machine a browser test takes several times
    // longer (a dev server's first build took 104 s beside the other browser steps). These bounds
    // only catch a hang; a passing test never waits for them.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    // expect.poll waits for a browser's state; its default second is too short on a loaded machine,
    // and so were 15 s beside the other browser steps. A passing poll ends as soon as the state is there.
    expect: { poll: { timeout: 120_000 } },
    // Browser files spend most of their time waiting on Chromium and the servers, not on their own
    // process: vitest's default (one worker per core but one) would run them one after another on
    // a 2-core machine. Tests wait for states, never for fixed times, so this is safe under load.
    maxWorkers: Math.max(3, availableParallelism()),
    // Every run names the tests that passed only on a second try (the browser projects' `retry`).
    reporters: ['default', './tests/helpers/retried-reporter.ts'],
    projects: [
      {
        // Not isolated: the files share nothing but read-only helpers, and one process per worker
        // importing playwright, the server and the build modules once saved 27 s of imports (14 CPU-s).
        extends: true,
        test: { name: 'site', include: SITE_FILES, globalSetup: ['tests/helpers/shared-site.ts'], isolate: false, retry: BROWSER_RETRY },
      },
      {
        // The API, server and security tests: each starts servers over a copy of the one shared build.
        extends: true,
        test: { name: 'api', include: API_FILES, globalSetup: ['tests/helpers/shared-site.ts'] },
      },
      { extends: true, test: { name: 'editor', include: EDITOR_FILES, retry: BROWSER_RETRY } },
      {
        // Everything else: unit, content and pipeline tests; no build is made for them. Not isolated:
        // the files share worker processes and their imports (33 → 18 CPU-s for the project); the one
        // file with fake timers restores real ones after each test.
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: [...SITE_FILES, ...API_FILES, ...EDITOR_FILES], isolate: false },
      },
    ],
  },
});
