/**
 * Watches a folder tree for files written, created, deleted or replaced, for `npm run dev`.
 *
 * Not `fs.watch(dir, { recursive: true })`: on Linux, Node 20 emulates it by watching each file it
 * found by its inode, so a file that git replaces — written beside and renamed over it, or deleted
 * and created again (a checkout, a merge, a publish from the editorial workflow) — is reported
 * once and never again. Here every folder is watched on its own (inotify on a folder reports its
 * entries by name, whatever inode they have now), a folder that appears is watched too and its
 * files reported (they may have been written before its watch began), and one that goes is let go.
 */
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

export interface TreeWatcher {
  close(): void;
}

/** Calls `changed` with the path of each file or folder under `root` that changed (a folder: it was created or removed). */
export function watchTree(root: string, changed: (path: string) => void): TreeWatcher {
  const watchers = new Map<string, FSWatcher>();

  const isFolder = (path: string) => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  };

  /** Stops watching `dir` and every folder under it. */
  const forget = (dir: string) => {
    for (const [path, watcher] of watchers) {
      if (path === dir || path.startsWith(`${dir}/`)) {
        watcher.close();
        watchers.delete(path);
      }
    }
  };

  /** Watches `dir` and the folders under it; `report` names their files (a folder that appeared while running). */
  const add = (dir: string, report: boolean) => {
    if (watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (event, name) => {
        // The folder itself went (its parent's watch reports it).
        if (!isFolder(dir)) return forget(dir);
        if (!name) return changed(dir);
        const path = join(dir, name.toString());
        // 'rename': an entry appeared, went or was replaced; a new folder needs a watch of its own.
        if (event === 'rename') {
          if (isFolder(path)) add(path, true);
          else if (watchers.has(path)) forget(path);
        }
        changed(path);
      });
    } catch {
      return; // Gone between its listing and its watch: its parent reports it.
    }
    // A watched folder that is deleted errors (EPERM on some systems) instead of closing quietly.
    watcher.on('error', () => forget(dir));
    watchers.set(dir, watcher);
    let entries: import('node:fs').Dirent[] = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) add(path, report);
      else if (report) changed(path);
    }
  };

  add(root, false);
  return {
    close() {
      forget(root);
    },
  };
}
