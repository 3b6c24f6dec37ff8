/**
 * Visitor text made safe to print on the operator's terminal. A terminal acts on control
 * characters instead of showing them: ESC sequences clear the screen, retitle the window or
 * rewrite earlier lines; C1 controls do the same on terminals that read 8-bit controls; bidi
 * overrides make text read in another order than it is stored.
 */

/** C0 controls, DEL, C1 controls, line and paragraph separators, bidi marks, embeddings, overrides and isolates. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const hex = (ch: string, width: number) => ch.charCodeAt(0).toString(16).padStart(width, '0');

/** Every unsafe character as a visible escape (`\x1b`, `\u202e`), and `\` as `\\` so escapes cannot be forged. */
export function terminalText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(UNSAFE, (ch) => (ch.charCodeAt(0) <= 0xff ? `\\x${hex(ch, 2)}` : `\\u${hex(ch, 4)}`));
}

/** What JSON.stringify leaves raw: it escapes C0 controls in strings itself (and its own line breaks are layout). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON with the unsafe characters as `\uXXXX` escapes: the same data once parsed, nothing a terminal acts on. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, (ch) => `\\u${hex(ch, 4)}`);
}
