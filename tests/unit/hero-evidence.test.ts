/** What a first screen shows (src/content/showcase.ts) and the preload of its picture (src/render/hero-preload.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../src/content/model.ts';
import type { PortfolioProject, Technology } from '../../src/content/types.ts';
import { leadingProjects, projectItem, projectsUsing, SHOWCASE_SIZE } from '../../src/content/showcase.ts';
import { heroPreload } from '../../src/render/hero-preload.ts';

function project(slug: string, data: Partial<PortfolioProject>): Entry<PortfolioProject> {
  const full = { title: slug, category: 'Education', technologies: [], platforms: ['Web'], metrics: {}, ...data } as unknown as PortfolioProject;
  return { file: `content/portfolio/${slug}.yaml`, slug, url: `/portfolio/${slug}`, data: full };
}
const technology = (name: string, aliases?: string[]): Entry<Technology> => ({ file: `content/technologies/${name}.yaml`, slug: name.toLowerCase(), url: `/technologies/${name}`, data: { name, aliases } as Technology });

describe('showcase items', () => {
  it('a project shows its first metric with what it counts, its platforms and a link to its page', () => {
    const streamverse = project('streamverse', { title: 'StreamVerse', metrics: { activeSubscribers: '250K+', uptime: '99.95%' }, platforms: ['Web', 'iOS', 'Android', 'Roku'] });
    const item = projectItem(streamverse);
    expect(item).toEqual({ href: '/portfolio/streamverse', title: 'StreamVerse', cover: streamverse, figure: { value: '250K+', label: 'active subscribers' }, context: 'Web · iOS · Android' });
  });

  it('featured projects lead, then the others in content order, never more than a first screen holds', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 12 }), (flags) => {
        const projects = flags.map((featured, i) => project(`p${i}`, { featured }));
        const chosen = leadingProjects(projects);
        expect(chosen.length).toBe(Math.min(SHOWCASE_SIZE, projects.length));
        const featuredCount = flags.filter(Boolean).length;
        // Every chosen project is featured until the featured ones run out.
        chosen.forEach((p, i) => expect(p.data.featured).toBe(i < featuredCount));
      }),
    );
  });

  it('a service’s projects are those built with its technologies, named or by alias in any case, the leading technology first', () => {
    const projects = [
      project('a', { technologies: ['Go'] }),
      project('b', { technologies: ['Node.js', 'AWS'] }),
      project('c', { technologies: ['reactjs'] }),
      project('d', { technologies: ['React', 'Node.js'] }),
      project('e', { technologies: ['PHP'] }),
    ];
    const stack = [technology('React', ['ReactJS']), technology('Node.js'), technology('AWS')];
    // d: React and Node.js; c: React alone outweighs b's Node.js and AWS, the tools listed after.
    expect(projectsUsing(projects, stack).map((p) => p.slug)).toEqual(['d', 'c', 'b']);
    expect(projectsUsing(projects, [])).toEqual([]);
  });
});

describe('the preload of the priority picture', () => {
  const picture = (name: string, priority: boolean) =>
    `<picture><source type="image/avif" srcSet="/assets/img/${name}-400.avif 400w, /assets/img/${name}-800.avif 800w" sizes="(min-width: 76rem) 35rem, 100vw"/><img class="cover" src="/assets/img/${name}-800.jpg" srcSet="/assets/img/${name}-400.jpg 400w" sizes="(min-width: 76rem) 35rem, 100vw" alt="" width="1200" height="675"${priority ? ' fetchPriority="high"' : ' loading="lazy"'}/></picture>`;

  it('preloads the AVIF files of the priority picture with its sizes, at high priority', () => {
    const main = `<h1>Hi</h1>${picture('lazy', false)}<p>text</p>${picture('lead', true)}`;
    expect(heroPreload(main)).toBe('<link rel="preload" as="image" type="image/avif" imagesrcset="/assets/img/lead-400.avif 400w, /assets/img/lead-800.avif 800w" imagesizes="(min-width: 76rem) 35rem, 100vw" fetchpriority="high">');
  });

  it('preloads a picture that leads only on wide screens for those screens only', () => {
    const wide = picture('lead', false).replace(' loading="lazy"', ' data-preload-media="(min-width: 64rem)"');
    expect(heroPreload(`<h1>Hi</h1>${wide}`)).toBe('<link rel="preload" as="image" type="image/avif" imagesrcset="/assets/img/lead-400.avif 400w, /assets/img/lead-800.avif 800w" imagesizes="(min-width: 76rem) 35rem, 100vw" media="(min-width: 64rem)" fetchpriority="high">');
  });

  it('preloads nothing on a page without a priority picture', () => {
    expect(heroPreload(`<h1>Hi</h1>${picture('a', false)}${picture('b', false)}`)).toBe('');
    expect(heroPreload('<h1>No pictures</h1>')).toBe('');
  });
});
