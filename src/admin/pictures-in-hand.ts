/**
 * decap-cms-core's `actions/media` (how every widget, Markdown picture and preview turns a
 * picture's path into a URL to show), which build/stages/admin.ts replaces with this module
 * inside decap-cms-core: the same actions, with one rule added to `getAsset`.
 *
 * Why: content names a picture by the address the site serves it at (`/images/cover.png`), and
 * Decap 3 takes any path that starts with `/` for an address to load as it is. A picture just
 * uploaded is only in the editor's hands (Decap keeps it in memory, under its file's path
 * `content/images/cover.png`, until the entry is saved; the site has it only after its next
 * build), so its thumbnail in the form, its picture in the text and in the preview were broken
 * until then. Here a path under the public folder is looked up first among the pictures the
 * editor holds, under the file it stands for; only a picture it does not hold is loaded from
 * the site, as before.
 */
import * as decapMedia from 'decap-cms-core/dist/esm/actions/media.js';
import { mediaFileOf } from './preview-pictures.ts';

/** What of Decap's store this reads: its configuration's folders and the assets it holds by file path. */
interface MediaState {
  config: { media_folder?: string; public_folder?: string };
  medias: Record<string, { asset?: unknown } | undefined>;
}
type Thunk = (dispatch: (action: unknown) => unknown, getState: () => MediaState) => unknown;
interface AssetRequest {
  collection: unknown;
  entry: unknown;
  path: string;
  field?: unknown;
}

const original = decapMedia as unknown as { getAsset(request: AssetRequest): Thunk };

export * from 'decap-cms-core/dist/esm/actions/media.js';

/** Decap's getAsset, which first looks up a public path among the pictures the editor holds. */
export function getAsset(request: AssetRequest): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    const file = request.path ? mediaFileOf(request.path, state.config) : undefined;
    const held = file ? state.medias[file]?.asset : undefined;
    return held ?? original.getAsset(request)(dispatch, getState);
  };
}

/** Decap's boundGetAsset (one function per entry, as widgets compare it between renders), over the getAsset above. */
const bound = new WeakMap<object, (path: string, field?: unknown) => unknown>();
export function boundGetAsset(dispatch: (action: unknown) => unknown, collection: unknown, entry: object): (path: string, field?: unknown) => unknown {
  let made = bound.get(entry);
  if (!made) {
    made = (path, field) => dispatch(getAsset({ collection, entry, path, field }));
    bound.set(entry, made);
  }
  return made;
}
