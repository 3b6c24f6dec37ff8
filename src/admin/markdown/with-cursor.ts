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
 * And a second: a key pressed in the text, or a press on the toolbar, acts where the cursor is at
 * that moment. slate-react reads the browser's selection at most every 100 ms, so End then Enter
 * split the line where it had been clicked ("Checkouts l" / "ose buyers.", the next lines typed
 * into the wrong paragraphs), and a word selected with the keyboard and linked at once was linked
 * by the selection of a moment before ("gui[de]" for "guide").
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

const NAVIGATION = /^(Arrow|Home$|End$|Page)/;

/** Before a key in the text or a press outside it (the toolbar), the editor takes the browser's selection in its text. */
function selectionOfTheMoment(editor: BaseEditor): void {
  let moved = false;
  const onPress = (event: MouseEvent | KeyboardEvent) => {
    let element: HTMLElement;
    try {
      element = ReactEditor.toDOMNode(editor as ReactEditor, editor);
    } catch {
      // This editor is gone (another entry, or Markdown mode).
      return stop();
    }
    if (!element.isConnected) return stop();
    const selection = element.ownerDocument.getSelection();
    if (!selection?.anchorNode || !element.contains(selection.anchorNode)) return;
    const inText = element.contains(event.target as Node);
    if (event.type === 'mousedown') {
      // A click in the text sets its own cursor.
      moved = false;
      if (inText) return;
    } else {
      // Only after the browser moved the cursor itself (arrows, Home, End): after an edit or a toolbar
      // action the browser's selection is Slate's own, maybe not yet drawn, and must not win.
      const key = (event as KeyboardEvent).key;
      if (!inText || (event as KeyboardEvent).isComposing) return;
      if (NAVIGATION.test(key)) {
        moved = true;
        return;
      }
      if (!moved || key === 'Shift' || key === 'Control' || key === 'Alt' || key === 'Meta') return;
      moved = false;
    }
    const range = ReactEditor.toSlateRange(editor as ReactEditor, selection, { exactMatch: false, suppressThrow: true });
    if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
  };
  const stop = () => {
    document.removeEventListener('mousedown', onPress, true);
    document.removeEventListener('keydown', onPress, true);
  };
  document.addEventListener('mousedown', onPress, true);
  document.addEventListener('keydown', onPress, true);
}

export default function withHtml<T extends BaseEditor>(editor: T): T {
  const withDecap = decapWithHtml(editor);
  selectionOfTheMoment(withDecap);
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
