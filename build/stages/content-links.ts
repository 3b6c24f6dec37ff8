/**
 * Content links: every link in content (link fields and Markdown links), whatever its form. Site
 * paths must lead to a route, a redirect or a file; other forms must be https, http, mailto or tel
 * addresses with a well-formed host, not relative and not our own origin.
 * Input: sources, the link targets (../link-targets.ts), the site's origin. Output: problems.
 */
import { distance } from 'fastest-levenshtein';
import { didYouMean, fromCatalogue, type Problem } from '../problems.ts';
import { locate, formatFieldPath, type FieldPath, type Position } from '../locate.ts';
import { Errors, type ErrorData } from '../errors/catalogue.ts';
import { linkPath, type LinkTargets } from '../link-targets.ts';
import type { SourceFile } from './parse.ts';
import { walkStrings } from './crossref.ts';
import { isPicturePath, pictureProblem, type PictureContext } from './pictures.ts';

/** `[text](target)` and `![alt](target)`, with an optional title; the target is group 1. */
export const MARKDOWN_LINK = /\[[^\]\n]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const ALLOWED_SCHEMES = ['https', 'http', 'mailto', 'tel'];
/** Schemes that run code or embed unreviewed content: refused with their own message, never "did you mean". */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data']);
const LINK_FIELDS = new Set(['href', 'to', 'link', 'url']);
/** Address fields inside a group, by group: a project's demo apps. */
const LINK_GROUPS: Record<string, Set<string>> = { liveDemo: new Set(['coaching', 'lms', 'customer', 'vendor', 'web', 'mobile']) };

/** Whether the field at `path` holds an address (checked in any form, whatever the schema says). */
export function isLinkField(path: FieldPath): boolean {
  const last = path[path.length - 1];
  const parent = path[path.length - 2];
  return typeof last === 'string' && (LINK_FIELDS.has(last) || (typeof parent === 'string' && (LINK_GROUPS[parent]?.has(last) ?? false)));
}

function validHost(host: string): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host === 'localhost') return true;
  const labels = host.split('.');
  return labels.length >= 2
    && labels.every((l) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(l))
    && /^([a-z]{2,}|xn--[a-z0-9-]+)$/i.test(labels[labels.length - 1]);
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

export interface LinkContext {
  targets: LinkTargets;
  /** The site's own origin (`site.yaml` → origin), whose full addresses should be paths. */
  origin?: string;
  /** The pictures in content/images; without it a picture is looked up among the targets. */
  pictures?: PictureContext;
}

interface Classified {
  entry: ErrorData<never>;
  args: Record<string, unknown>;
}

function classified<Args>(entry: ErrorData<Args>, args: Args): Classified {
  return { entry: entry as unknown as ErrorData<never>, args: args as Record<string, unknown> };
}

/** A site path that is not a page: did-you-mean against the routes. */
function pathProblem(href: string, ctx: LinkContext): Classified | undefined {
  const path = linkPath(href);
  if (path === '' || ctx.targets.has(path)) return undefined;
  return classified(Errors.LinkBroken, { href, path, suggestion: didYouMean(path, ctx.targets.known()) });
}

