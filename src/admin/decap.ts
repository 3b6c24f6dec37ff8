/**
 * Decap CMS with only what our editor uses, composed as decap-cms-app composes all of it
 * (its `dist/esm/extensions.js`): the core, the GitHub backend (the site's) and the proxy backend
 * (Decap's local backend in `npm run dev`), the widgets build/admin/config.ts gives fields (plus
 * `file`, which `image` is built on, and `code`, which the Markdown editor's code blocks open),
 * the image and code-block components of the Markdown editor, and the English interface.
 * Left out: eight other backends, the map (OpenLayers), rich text (Plate), colour and uuid widgets,
 * and 30 other languages: about a quarter of the bundle and of its cold build time.
 * The packages are pinned to the versions decap-cms-app 3.16.3 pins, which stays the set's anchor:
 * upgrade them together (`npm view decap-cms-app@VERSION dependencies`).
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import DecapCmsWidgetBoolean from 'decap-cms-widget-boolean';
import DecapCmsWidgetCode from 'decap-cms-widget-code';
import DecapCmsWidgetDatetime from 'decap-cms-widget-datetime';
import DecapCmsWidgetFile from 'decap-cms-widget-file';
import DecapCmsWidgetImage from 'decap-cms-widget-image';
import DecapCmsWidgetList from 'decap-cms-widget-list';
import DecapCmsWidgetMarkdown from 'decap-cms-widget-markdown';
import DecapCmsWidgetNumber from 'decap-cms-widget-number';
import DecapCmsWidgetObject from 'decap-cms-widget-object';
import DecapCmsWidgetRelation from 'decap-cms-widget-relation';
import DecapCmsWidgetSelect from 'decap-cms-widget-select';
import DecapCmsWidgetString from 'decap-cms-widget-string';
import DecapCmsWidgetText from 'decap-cms-widget-text';
import image from 'decap-cms-editor-component-image';
import { en } from 'decap-cms-locales';

CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('proxy', ProxyBackend);
const widgets = [
  DecapCmsWidgetString, DecapCmsWidgetText, DecapCmsWidgetNumber, DecapCmsWidgetBoolean, DecapCmsWidgetSelect, DecapCmsWidgetDatetime,
  DecapCmsWidgetFile, DecapCmsWidgetImage, DecapCmsWidgetMarkdown, DecapCmsWidgetList, DecapCmsWidgetObject, DecapCmsWidgetRelation, DecapCmsWidgetCode,
];
for (const widget of widgets) CMS.registerWidget(widget.Widget());
CMS.registerEditorComponent(pictureInText(image));
// 'code-block' is a type the Markdown widget knows and decap-cms-core's index.d.ts does not.
CMS.registerEditorComponent({ id: 'code-block', label: 'Code Block', widget: 'code', type: 'code-block' } as never);
CMS.registerLocale('en', en);

/**
 * The text's picture component in the editor's words. Its description is what the site's check
 * requires of every picture (an empty one refuses the build: output-empty-text), so the field says so.
 */
function pictureInText(component: typeof image): typeof image {
  const words: Record<string, { label: string; hint?: string }> = {
    alt: { label: 'What the picture shows', hint: 'A short description for people who cannot see it, for example “Checkout page on a phone”. The site needs one for every picture.' },
    title: { label: 'Text shown on hover (optional)' },
  };
  return { ...component, fields: component.fields.map((f) => ({ ...f, ...('name' in f ? words[f.name] : {}) })) };
}

export default CMS;
