/** `npm run build`: check the content, then render, write and check the output. */
import { outputFile, type Route } from './routes.ts';
import { checkContent, Timer, type Paths } from './pipeline.ts';
import { hasErrors, type Problem } from './problems.ts';
import { buildAssets } from './stages/assets.ts';
import { hostingFiles } from './stages/hosting.ts';
import { checkRenderedLinks, linkTargets } from './stages/links.ts';
import { renderRoutes } from './stages/render.ts';
import { writeOutput, type OutputFile } from './stages/write.ts';
import type { Validators } from './stages/validate.ts';

export interface BuildOptions {
  log?: (line: string) => void;
  compress?: boolean;
  validators?: Validators;
}

export interface BuildResult {
  problems: Problem[];
  timings: Record<string, number>;
  pages: number;
  files: number;
  bytes: number;
}

export async function build(paths: Paths, options: BuildOptions = {}): Promise<BuildResult> {
  const log = options.log ?? (() => {});
  const timer = new Timer();
  const started = performance.now();
  const checked = checkContent(paths, options.validators, timer);
  const empty = { timings: timer.timings, pages: 0, files: 0, bytes: 0 };
  if (hasErrors(checked.problems) || !checked.content || !checked.table) return { problems: checked.problems, ...empty };
  const { content, table } = checked;

  const { assets, files: assetFiles } = await buildAssets(paths.root, paths.images, paths.dist);
  timer.lap('assets');
  const ogImage = `${content.site.origin}/images/og-default.png`;
  const { pages, layout } = renderRoutes({ content, table, assets, socialImage: (_route: Route) => ogImage });
  timer.lap('render');

  const files: OutputFile[] = [
    ...pages.map((p) => ({ path: outputFile(p.path), contents: p.html })),
    ...assetFiles,
    ...hostingFiles(content, table, assets.themeScript),
  ];
  const problems = [...checked.problems, ...checkRenderedLinks(pages, linkTargets(table, files.map((f) => `/${f.path}`)), layout)];
  timer.lap('check output');
  if (hasErrors(problems)) return { problems, ...empty };

  const written = writeOutput(paths.dist, files, { compress: options.compress ?? true });
  timer.lap('write');
  const total = performance.now() - started;
  log(`built ${pages.length} pages, ${written.files} files (${(written.bytes / 1024).toFixed(0)} KB) in ${Math.round(total)} ms`);
  log(`  ${Object.entries(timer.timings).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(' · ')}`);
  return { problems, timings: timer.timings, pages: pages.length, files: written.files, bytes: written.bytes };
}
