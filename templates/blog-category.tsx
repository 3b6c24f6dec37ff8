import type { MarkdownEntry } from '../src/content/model.ts';
import type { BlogArticleFrontMatter } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { ArticleCard } from '../src/components/Cards.tsx';
import { CategoryChips } from '../src/components/CategoryChips.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';
import { fill, fillCount } from '../src/content/counts.ts';

export function BlogCategoryTemplate({ category, articles, crumbs }: { category: string; articles: MarkdownEntry<BlogArticleFrontMatter>[]; crumbs: Crumb[] }) {
  const { content } = useBuild();
  const words = content.site.copy.blogCategory;
  return (
    <>
      <Hero hero={{ eyebrow: content.site.blogName, title: fill(words.title, { category }), lead: fillCount(words.lead, articles.length, { category: category.toLowerCase() }) }} crumbs={crumbs} />
      <Section id="articles" title={fill(words.articles, { category, count: articles.length })}>
        <CategoryChips current={category} />
        <ul className="grid grid-3">{articles.map((a) => <ArticleCard key={a.slug} article={a} />)}</ul>
      </Section>
      <CallToAction cta={content.site.cta} />
    </>
  );
}
