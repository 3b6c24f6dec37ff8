/** Runs a CommonJS file with V8's code cache and returns its exports (see load-bundle.mjs). */
export function runBundle(file: string | URL, options: { name: string; saveAt?: 'exit' | 'start' }): unknown;
