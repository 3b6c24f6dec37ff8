/**
 * Opening an entry by its address while another entry is open (a link, a bookmark, the address
 * bar) showed a mixed form: Decap's Editor loads its entry when it mounts, and a change of
 * address from one entry to another keeps the same Editor, so the old entry's values stayed
 * under the new collection's fields. Such a change is taken through the new entry's collection
 * list first, so the Editor is made afresh for it (leaving an unsaved entry still asks first).
 * Registered before Decap's router, whose listener then never sees the direct change.
 */
const ENTRY = /^#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|new)/;

/** The entry an address opens (`collection/slug`, `collection/` for a new one), or undefined. */
export function entryOf(hash: string): string | undefined {
  const m = ENTRY.exec(hash);
  return m ? `${m[1]}/${m[2] ?? ''}` : undefined;
}

export function reopenEntriesFresh(): void {
  window.addEventListener('hashchange', (event) => {
    const from = entryOf(new URL(event.oldURL).hash);
    const to = entryOf(new URL(event.newURL).hash);
    // A new entry becoming the saved one (Decap's own step after the first save) stays as it is.
    if (!from || !to || from === to || from === `${to.split('/')[0]}/`) return;
    event.stopImmediatePropagation();
    const target = new URL(event.newURL).hash;
    // Back to where Decap thinks it is, without an event; then through the list to the target.
    history.replaceState(history.state, '', event.oldURL);
    location.hash = `#/collections/${to.split('/')[0]}`;
    const arrive = () => {
      if (entryOf(location.hash)) return;
      window.removeEventListener('hashchange', arrive);
      requestAnimationFrame(() => (location.hash = target));
    };
    window.addEventListener('hashchange', arrive);
  });
}
