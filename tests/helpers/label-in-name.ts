/**
 * An html-validate rule for WCAG 2.5.3 (label in name), on every page as served: a link or button
 * named with aria-label must contain the text a sighted person sees on it, so that someone using
 * voice control can say what they see ("click Read article"). axe's label-content-name-mismatch
 * checks the same in the browser (tests/e2e/accessibility.test.ts) on one page of each template;
 * this checks every page, where a template's label is built from each page's own content.
 */
import { NodeType, Rule, type DOMNode, type DOMReadyEvent, type HtmlElement, type Plugin } from 'html-validate';

/** Lower case, curly quotes and dashes made plain, runs of spaces made one: how a voice command is matched. */
export function spoken(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

/** The text drawn on screen: text nodes, leaving out what is hidden from sight (.sr-only) or from everyone (aria-hidden, hidden). */
export function visibleText(node: DOMNode): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.textContent;
  if (node.nodeType !== NodeType.ELEMENT_NODE) return '';
  const element = node as HtmlElement;
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden')?.value === 'true' || element.classList.contains('sr-only')) return '';
  return element.childNodes.map(visibleText).join('');
}

const NAMED_CONTROLS = 'a[href][aria-label], button[aria-label], [role="button"][aria-label], [role="link"][aria-label]';

class LabelInName extends Rule {
  override documentation() {
    return { description: 'A link or button named with aria-label must contain its visible text (WCAG 2.5.3), so voice control can reach it by what it shows.' };
  }

  override setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const control of event.document.querySelectorAll(NAMED_CONTROLS)) {
        const label = control.getAttribute('aria-label')?.value;
        const shown = spoken(visibleText(control));
        if (typeof label !== 'string' || !shown) continue;
        if (!spoken(label).includes(shown)) this.report(control, `its accessible name "${label}" does not contain its visible text "${shown}"`);
      }
    });
  }
}

export const labelInNamePlugin: Plugin = { name: 'label-in-name', rules: { 'label-in-name': LabelInName } };
