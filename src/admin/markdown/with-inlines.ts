/**
 * The Markdown editor's inline rules: decap-cms-widget-markdown's own `withInlines` (links,
 * images, breaks as inlines; empty links removed), which build/stages/admin.ts replaces with this
 * module inside the widget, plus one rule of our own: a cursor resting on the edge of a link is
 * moved out of it before text, a line break or a block is inserted there.
 *
 * Why: Slate keeps a collapsed cursor at the end of a link inside the link, so
 * - text typed right after making a link, or after clicking at its end, went into the link
 *   (`[now please](…)` instead of `[now](…) please`);
 * - Enter there split the link too, leaving an empty link in the new paragraph, which Decap's
 *   rule removes in the middle of Slate's split ("Cannot find a descendant at path [1,0]" in the
 *   console), and the editor's state was left wrong: the next paragraph's text joined the one before.
 * Most editors treat a link's edge as outside it; so does this.
 */
import { Editor, Element, Path, Range, Transforms, type BaseEditor, type Node } from 'slate';
import decapModule from 'decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/inlines/withInlines.js';

// The widget's plugin modules are JavaScript without types (decap-parts.d.ts types only its entry).
const decapWithInlines = decapModule as unknown as <T>(editor: T) => T;

type LinkElement = Element & { type: 'link' };
const isLink = (n: Node): n is LinkElement => Element.isElement(n) && (n as { type?: string }).type === 'link';

/** Moves a collapsed cursor that is at the start or end of a link to just before or after it. */
export function stepOutOfLinkEdge(editor: BaseEditor): void {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return;
  const entry = Editor.above(editor, { at: selection, match: isLink });
  if (!entry) return;
  const [, path] = entry;
  if (Editor.isEnd(editor, selection.anchor, path)) {
    // Slate keeps a text node on each side of an inline: after the link there is always one.
    Transforms.select(editor, Editor.start(editor, Path.next(path)));
  } else if (Editor.isStart(editor, selection.anchor, path) && Path.hasPrevious(path)) {
    Transforms.select(editor, Editor.end(editor, Path.previous(path)));
  }
}

export default function withInlines<T extends BaseEditor>(editor: T): T {
  const withDecap = decapWithInlines(editor);
  const { insertText, insertBreak, insertSoftBreak, insertNodes } = withDecap as T & { insertSoftBreak?: () => void };
  withDecap.insertText = (text, options) => {
    if (!options?.at) stepOutOfLinkEdge(withDecap);
    insertText(text, options);
  };
  withDecap.insertBreak = () => {
    stepOutOfLinkEdge(withDecap);
    insertBreak();
  };
  if (insertSoftBreak) {
    (withDecap as T & { insertSoftBreak: () => void }).insertSoftBreak = () => {
      stepOutOfLinkEdge(withDecap);
      insertSoftBreak();
    };
  }
  withDecap.insertNodes = (nodes, options) => {
    if (!options?.at) stepOutOfLinkEdge(withDecap);
    insertNodes(nodes, options);
  };
  return withDecap;
}
