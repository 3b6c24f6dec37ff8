/**
 * The check's problems beside the form when a save is refused: each with its field, the
 * catalogue's title and message, and the hint, so the editor knows what to change; the summary
 * of the messages shown on the fields (field-problems.ts), each field's name a button that
 * moves focus to it. Plain DOM, outside Decap's React tree, so it survives Decap's re-renders.
 */
import type { Problem } from '../../build/problems.ts';
import { errorByCode } from '../../build/errors/catalogue.ts';
import { focusField } from './field-problems.ts';

const PANEL_ID = 'admin-problems';

export function showProblems(problems: (Problem & { where?: string })[]): void {
  document.getElementById(PANEL_ID)?.remove();
  if (problems.length === 0) return;
  const panel = document.createElement('section');
  panel.id = PANEL_ID;
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-label', 'Why this entry cannot be saved');
  const heading = document.createElement('h2');
  heading.textContent = problems.length === 1 ? 'One problem keeps this entry from being saved' : `${problems.length} problems keep this entry from being saved`;
  const list = document.createElement('ul');
  for (const p of problems) {
    const item = document.createElement('li');
    item.dataset.code = p.code;
    const title = document.createElement('strong');
    title.textContent = ` — ${errorByCode(p.code)?.title ?? p.code}: `;
    const where = p.where ?? (p.field || 'The file');
    const field: (HTMLElement | string)[] = [where];
    if (p.field) {
      const go = document.createElement('button');
      go.type = 'button';
      go.textContent = where;
      go.setAttribute('aria-label', `Go to the field ${where}`);
      Object.assign(go.style, { font: 'inherit', fontWeight: '700', color: 'inherit', textDecoration: 'underline', background: 'none', border: '0', padding: '0', cursor: 'pointer' });
      go.addEventListener('click', () => focusField(p.field!));
      field[0] = go;
    }
    item.append(...field, title, p.message, ...(p.hint ? [document.createElement('br'), `How to fix it: ${p.hint}`] : []));
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => panel.remove());
  panel.append(heading, list, close);
  // Above Decap's editor, bottom left, where the form is (the editor's policy allows inline styles: Decap needs them).
  Object.assign(panel.style, { position: 'fixed', left: '16px', bottom: '16px', zIndex: '1000', maxWidth: '40rem', maxHeight: '50vh', overflow: 'auto', padding: '12px 16px', background: '#fff1f2', color: '#7f1d1d', border: '2px solid #b91c1c', borderRadius: '8px', font: '15px/1.45 system-ui, sans-serif', boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)' });
  heading.style.fontSize = '16px';
  document.body.append(panel);
}
