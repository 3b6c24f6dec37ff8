/** The compiled validators (build/stages/validate.ts `compiledValidatorsFile`), aliased by the admin bundle. */
declare module 'admin:validators' {
  const validators: Record<string, unknown>;
  export = validators;
}
