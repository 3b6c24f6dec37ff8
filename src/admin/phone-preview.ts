/**
 * On a phone the entry's preview follows its form (editor.css); this button, shown there while an
 * entry is open, goes to the preview and back to the form with one tap. Plain DOM beside Decap's
 * React tree, as the problems panel is.
 */
const BUTTON_CLASS = 'admin-phone-preview';

function panes(): { form?: HTMLElement; preview?: HTMLElement } {
  const split = document.querySelector<HTMLElement>('.SplitPane');
  return { form: split?.querySelector<HTMLElement>(':scope > .Pane1') ?? undefined, preview: split?.querySelector<HTMLElement>(':scope > .Pane2') ?? undefined };
}

/** Whether the preview is what the editor sees now (its top is in the upper half of the screen). */
const atPreview = (preview: HTMLElement) => preview.getBoundingClientRect().top < innerHeight / 2;

export function startPhonePreview(): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = BUTTON_CLASS;
  button.hidden = true;
  const label = () => {
    const { preview } = panes();
    const text = preview && atPreview(preview) ? 'Back to the form' : 'Show the preview';
    if (button.textContent !== text) button.textContent = text;
  };
  button.addEventListener('click', () => {
    const { form, preview } = panes();
    if (!form || !preview) return;
    (atPreview(preview) ? form : preview).scrollIntoView({ block: 'start' });
    // The scroll has happened (instantly) by the next frame.
    requestAnimationFrame(label);
  });
  document.body.append(button);
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const shown = panes().preview !== undefined;
    if (button.hidden === shown) button.hidden = !shown;
    if (shown) label();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('scroll', schedule, { capture: true, passive: true });
  // A turned phone or a resized window moves the panes.
  window.addEventListener('resize', schedule);
}
