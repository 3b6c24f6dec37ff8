/**
 * Labels and icons of fixed lists of values, kept in the schemas beside the lists themselves
 * (`x-icons`, `x-labels` next to an `enum`), so adding a category is one schema edit.
 */
import articleSchema from '../../schemas/article.schema.json' with { type: 'json' };
import portfolioSchema from '../../schemas/portfolio.schema.json' with { type: 'json' };
import technologySchema from '../../schemas/technology.schema.json' with { type: 'json' };

/** Icon of each portfolio category: its covers, social cards and related links. */
export const CATEGORY_ICONS: Record<string, string> = portfolioSchema.properties.category['x-icons'];
/** Icon of each article category, drawn on the article's cover and social card. */
export const ARTICLE_ICONS: Record<string, string> = articleSchema.properties.category['x-icons'];
/** The button of each of a project's live demos (liveDemo's keys), on its page. */
export const DEMO_LABELS: Record<string, string> = portfolioSchema.properties.liveDemo['x-labels'];
/** Heading of each technology kind on /technologies, in the schema's order. */
export const TECHNOLOGY_KINDS: Record<string, string> = technologySchema.properties.kind['x-labels'];
