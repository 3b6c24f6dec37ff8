/**
 * The Markdown editor's outermost plugin: decap-cms-widget-markdown's own `withHtml` (pasting
 * HTML), which build/stages/admin.ts replaces with this module inside the widget, plus one rule:
 * when the editor is focused with no cursor in the text, the cursor goes to the end of the text,
 * not its top.
 *
 * Why: slate-dom's `focus()` creates "a new selection in the top of the document if missing", and
 * Decap focuses the editor before every toolbar action (a heading, a list, a link) and after
 * switching from Markdown back to rich text (a new editor, with no cursor). So a block chosen
 * before clicking into the text, or after switching modes, landed at the top of the article.
 * A click into the text is left alone: the browser's own selection is then inside the editor.
 *
 * And a second: pressing a toolbar button takes the text selected at that moment. slate-react
 * reads the browser's selection at most every 100 ms, so a word selected with the keyboard and
 * linked at once was linked by the selection of a moment before ("gui[de]" for "guide").
 */
import { Editor, Point, Range, Transforms, type BaseEditor, type Operation } from 'slate';
import { ReactEditor } from 'slate-react';
import decapModule from 'decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/html/withHtml.js';

// The widget's plugin modules are JavaScript without types (decap-parts.d.ts types only its entry).
const decapWithHtml = decapModule as unknown as <T>(editor: T) => T;

/** Whether the browser's selection is inside this editor's text (a click or a key there). */
function domSelectionInside(editor: BaseEditor): boolean {
  try {
    const element = ReactEditor.toDOMNode(editor as ReactEditor, editor);
    const anchor = element.ownerDocument.getSelection()?.anchorNode;
    return anchor ? element.contains(anchor) : false;
  } catch {
    return false;
  }
}

/** Before a press outside the text (the toolbar), the editor takes the browser's selection in its text. */
function selectionBeforeToolbar(editor: BaseEditor): void {
  const onPress = (event: MouseEvent) => {
    let element: HTMLElement;
    try {
      element = ReactEditor.toDOMNode(editor as ReactEditor, editor);
    } catch {
      // This editor is gone (another entry, or Markdown mode).
      return document.removeEventListener('mousedown', onPress, true);
    }
    if (!element.isConnected) return document.removeEventListener('mousedown', onPress, true);
    const selection = element.ownerDocument.getSelection();
    if (!selection?.anchorNode || !element.contains(selection.anchorNode) || element.contains(event.target as Node)) return;
    const range = ReactEditor.toSlateRange(editor as ReactEditor, selection, { exactMatch: false, suppressThrow: true });
    if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
  };
  document.addEventListener('mousedown', onPress, true);
}

export default function withHtml<T extends BaseEditor>(editor: T): T {
  const withDecap = decapWithHtml(editor);
  selectionBeforeToolbar(withDecap);
  const { apply } = withDecap;
  withDecap.apply = (op: Operation) => {
    if (op.type === 'set_selection' && op.properties === null && op.newProperties?.anchor && op.newProperties.focus && withDecap.children.length > 0) {
      const start = Editor.start(withDecap, []);
      const { anchor, focus } = op.newProperties;
      if (Point.equals(anchor, start) && Point.equals(focus, start) && !domSelectionInside(withDecap)) {
        const end = Editor.end(withDecap, []);
        return apply({ ...op, newProperties: { anchor: end, focus: end } });
      }
    }
    apply(op);
  };
  return withDecap;
}
