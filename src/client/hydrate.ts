/**
 * Hydrates one island marker with its component and the JSON props the server rendered it with.
 * Loaded (with Preact) only on pages that have islands.
 */
import { h, hydrate, render, type ComponentType } from 'preact';

declare const ISLAND_DEBUG: boolean;

export async function hydrateIsland(marker: HTMLElement, Component: ComponentType<Record<string, unknown>>): Promise<void> {
  const script = marker.previousElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') {
    throw new Error(`island "${marker.dataset.island}" has no JSON props beside it`);
  }
  const props = JSON.parse(script.textContent ?? '{}') as Record<string, unknown>;
  if (ISLAND_DEBUG) await reportMismatch(marker, Component, props);
  hydrate(h(Component, props), marker);
  marker.dataset.hydrated = '';
}

/**
 * Test builds only: renders the component from its props into a detached element and compares
 * it with the server's HTML, node by node. Any difference would be a hydration mismatch.
 */
async function reportMismatch(marker: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): Promise<void> {
  await import('preact/debug');
  const fresh = document.createElement('div');
  render(h(Component, props), fresh);
  const server = canonical(marker);
  const client = canonical(fresh);
  render(null, fresh);
  if (server !== client) {
    let i = 0;
    while (i < server.length && server[i] === client[i]) i++;
    console.error(`Hydration mismatch in island "${marker.dataset.island}":\n server: …${server.slice(Math.max(0, i - 80), i + 120)}\n client: …${client.slice(Math.max(0, i - 80), i + 120)}`);
  }
}

/**
 * A DOM subtree as text with attributes sorted, comments dropped and adjacent text merged. Form
 * controls are compared by their current value and checkedness: the server writes them as
 * attributes, Preact sets the properties.
 */
function canonical(node: Node): string {
  let out = '';
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      text += child.nodeValue;
      continue;
    }
    if (text) out += JSON.stringify(text);
    text = '';
    if (child instanceof Element) {
      const attrs = [...child.attributes].filter((a) => !(isControl(child) && (a.name === 'value' || a.name === 'checked'))).map((a) => `${a.name}=${JSON.stringify(a.value)}`);
      if (isControl(child)) attrs.push(`.value=${JSON.stringify(child.value)}`, `.checked=${'checked' in child && child.checked}`);
      attrs.sort();
      out += `<${child.localName} ${attrs.join(' ')}>${canonical(child)}</${child.localName}>`;
    }
  }
  if (text) out += JSON.stringify(text);
  return out;
}

function isControl(el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}
