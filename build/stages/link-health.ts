/**
 * Link health: what the weekly outside-link check found (content/link-health.json,
 * build/tools/external-links/state.ts) → the live demo addresses pages show as "temporarily
 * unavailable". Without the file, or with an unreadable one, none: the build is the same as
 * without the check. Input: the content folder. Output: addresses.
 */
import { readHealth, unavailableDemos } from '../tools/external-links/state.ts';

export function readUnavailableDemos(contentDir: string): string[] {
  return unavailableDemos(readHealth(contentDir).health);
}
