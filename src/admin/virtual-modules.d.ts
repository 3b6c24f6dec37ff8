/** The compiled validators (build/stages/compile-schemas.ts `compiledValidatorsFile`), aliased by the admin bundle. */
declare module 'admin:validators' {
  const validators: Record<string, unknown>;
  export = validators;
}

/** The editor's stylesheet, imported for its effect: esbuild emits it as the bundle's CSS file, which index.html links. */
declare module '*.css';
