/**
 * What the outside-link check remembers between runs: content/link-health.json, written by
 * `npm run links:external` and committed by the weekly workflow, read by the build (a demo
 * down for 7 days is shown as unavailable, build/stages/link-health.ts). Keyed by address, and
 * holding only addresses that failed on their last check: a link that answers again, or whose
 * address an editor changed, simply has no entry, so the page shows it as usual.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LinkKind } from './collect.ts';
import type { LinkResult } from './check.ts';

export const STATE_FILE = 'link-health.json';
/** A link counts as broken after failing on this many runs in a row (one flaky answer opens no issue). */
export const BROKEN_AFTER_RUNS = 2;
/** A live demo failing this long is shown as unavailable on its project's page. */
export const DEMO_UNAVAILABLE_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FailingLink {
  kind: LinkKind;
  /** The project (live demos) or page title, to make the file readable in a pull request. */
  seenOn: string;
  /** When the first of the failed runs in a row ran (ISO date and time). */
  failingSince: string;
  /** Runs in a row that found it failing. */
  failedRuns: number;
  /** What the last failing run found, in plain words. */
  lastProblem: string;
  /** A live demo that has failed for 7 days or more on two runs or more: the build shows it as unavailable. */
  demoUnavailable?: boolean;
}

export interface LinkHealth {
  about: string;
  /** When a run last changed this file. */
  checked?: string;
  links: Record<string, FailingLink>;
}

const ABOUT = 'Written by `npm run links:external` (weekly workflow .github/workflows/external-links.yml); do not edit. Addresses that failed on their last check; the build shows a live demo with demoUnavailable: true as "temporarily unavailable". Delete the file to forget every failure.';

export const emptyHealth = (): LinkHealth => ({ about: ABOUT, links: {} });

/** The state in `contentDir`, or an empty one when the file is absent or unreadable (the build and the check then behave as on a first run). */
export function readHealth(contentDir: string): { health: LinkHealth; unreadable?: string } {
  const file = join(contentDir, STATE_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { health: emptyHealth() };
  }
  try {
    const data = JSON.parse(text) as Partial<LinkHealth>;
    if (!data || typeof data !== 'object' || typeof data.links !== 'object' || data.links === null) throw new Error('no "links" object');
    const links: Record<string, FailingLink> = {};
    for (const [url, entry] of Object.entries(data.links)) {
      if (entry && typeof entry.failingSince === 'string' && typeof entry.failedRuns === 'number') links[url] = entry;
    }
    return { health: { about: ABOUT, checked: data.checked, links } };
  } catch (err) {
    return { health: emptyHealth(), unreadable: err instanceof Error ? err.message : String(err) };
  }
}

export function writeHealth(contentDir: string, health: LinkHealth): void {
  const file = join(contentDir, STATE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(health, null, 2)}\n`);
  renameSync(partial, file);
}

export interface Checked {
  url: string;
  kind: LinkKind;
  seenOn: string;
  result: LinkResult;
}

/**
 * The state after a run at `now`: a failing link's count goes up (its start kept), a link that
 * answers is forgotten, a link that could not be checked keeps what was known, and links no
 * longer in the content are dropped. A run without network changes nothing (the caller does not
 * call this then).
 */
export function nextHealth(previous: LinkHealth, checked: Checked[], now: Date): LinkHealth {
  const links: Record<string, FailingLink> = {};
  for (const { url, kind, seenOn, result } of checked) {
    const before = previous.links[url];
    if (result.verdict === 'ok' || result.verdict === 'moved') continue;
    if (result.verdict === 'unchecked') {
      if (before) links[url] = before;
      continue;
    }
    const failingSince = before?.failingSince ?? now.toISOString();
    const failedRuns = (before?.failedRuns ?? 0) + 1;
    const entry: FailingLink = { kind, seenOn, failingSince, failedRuns, lastProblem: result.detail };
    if (kind === 'demo' && failedRuns >= BROKEN_AFTER_RUNS && now.getTime() - Date.parse(failingSince) >= DEMO_UNAVAILABLE_AFTER_DAYS * DAY_MS) entry.demoUnavailable = true;
    links[url] = entry;
  }
  return { about: ABOUT, checked: now.toISOString(), links };
}

/** Whole days between an ISO time and `now`. */
export const daysSince = (iso: string, now: Date) => Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS);

/** The live demo addresses the build shows as unavailable. */
export function unavailableDemos(health: LinkHealth): string[] {
  return Object.entries(health.links).filter(([, e]) => e.kind === 'demo' && e.demoUnavailable === true).map(([url]) => url);
}
