/** What the admin stage (build/stages/admin.ts) gives the editor: inlined in index.html, and the snapshot it fetches. */
import type { DecapConfig } from '../../build/admin/config.ts';
import type { ContentSnapshot } from './check.ts';

export interface AdminSettings {
  config: DecapConfig;
  /** Per Decap collection (or singleton file) name: the content type's key and schema, and for a collection where new files go. */
  types: Record<string, { key: string; schema: string; folder?: string; extension?: string }>;
  /** The site's stylesheet, for the preview. */
  stylesheet: string;
  /** URL of the AdminSnapshot. */
  snapshot: string;
}

export interface AdminSnapshot extends ContentSnapshot {
  /** lucide-react's module text of each icon the site's pages may draw (src/components/icons.ts `IconModules`), for the preview. */
  iconModules: Record<string, string>;
}
