/**
 * Counts written into content text: `{industries}` in a line becomes the number of entries of
 * that collection, so "Software for {industries} industries." stays true as files are added.
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
