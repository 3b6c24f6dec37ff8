/** Decap's backends, widgets, editor component and locales ship without types: what src/admin/decap.ts takes from each. */
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-widget-boolean' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-code' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-datetime' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-file' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-image' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-list' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-markdown' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-number' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-object' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-relation' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-select' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-string' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-text' {
  const widget: { Widget: () => import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-editor-component-image' {
  const component: import('decap-cms-core').EditorComponentOptions;
  export default component;
}
declare module 'decap-cms-locales' {
  export const en: import('decap-cms-core').CmsLocalePhrases;
}
