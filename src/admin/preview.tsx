/**
 * The live preview: the edited entry's page rendered by our own templates (src/admin/preview-page.ts,
 * loaded with the check after the editor's first screen), from the content the check assembled
 * with the edit in place, with the site's stylesheet (registered with `CMS.registerPreviewStyle`)
 * and a light/dark switch. Entries without a page of their own (site.yaml, redirects) preview the home page.
 */
import { useEffect, useState } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { CheckedEntry } from './check.ts';
import { withPicturesInHand } from './preview-pictures.ts';

export interface PreviewSource {
  /**
   * The entry's check with the edit in place (content and route table when it is sound, or when
   * it is once `placeholders` stand in for the fields named, by their labels).
   */
  check(entry: PreviewTemplateComponentProps['entry']): CheckedEntry & { file: string; placeholders?: string[]; fitted?: string[] };
  /** The page's markup for a sound check of `file` (src/admin/preview-page.ts `previewHtml`, with the site's registry and tools). */
  draw(checked: CheckedEntry, file: string): string;
  /** Told of each entry the preview draws (every change in the form). */
  changed?(entry: PreviewTemplateComponentProps['entry']): void;
  /** Where the site serves the pictures in content (Decap's `public_folder`, `/images`). */
  pictures: string;
  /** Each open preview's redraw is added here while it is shown: called when a tool it draws with has loaded (the code highlighter). */
  redraws?: Set<() => void>;
  /** Whether the check can run yet (its snapshot and validators have arrived); until then the preview says it is being prepared. */
  ready?(): boolean;
}

/** The preview's tools have not arrived yet. */
class Preparing extends Error {}

export function createPreview(source: PreviewSource) {
  return function Preview(props: PreviewTemplateComponentProps) {
    const prefersDark = props.window?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    const [theme, setTheme] = useState<'light' | 'dark'>(prefersDark ? 'dark' : 'light');
    useEffect(() => {
      props.document.documentElement.dataset.theme = theme;
    }, [theme, props.document]);
    useEffect(() => source.changed?.(props.entry), [props.entry]);
    const [, setDrawn] = useState(0);
    useEffect(() => {
      const redraw = () => setDrawn((n) => n + 1);
      source.redraws?.add(redraw);
      return () => void source.redraws?.delete(redraw);
    }, []);
    let html = '';
    let note = '';
    try {
      if (source.ready && !source.ready()) throw new Preparing();
      const checked = source.check(props.entry);
      // A picture just uploaded is not on the site yet: the page shows it from the editor's hands.
      html = withPicturesInHand(source.draw(checked, checked.file), source.pictures, (path) => props.getAsset(path)?.toString());
      const placeholders = checked.placeholders ?? [];
      const fitted = checked.fitted ?? [];
      // The problems themselves are under their fields: the preview only says what stands in for what.
      const notes = [
        placeholders.length ? `Shown with placeholders for ${placeholders.join(', ')}: fill ${placeholders.length === 1 ? 'it' : 'them'} in to see the page as it will be.` : '',
        fitted.length ? `${fitted.join(', ')}: shown as typed, fitted to the length allowed; the message under the field says what to change.` : '',
      ].filter(Boolean);
      if (html && notes.length) note = notes.join(' ');
      else if (!html) note = 'The preview appears when the fields marked in the form are filled in.';
    } catch (error) {
      note = error instanceof Preparing ? 'Preparing the preview…' : 'The preview cannot be drawn from these values yet; the fields marked in the form say what to change.';
    }
    return (
      <div data-slot="admin-preview">
        <p className="container">
          <button type="button" className="btn btn-ghost" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
            {theme === 'dark' ? 'Show the light theme' : 'Show the dark theme'}
          </button>
        </p>
        {note && (
          <p className="container" data-slot="admin-preview-note" role="status">
            {note}
          </p>
        )}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    );
  };
}
