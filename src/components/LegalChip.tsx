import type { MarkdownEntry } from '../content/model.ts';
import type { LegalPageFrontMatter } from '../content/types.ts';
import { pageOf } from '../content/definition.ts';

/** A legal page as a chip: its title, linking to it. */
export function LegalChip({ page }: { page: MarkdownEntry<LegalPageFrontMatter> }) {
  return <li><a className="chip" href={pageOf(page)}>{page.data.title}</a></li>;
}
