/**
 * The outside-link report in plain words: for the terminal, as Markdown (the job summary and the
 * weekly issue's body) and as JSON (the LinkReport itself). Only what needs someone's attention
 * is listed, live demos first; each problem says where it is written, where a visitor meets it,
 * what happened, since when, and what to do.
 */
import { KIND_ORDER, KIND_TITLES, type LinkPlace } from './collect.ts';
import { BROKEN_AFTER_RUNS, DEMO_UNAVAILABLE_AFTER_DAYS, daysSince } from './state.ts';
import type { LinkReport, ReportedLink } from './run.ts';

const day = (iso: string) => iso.slice(0, 10);
const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** Whether a link needs to be listed: anything but a plain answer. */
const listed = (l: ReportedLink) => l.result.verdict !== 'ok';

function status(l: ReportedLink, now: Date): string {
  const f = l.failing;
  switch (l.result.verdict) {
    case 'broken':
      if (!f) return 'FAILING';
      return l.broken
        ? `BROKEN since ${day(f.failingSince)} (${plural(daysSince(f.failingSince, now), 'day')}, ${f.failedRuns} runs in a row)`
        : `failing once (counts as broken if the next run fails too)`;
    case 'moved':
      return 'MOVED';
    default:
      return f ? `not checked (failing since ${day(f.failingSince)} when last checked)` : 'not checked';
  }
}

/** What to do, in an editor's words. */
function advice(l: ReportedLink): string {
  const r = l.result;
  if (r.verdict === 'moved') return `Write the new address instead: ${r.suggestion}`;
  if (r.verdict === 'unchecked') {
    if (r.problem === 'offline') return 'Nothing to do: run the check again where the internet is reachable.';
    if (r.problem === 'skipped') return 'Open it in a browser now and then: the check does not visit this host.';
    return 'Nothing to do unless it keeps happening; open the address in a browser to be sure.';
  }
  const fix = r.suggestion ? ` It moved to ${r.suggestion} before failing: that address may be the one to write.` : '';
  if (l.kind === 'demo') {
    const shown = l.failing?.demoUnavailable
      ? `The project page now shows "Demo temporarily unavailable — ask us for a walkthrough" (down ${DEMO_UNAVAILABLE_AFTER_DAYS}+ days); it shows the demo again by itself once the demo answers, or once you change the address.`
      : `If it is still down ${DEMO_UNAVAILABLE_AFTER_DAYS} days after it first failed, the next build shows "Demo temporarily unavailable — ask us for a walkthrough" on the project page instead.`;
    return `Ask whoever runs the demo server to bring it back, or change the address in the file.${fix} ${shown}`;
  }
  if (l.kind === 'store') return `Check the store listing in a browser: if the app was removed, delete the link or point it to the app's new listing.${fix}`;
  return `Open it in a browser: if the page is gone, link to where it moved or remove the link.${fix}`;
}

/** What happened; "not checked" is already the status. */
const detail = (l: ReportedLink) => l.result.detail.replace(/^not checked: /, '');
const where = (p: LinkPlace) => `${p.file}:${p.line}:${p.column} (${p.field})`;
const pageUrl = (p: LinkPlace, origin: string) => new URL(p.page.path, origin).href;
const seenOn = (p: LinkPlace, origin: string) => (p.page.path ? `${pageUrl(p, origin)} (${p.page.title})` : p.page.title);

function headline(report: LinkReport): string {
  const c = report.counts;
  const scope = `${plural(c.links, 'outside address', 'outside addresses')} in ${plural(c.places, 'place')} on ${plural(c.hosts, 'host')}`;
  if (report.offline) {
    const tried = new Set(report.links.filter((l) => l.result.problem === 'offline').map((l) => l.host)).size;
    return `Could not check: no network. None of the ${plural(tried, 'host')} tried could be reached (every look-up or connection failed before an answer), so nothing is known about the ${scope}; nothing was recorded in ${report.stateFile}.`;
  }
  const parts = [`${c.broken} broken`, `${c.failingOnce} failing once`, `${c.moved} moved`, `${c.unchecked} not checked`, `${c.ok} fine`];
  return `Outside links: ${scope} checked in ${report.seconds} s: ${parts.join(', ')}.${c.demosUnavailable ? ` ${plural(c.demosUnavailable, 'live demo')} shown as temporarily unavailable.` : ''}`;
}

export function formatText(report: LinkReport): string {
  const now = new Date(report.checkedAt);
  const out = [headline(report)];
  if (report.stateUnreadable) out.push(`(${report.stateFile} could not be read: ${report.stateUnreadable}; started afresh.)`);
  if (report.offline) return `${out.join('\n')}\n`;
  for (const kind of KIND_ORDER) {
    const links = report.links.filter((l) => l.kind === kind && listed(l));
    if (!links.length) continue;
    out.push('', `${KIND_TITLES[kind]} (${links.length})`);
    for (const l of links) {
      out.push(`  ${status(l, now)}: ${l.url}${l.project ? ` — ${l.project}` : ''}`);
      out.push(`    ${detail(l)}`);
      for (const p of l.places) out.push(`    ${where(p)}, seen on ${seenOn(p, report.origin)}`);
      out.push(`    → ${advice(l)}`);
    }
  }
  if (!report.links.some(listed)) out.push('Every outside link answered.');
  return `${out.join('\n')}\n`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function formatMarkdown(report: LinkReport): string {
  const now = new Date(report.checkedAt);
  const out = ['## Outside links', '', headline(report)];
  if (report.offline) return `${out.join('\n')}\n`;
  out.push('', `A link counts as broken after failing on ${BROKEN_AFTER_RUNS} runs in a row. Checked ${report.checkedAt.slice(0, 16).replace('T', ' ')} UTC.`);
  for (const kind of KIND_ORDER) {
    const links = report.links.filter((l) => l.kind === kind && listed(l));
    if (!links.length) continue;
    out.push('', `### ${KIND_TITLES[kind]} (${links.length})`, '', '| Status | Address | What happened | Where it is written | Seen on | What to do |', '|---|---|---|---|---|---|');
    for (const l of links) {
      const places = l.places.map((p) => `\`${where(p)}\``).join('<br>');
      const pages = l.places.map((p) => (p.page.path ? `[${cell(p.page.title)}](${pageUrl(p, report.origin)})` : cell(p.page.title))).join('<br>');
      out.push(`| ${cell(status(l, now))} | ${cell(l.url)} | ${cell(detail(l))} | ${places} | ${pages} | ${cell(advice(l))} |`);
    }
  }
  if (!report.links.some(listed)) out.push('', 'Every outside link answered.');
  return `${out.join('\n')}\n`;
}