/** What is wrong with a link target, whatever its form; undefined when it is fine. */
export function classifyLink(href: string, ctx: LinkContext): Classified | undefined {
  const h = href.trim();
  if (h === '' || h.startsWith('#') || h.startsWith('//')) return undefined;
  if (h.startsWith('/')) {
    // A picture is a file, not a page: its advice is about files (build/stages/pictures.ts).
    if (isPicturePath(h) && !ctx.targets.has(linkPath(h))) return pictureProblem(h, ctx.pictures ?? { exists: (p) => ctx.targets.has(p) });
    return pathProblem(h, ctx);
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(h);
  if (scheme) {
    const name = scheme[1].toLowerCase();
    if (name === 'mailto' || name === 'tel') return undefined;
    if (UNSAFE_SCHEMES.has(name)) return classified(Errors.LinkUnsafe, { href: h, scheme: name });
    if (name === 'http' || name === 'https') {
      const rawHost = h.slice(scheme[0].length).replace(/^\/*/, '').split(/[/?#]/)[0].replace(/^[^@]*@/, '').replace(/:\d+$/, '');
      let url: URL | undefined;
      try {
        url = new URL(h);
      } catch {
        url = undefined;
      }
      if (!url || !validHost(rawHost)) return classified(Errors.LinkHost, { href: h, host: rawHost });
      if (ctx.origin && bareHost(url.hostname) === bareHost(new URL(ctx.origin).hostname)) {
        const fixed = `${url.pathname}${url.search}${url.hash}`;
        const path = linkPath(url.pathname);
        const exists = ctx.targets.has(path);
        return classified(Errors.LinkOwnOrigin, { href: h, origin: ctx.origin, path, fixed, exists, suggestion: exists ? undefined : didYouMean(path, ctx.targets.known()) });
      }
      return undefined;
    }
    const guess = ALLOWED_SCHEMES.map((s) => ({ s, d: distance(name, s) })).sort((a, b) => a.d - b.d)[0];
    const rest = h.slice(scheme[0].length);
    const fixed = guess.d <= 2 ? `${guess.s}:${guess.s.startsWith('http') && !rest.startsWith('//') ? `//${rest.replace(/^\/+/, '')}` : rest}` : undefined;
    return classified(Errors.LinkScheme, { href: h, scheme: scheme[1], fixed });
  }
  if (isPicturePath(h) && !/^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)+\/)/i.test(h)) return pictureProblem(h, ctx.pictures ?? { exists: (p) => ctx.targets.has(p) });
  if (/^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(?=[/?#:]|$))/i.test(h)) return classified(Errors.LinkNoScheme, { href: h, fixed: `https://${h}` });
  const rel = h.replace(/^(\.{1,2}\/)+/, '');
  const direct = `/${rel}`;
  let fixed = direct;
  let exists = ctx.targets.has(linkPath(direct));
  if (!exists) {
    const known = ctx.targets.known();
    const ending = known.filter((k) => k.endsWith(`/${linkPath(direct).slice(1)}`));
    const guess = ending.length === 1 ? ending[0] : didYouMean(linkPath(direct), known);
    if (guess) {
      fixed = `${guess}${direct.slice(linkPath(direct).length)}`;
      exists = true;
    }
  }
  return classified(Errors.LinkRelative, { href: h, fixed, exists });
}

/** `line:column` of `needle` on or after `line` of the source's YAML text (block scalars hold Markdown over many lines). */
export function findInText(source: SourceFile, fromLine: number, needle: string): Position | undefined {
  const lines = source.text.split('\n');
  for (let i = Math.max(0, fromLine - 1 - source.lineOffset); i < lines.length; i++) {
    const at = lines[i].indexOf(needle);
    if (at >= 0) return { line: i + 1 + source.lineOffset, column: at + 1 };
  }
  return undefined;
}

export function checkContentLinks(sources: SourceFile[], targets: LinkTargets, origin?: string, pictures?: PictureContext): Problem[] {
  const ctx: LinkContext = { targets, origin, pictures };
  const problems: Problem[] = [];
  // Positions are computed only for broken links: locating parses the file a second time.
  const report = (source: SourceFile, href: string, where: () => Position, field: string, skipPaths = false) => {
    if (skipPaths && href.startsWith('/')) return;
    const found = classifyLink(href, ctx);
    if (!found) return;
    const { line, column } = where();
    problems.push(fromCatalogue(found.entry, { file: source.file, line, column, field }, found.args as never));
  };
  for (const source of sources) {
    walkStrings(source.data, [], (value, path) => {
      if (isLinkField(path)) {
        // A redirect's target is checked with the redirect rules (crossref); its form is checked here.
        report(source, value, () => locate(source, path), formatFieldPath(path), source.type.key === 'redirects');
        return;
      }
      if (!value.includes('](')) return;
      for (const m of value.matchAll(MARKDOWN_LINK)) {
        report(source, m[1], () => {
          const pos = locate(source, path);
          const target = `](${m[1]}`;
          const found = findInText(source, pos.line, target);
          return found ? { line: found.line, column: found.column + 2 } : pos;
        }, formatFieldPath(path));
      }
    });
    if (source.body !== undefined) {
      const lines = source.body.split('\n');
      let inFence = false;
      lines.forEach((text, i) => {
        if (text.startsWith('```') || text.startsWith('~~~') || /^\s+(```|~~~)/.test(text)) inFence = !inFence;
        if (inFence || !text.includes('](')) return;
        for (const m of text.matchAll(MARKDOWN_LINK)) {
          report(source, m[1], () => ({ line: (source.bodyLine ?? 1) + i, column: (m.index ?? 0) + m[0].indexOf('(') + 2 }), 'body');
        }
      });
    }
  }
  return problems;
}
