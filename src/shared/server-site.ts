/**
 * What the site server needs from the content, written by the build into dist/ (hosting stage)
 * the way Astro's runtime reads its data store: the server reads dist/ and its settings, never
 * content/ or schemas/. Under `_server/`, which the server does not serve (src/server/static-files.ts).
 */
export const SERVER_FOLDER = '_server';
export const SERVER_SITE_FILE = `${SERVER_FOLDER}/site.json`;

export interface ServerSite {
  /** The site's own origin (content/site.yaml), which may post to the API. */
  origin: string;
  /** The company e-mail: where notifications go unless NOTIFY_TO is set. */
  email: string;
  /** The contact API's address, for the Content-Security-Policy's connect-src. */
  contactEndpoint: string;
}

export function serverSite(site: ServerSite): ServerSite {
  return { origin: site.origin, email: site.email, contactEndpoint: site.contactEndpoint };
}
