/**
 * A searchable select following the WAI-ARIA combobox pattern (list autocomplete): type to
 * filter, arrows to move, Enter to choose, Escape to close; 'No option found.' when nothing
 * matches. It drives the native <select>, which stays in the form (hidden) and carries the value.
 */
let count = 0;

export function enhanceSelect(select: HTMLSelectElement): HTMLInputElement {
  const id = select.id;
  const listId = `${id}-listbox`;
  const options = [...select.options].filter((o) => o.value !== '');
  const placeholder = select.options[0]?.value === '' ? select.options[0].text : '';

  const input = document.createElement('input');
  input.type = 'text';
  input.id = id;
  input.className = 'combobox-input';
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);
  input.autocomplete = 'off';
  input.placeholder = placeholder;
  if (select.required) input.setAttribute('aria-required', 'true');

  const list = document.createElement('ul');
  list.id = listId;
  list.className = 'combobox-list';
  list.setAttribute('role', 'listbox');
  list.hidden = true;
  const items = options.map((o) => {
    const li = document.createElement('li');
    li.id = `${listId}-${++count}`;
    li.setAttribute('role', 'option');
    li.textContent = o.text;
    li.dataset.value = o.value;
    li.addEventListener('mousedown', (e) => e.preventDefault()); // keep focus in the input
    li.addEventListener('click', () => choose(li));
    return li;
  });
  const empty = document.createElement('li');
  empty.className = 'combobox-empty';
  empty.textContent = 'No option found.';
  empty.setAttribute('role', 'presentation');
  list.append(...items, empty);

  select.id = `${id}-native`;
  select.hidden = true;
  select.tabIndex = -1;
  select.setAttribute('aria-hidden', 'true');
  const wrapper = document.createElement('div');
  wrapper.className = 'combobox';
  select.before(wrapper);
  wrapper.append(input, list, select);

  let active = -1;
  const visible = () => items.filter((li) => !li.hidden);
  const sync = () => {
    input.value = select.selectedIndex > 0 || select.value ? (select.selectedOptions[0]?.text ?? '') : '';
    items.forEach((li) => li.setAttribute('aria-selected', String(li.dataset.value === select.value)));
  };
  const open = () => {
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
    items.forEach((li) => li.classList.remove('active'));
  };
  const filter = () => {
    const q = input.value.trim().toLowerCase();
    for (const li of items) li.hidden = q !== '' && !(li.textContent ?? '').toLowerCase().includes(q);
    empty.hidden = visible().length > 0;
    move(visible().length ? 0 : -1);
  };
  const move = (index: number) => {
    const shown = visible();
    items.forEach((li) => li.classList.remove('active'));
    active = index;
    const li = shown[index];
    if (li) {
      li.classList.add('active');
      input.setAttribute('aria-activedescendant', li.id);
      li.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  function choose(li: HTMLElement) {
    select.value = li.dataset.value ?? '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    sync();
    close();
  }

  input.addEventListener('input', () => {
    open();
    filter();
  });
  input.addEventListener('focus', () => input.select());
  input.addEventListener('click', () => {
    if (list.hidden) {
      items.forEach((li) => (li.hidden = false));
      empty.hidden = true;
      open();
    } else close();
  });
  input.addEventListener('keydown', (e) => {
    const shown = visible();
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (list.hidden) {
        if (input.value === (select.selectedOptions[0]?.text ?? '')) items.forEach((li) => (li.hidden = false));
        empty.hidden = visible().length > 0;
        open();
        move(e.key === 'ArrowDown' ? 0 : visible().length - 1);
        return;
      }
      if (!shown.length) return;
      move(e.key === 'ArrowDown' ? (active + 1) % shown.length : (active - 1 + shown.length) % shown.length);
    } else if (e.key === 'Enter') {
      if (!list.hidden && shown[active]) {
        e.preventDefault();
        choose(shown[active]);
      }
    } else if (e.key === 'Escape') {
      if (!list.hidden) {
        e.preventDefault();
        close();
      } else {
        select.value = '';
        sync();
      }
    }
  });
  input.addEventListener('blur', () => {
    // Leaving the field keeps the chosen option; text that chose nothing is cleared.
    if (input.value.trim() === '') {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    sync();
    close();
  });
  sync();
  return input;
}
