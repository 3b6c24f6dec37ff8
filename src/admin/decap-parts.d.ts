/** Decap's backends, widgets, editor component and locales ship without types: what src/admin/decap.ts takes from each. */
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass;
}
/** Every widget package exports the same shape. */
declare module 'decap-cms-widget-*' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-editor-component-image' {
  const component: import('decap-cms-core').BlockEditorComponentOptions & { fields: import('decap-cms-core').EditorComponentField[] };
  export default component;
}
declare module 'decap-cms-locales' {
  export const en: import('decap-cms-core').CmsLocalePhrases;
}
declare module 'decap-cms-ui-default' {
  /** The styles Decap's own select widgets give react-select. */
  export const reactSelectStyles: import('react-select').StylesConfig<never, boolean>;
}
/** decap-cms-core's media actions, which src/admin/pictures-in-hand.ts wraps: the two it replaces. */
declare module 'decap-cms-core/dist/esm/actions/media.js' {
  export function getAsset(request: { collection: unknown; entry: unknown; path: string; field?: unknown }): (dispatch: (action: unknown) => unknown, getState: () => never) => unknown;
  export function boundGetAsset(dispatch: (action: unknown) => unknown, collection: unknown, entry: object): (path: string, field?: unknown) => unknown;
}
