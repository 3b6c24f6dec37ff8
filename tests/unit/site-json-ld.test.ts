/**
 * Organization and WebSite are on every page: made and serialized once per site
 * (src/lib/structured-data.ts `siteJsonLd`), they must read exactly as when made for each page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { SiteIdentity } from '../../src/content/types.ts';
import { organization, serializeJsonLd, siteJsonLd, website } from '../../src/lib/structured-data.ts';

const siteFile = () => load(readFileSync(join(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as SiteIdentity;

describe('site-wide structured data', () => {
  it('serializes as the objects made for one page do, and is made once per site', () => {
    const site = siteFile();
    const shared = siteJsonLd(site);
    const fresh = [organization(site), website(site)];
    expect(shared.map(serializeJsonLd)).toEqual(fresh.map((data) => JSON.stringify(data).replace(/</g, '\\u003c')));
    expect(siteJsonLd(site)).toBe(shared);
    // Another site (a preview with an edited site.yaml) gets its own.
    const edited = { ...siteFile(), name: 'Edited <Agency>' };
    expect(serializeJsonLd(siteJsonLd(edited)[0])).toContain('"name":"Edited \\u003cAgency>"');
  });

  it('cannot be changed by a page that uses it (it is shared by all)', () => {
    const [org] = siteJsonLd(siteFile()) as unknown as { name: string; address: { streetAddress: string } }[];
    expect(() => { org.name = 'x'; }).toThrow(TypeError);
    expect(() => { org.address.streetAddress = 'x'; }).toThrow(TypeError);
  });
});
