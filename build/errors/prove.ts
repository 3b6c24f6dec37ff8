/**
 * Every hint is proven before it is shown. A catalogue entry declares, for the arguments its hint
 * names (a corrected line, a did-you-mean, a file name), the edit each stands for (`fixes`). Here
 * each edit is applied to a copy of the content held in memory and the content checked again: the
 * argument is kept only when the problem is gone and no problem was added at the lines it changed
 * or in any other file. Otherwise the argument is dropped and the hint worded without it — what is
 * wrong and where, no guess. The same rule as the YAML explainer's, for every code.
 */
import { basename, dirname, join, resolve } from 'node:path';
import { errorByCode } from './catalogue.ts';
import { applyToText, originalLine, type Fix } from './fix.ts';
import type { Problem } from '../problems.ts';
import { diskReader, overlayReader, type ContentReader } from '../stages/load.ts';

export interface ProofContext {
  /** Files in problems are relative to this. */
  displayRoot: string;
  /** The reader the problems were found with. */
  reader?: ContentReader;
  /** The content's problems as they would be with the files changed (absolute path → text, null: deleted). */
  recheck(changes: Map<string, string | null>): Problem[];
}

/**
 * How many edits one check tries at most (each is a check of the whole content).
 * Past it, hints naming an edit are left out: unproven, they would be guesses.
 */
export const MAX_PROOFS = 40;

const errorsOf = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');

/** Whether `fix`, applied for `problem`, removes it and adds no error where it edits or in another file. */
function proves(problem: Problem, fix: Fix, before: Problem[], ctx: ProofContext): boolean {
  const reader = ctx.reader ?? diskReader;
  const abs = resolve(ctx.displayRoot, problem.file);
  const changes = new Map<string, string | null>();
  let file = problem.file;
  if (fix.kind === 'rename') {
    if (!/^[^/\\]+$/.test(fix.to) || fix.to === basename(abs)) return false;
    const to = join(dirname(abs), fix.to);
    if (reader.exists(to) || !reader.exists(abs)) return false;
    changes.set(abs, null);
    changes.set(to, reader.read(abs));
    file = join(dirname(problem.file), fix.to);
  } else {
    if (!reader.exists(abs)) return false;
    const text = applyToText(fix, { text: reader.read(abs), line: problem.line, column: problem.column });
    if (text === undefined) return false;
    changes.set(abs, text);
  }
  const all = ctx.recheck(changes);
  const after = errorsOf(all);
  const old = errorsOf(before);
  const at = (p: Problem) => (fix.kind === 'rename' ? p.line : originalLine(fix, problem.line, p.line));
  const edited = (p: Problem) => fix.kind === 'rename' || (at(p) >= problem.line && at(p) <= problem.line + (fix.kind === 'delete' ? fix.count - 1 : 0)) || p.line === problem.line;
  // Gone: no problem of this code left at the edited line (for a renamed file: in that file).
  if (all.some((p) => p.code === problem.code && p.file === file && edited(p) && (fix.kind === 'rename' || p.message === problem.message))) return false;
  // Nothing new at the edited lines.
  const oldHere = old.filter((p) => p.file === problem.file && p !== problem && p.line === problem.line).map((p) => p.code);
  for (const p of after.filter((q) => q.file === file && edited(q))) {
    const i = oldHere.indexOf(p.code);
    if (i < 0) return false;
    oldHere.splice(i, 1);
  }
  // Nothing new in other files (a rename that breaks links to the old name).
  const others = (list: Problem[], self: string[]) => list.filter((p) => !self.includes(p.file)).length;
  return others(after, [problem.file, file]) <= others(old, [problem.file, file]);
}

/**
 * The problems with every hint proven: arguments whose edit fails are dropped (set to undefined)
 * and the hint worded again from the rest.
 */
export function proveHints(problems: Problem[], ctx: ProofContext): Problem[] {
  let budget = MAX_PROOFS;
  return problems.map((problem) => {
    const entry = errorByCode(problem.code);
    if (!entry?.fixes || !problem.args) return problem;
    const fixes = entry.fixes(problem.args as never) as Record<string, Fix | undefined>;
    const args = { ...problem.args };
    let changed = false;
    for (const [name, fix] of Object.entries(fixes)) {
      if (args[name] === undefined) continue;
      const ok = fix !== undefined && budget-- > 0 && proves(problem, fix, problems, ctx);
      if (!ok) {
        args[name] = undefined;
        changed = true;
      }
    }
    if (!changed) return problem;
    const hint = entry.hint(args as never);
    const { hint: _, ...rest } = problem;
    return { ...rest, message: entry.message(args as never), ...(hint ? { hint } : {}), args };
  });
}
