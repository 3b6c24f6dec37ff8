/**
 * Files at rest: the data folder is its owner's alone (0700) and so are the files in it (0600):
 * enquiries hold names, e-mail addresses and phone numbers. Applied on every open, so a folder
 * made by hand, a database restored from a backup or created by an older version is fixed too.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Makes `dir` (and its missing parents) and sets it to FOLDER_MODE. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  chmodSync(dir, FOLDER_MODE);
}

/**
 * Creates the SQLite database file with FILE_MODE before SQLite opens it (SQLite gives its -wal and
 * -shm files the database file's mode) and sets FILE_MODE on it and its journal files that exist.
 */
export function privateDatabase(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
  privateFilesOf(file);
}

/** Sets FILE_MODE on a database file and on its journal files that exist. */
export function privateFilesOf(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) if (existsSync(path)) chmodSync(path, FILE_MODE);
}

/** A file in DATA_DIR written with FILE_MODE (and set to it when it exists already). */
export const privateFile = (dir: string, name: string) => {
  const path = join(dir, name);
  if (existsSync(path)) chmodSync(path, FILE_MODE);
  return path;
};
