/**
 * When an enhancement's code fails to load, the server-rendered content stays usable; the visitor
 * is told and offered a reload, and the error goes to the console (never swallowed).
 */
export function offerReload(before: Element, what: string, error: unknown): void {
  console.error(`${what} could not load its script:`, error);
  const box = document.createElement('div');
  box.className = 'reload-offer';
  box.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = `${what} could not load completely. It still works; reload the page for the full experience.`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-secondary';
  button.textContent = 'Reload';
  button.addEventListener('click', () => location.reload());
  box.append(text, button);
  before.before(box);
}
