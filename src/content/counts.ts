/**
 * Placeholders in content text. Counts: `{industries}` in a line becomes the number of entries of
 * that collection, so "Software for {industries} industries." stays true as files are added. The
 * words of page templates (site.yaml `copy`): `{industry}`, `{count}` are filled in by the page.
 */
import type { Content } from './model.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** Collection names a text refers to that the content does not have (for the cross-check). */
export function unknownCounts(text: string, content: Content): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !Array.isArray((content as unknown as Record<string, unknown>)[name]) || name === 'redirects');
}

export function withCounts(text: string, content: Content): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const list = (content as unknown as Record<string, unknown>)[name];
    return Array.isArray(list) && name !== 'redirects' ? String(list.length) : whole;
  });
}

/** A sentence of content/site.yaml's `copy` with its `{names}` filled in by the page (an entry's name, a number). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The form of a sentence for `count` (one, or more), filled in with the count and the other values. */
export function fillCount(forms: { one: string; other: string }, count: number, values: Record<string, string | number> = {}): string {
  return fill(count === 1 ? forms.one : forms.other, { ...values, count });
}
