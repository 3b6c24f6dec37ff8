/* Generated from src/collections.ts and schemas/*.schema.json by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * content/redirects.yaml: old or alternative paths that permanently redirect (301) to a real route.
 */
export type Redirects = {
  /**
   * The old path, for example `/industries/nonprofit`.
   */
  from: string;
  /**
   * The route it leads to, for example `/industries/non-profit`.
   */
  to: string;
  /**
   * Why the redirect exists.
   */
  reason?: string;
}[];
export type Section =
  | StatsSection
  | FeaturesSection
  | StepsSection
  | ProseSection
  | LinksSection
  | CollectionSection
  | FaqSection
  | TestimonialsSection
  | TimelineSection
  | CtaSection
  | TeamSection
  | PositionsSection
  | NewsletterSection
  | ContactSection;

export interface ContentSchemas {
  site?: SiteIdentity;
  redirects?: Redirects;
  pages?: StaticPage;
  services?: Service;
  technologies?: Technology;
  industries?: Industry;
  solutions?: Solution;
  caseStudies?: CaseStudy;
  articles?: BlogArticleFrontMatter;
  legal?: LegalPageFrontMatter;
  docs?: DocumentFrontMatter;
  portfolio?: PortfolioProject;
}
/**
 * content/site.yaml: the company, its contacts, navigation, footer and site-wide settings.
 */
export interface SiteIdentity {
  /**
   * Company name as shown in the header and og:site_name.
   */
  name: string;
  legalName: string;
  tagline: string;
  /**
   * Scheme and host of the live site, without a trailing slash; canonical links and the sitemap use it.
   */
  origin: string;
  description: string;
  /**
   * Path of a file in content/images, written as it is served, for example `/images/logo.svg`.
   */
  logo: string;
  /**
   * Company e-mail shown on /contact; enquiries are also sent here.
   */
  email: string;
  supportEmail: string;
  /**
   * International format, for example `+91 98765 43210`.
   */
  phone: string;
  whatsapp?: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    /**
     * ISO country code, for example IN.
     */
    country: string;
  };
  foundingYear: number;
  hours?: string;
  /**
   * Main navigation, in order.
   *
   * @minItems 1
   */
  nav: [Link, ...Link[]];
  footer: {
    about?: string;
    columns: {
      title: string;
      links: Link[];
    }[];
    legal: Link[];
  };
  social: {
    name: 'LinkedIn' | 'GitHub' | 'X' | 'YouTube' | 'Instagram' | 'Facebook' | 'Dribbble';
    url: string;
  }[];
  /**
   * localStorage key of the visitor's light/dark choice.
   */
  themeStorageKey: string;
  /**
   * URL the enquiry form posts to.
   */
  contactEndpoint: string;
  /**
   * URL the newsletter form posts to.
   */
  subscribeEndpoint?: string;
  blogName: string;
  cta: CtaSection;
}
export interface Link {
  label: string;
  /**
   * A site path such as `/contact?service=investment`, an in-page anchor such as `#live-demos`, or a full URL.
   */
  href: string;
  /**
   * Button style; links without it render as text links.
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * Opens in a new tab with rel=noopener.
   */
  external?: boolean;
}
export interface CtaSection {
  /**
   * A call to action band.
   */
  type?: 'cta';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  title: string;
  text: string;
  /**
   * @minItems 1
   * @maxItems 3
   */
  actions: [Link] | [Link, Link] | [Link, Link, Link];
  assurances?: string[];
}
/**
 * One file per static page in content/pages. The file name is the route: home.yaml is /, about.yaml is /about. The page is a hero followed by a list of sections; each section has a `type` that picks how it is drawn.
 */
export interface StaticPage {
  meta: Meta;
  hero: {
    /**
     * Small label above the heading.
     */
    eyebrow?: string;
    /**
     * The page's one <h1>.
     */
    title: string;
    /**
     * The paragraph under the heading.
     */
    lead: string;
    /**
     * @maxItems 3
     */
    actions?: [] | [Link] | [Link, Link] | [Link, Link, Link];
    /**
     * Short claims shown as check-marked chips.
     */
    claims?: string[];
    /**
     * Topic badges shown above the heading.
     */
    badges?: string[];
  };
  /**
   * The icon on this page's social card (the picture shown when its link is shared); `sparkles` when absent.
   */
  icon?: string;
  sections?: Section[];
  cta?: CtaSection;
  /**
   * Keep the page out of search engines and the sitemap (for example the thank-you page).
   */
  noindex?: boolean;
  /**
   * This page shows the site search results for `?search=term` above its sections (the not-found page's search leads to the services page).
   */
  siteSearch?: boolean;
  /**
   * Cards of links under the heading "Quick links" (the not-found page): an icon, the page's name, one line about it. In the line, {industries} (any folder's collection name: services, technologies, industries, solutions, portfolio…) is replaced by how many files it has.
   *
   * @minItems 1
   */
  quickLinks?: [
    {
      /**
       * The card's title, a link to the page.
       */
      label: string;
      /**
       * A site path such as `/contact?service=investment`, an in-page anchor such as `#live-demos`, or a full URL.
       */
      href: string;
      /**
       * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
       */
      icon: string;
      /**
       * One line under the title, for example `Software for {industries} industries.`
       */
      text: string;
    },
    ...{
      /**
       * The card's title, a link to the page.
       */
      label: string;
      /**
       * A site path such as `/contact?service=investment`, an in-page anchor such as `#live-demos`, or a full URL.
       */
      href: string;
      /**
       * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
       */
      icon: string;
      /**
       * One line under the title, for example `Software for {industries} industries.`
       */
      text: string;
    }[]
  ];
}
/**
 * What search engines and social networks show for this page.
 */
export interface Meta {
  /**
   * The <title> and og:title; at most 70 characters so search results do not cut it.
   */
  title: string;
  /**
   * The meta description and og:description, 50 to 200 characters.
   */
  description: string;
  /**
   * Meta keywords, one per item.
   */
  keywords?: string[];
}
export interface StatsSection {
  /**
   * A strip of figures.
   */
  type: 'stats';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: [Stat, ...Stat[]];
}
export interface Stat {
  /**
   * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
   */
  icon?: string;
  /**
   * The figure as shown, for example `100+` or `98%`.
   */
  value: string;
  label: string;
  description?: string;
}
export interface FeaturesSection {
  /**
   * A grid of cards with an icon, a title and a short text.
   */
  type: 'features';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  columns?: 2 | 3 | 4;
  /**
   * @minItems 1
   */
  items: [Feature, ...Feature[]];
  actions?: Link[];
}
export interface Feature {
  /**
   * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
   */
  icon?: string;
  title: string;
  /**
   * Markdown allowed (inline).
   */
  text: string;
  /**
   * A site path such as `/contact?service=investment`, an in-page anchor such as `#live-demos`, or a full URL.
   */
  href?: string;
  badge?: string;
  list?: string[];
}
export interface StepsSection {
  /**
   * A numbered process.
   */
  type: 'steps';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: [ProcessStep, ...ProcessStep[]];
}
export interface ProcessStep {
  /**
   * Step label such as `01`.
   */
  step?: string;
  title: string;
  description: string;
  /**
   * How long the step takes, for example `1-2 weeks`.
   */
  duration?: string;
  deliverables?: string[];
}
export interface ProseSection {
  /**
   * Free text written in Markdown.
   */
  type: 'prose';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title?: string;
  body: string;
}
export interface LinksSection {
  /**
   * A list of links shown as chips.
   */
  type: 'links';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: [Link, ...Link[]];
}
export interface CollectionSection {
  /**
   * Cards drawn from another content folder.
   */
  type: 'collection';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * The content folder the cards come from.
   */
  source: 'services' | 'technologies' | 'industries' | 'solutions' | 'case-studies' | 'blog' | 'legal' | 'portfolio';
  /**
   * Show these entries, in this order, instead of all of them.
   *
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  only?: string[];
  limit?: number;
  /**
   * Group the cards, for example technologies by kind.
   */
  groupBy?: 'kind';
  more?: Link;
  /**
   * How the entries are drawn: `cards` (default); `demos`: live demo cards (portfolio); `explorer`: search, category filters, the full grid with its count and the empty state (portfolio); `featured`: the featured article (blog).
   */
  display?: 'cards' | 'demos' | 'explorer' | 'featured';
}
export interface FaqSection {
  /**
   * Questions and answers, also published as FAQPage structured data.
   */
  type: 'faq';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: [Faq, ...Faq[]];
}
export interface Faq {
  question: string;
  /**
   * Markdown allowed.
   */
  answer: string;
}
export interface TestimonialsSection {
  /**
   * Client quotes with star ratings.
   */
  type: 'testimonials';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: [Testimonial, ...Testimonial[]];
}
export interface Testimonial {
  rating: number;
  quote: string;
  name: string;
  role?: string;
  company: string;
  project?: string;
}
export interface TimelineSection {
  /**
   * Milestones by year.
   */
  type: 'timeline';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: [
    {
      year: string;
      title: string;
      description: string;
    },
    ...{
      year: string;
      title: string;
      description: string;
    }[]
  ];
}
export interface TeamSection {
  /**
   * The team in three tabs: Leadership Team, Departments, Certifications.
   */
  type: 'team';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * @minItems 1
   */
  leadership: [TeamMember, ...TeamMember[]];
  /**
   * @minItems 1
   */
  departments: [Department, ...Department[]];
  /**
   * @minItems 1
   */
  certifications: [string, ...string[]];
}
export interface TeamMember {
  name: string;
  role: string;
  /**
   * For example `14+ years`.
   */
  experience: string;
  description: string;
  specialties: string[];
  education: string;
  department?: string;
  level?: string;
  technologies?: string[];
  achievements?: string[];
}
export interface Department {
  /**
   * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
   */
  icon?: string;
  name: string;
  /**
   * For example `25+`.
   */
  count: string;
  description?: string;
  roles: string[];
  technologies: string[];
}
export interface PositionsSection {
  /**
   * Open job positions.
   */
  type: 'positions';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: [Position, ...Position[]];
}
export interface Position {
  title: string;
  team: string;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  /**
   * For example `3-5 years`.
   */
  experience: string;
  description: string;
  /**
   * @minItems 1
   */
  requirements: [string, ...string[]];
}
export interface NewsletterSection {
  /**
   * E-mail sign-up posting to the site's subscribe endpoint.
   */
  type: 'newsletter';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  text: string;
}
export interface ContactSection {
  /**
   * The enquiry form with the contact information card.
   */
  type: 'contact';
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}
/**
 * One core service, one file in content/services named after its slug; it becomes /services/{slug} and a card on /services.
 */
export interface Service {
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  slug: string;
  /**
   * Card and page heading, for example `Mobile App Development`.
   */
  title: string;
  /**
   * Position among the service cards.
   */
  order: number;
  /**
   * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
   */
  icon: string;
  /**
   * The card text: one or two sentences.
   */
  description: string;
  /**
   * Starting price in Indian rupees as a whole number (250000 is shown as ₹2,50,000), or `custom` for custom pricing.
   */
  startingPrice: number | 'custom';
  /**
   * Typical duration, for example `3-6 months`.
   */
  duration: string;
  /**
   * Projects delivered.
   */
  projects: number;
  /**
   * Client rating out of 5.
   */
  rating: number;
  /**
   * Shows the Popular badge.
   */
  popular?: boolean;
  /**
   * Shows the Enterprise badge.
   */
  enterprise?: boolean;
  /**
   * All features; the card shows the first 6 and '+N more features'.
   *
   * @minItems 1
   */
  features: [string, ...string[]];
  /**
   * Slugs of files in content/technologies.
   *
   * @minItems 1
   *
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  technologies: [string, ...string[]];
  /**
   * Slugs of related files in content/solutions.
   *
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  solutions?: string[];
  /**
   * Primary service preselected on /contact from this page (the `service` query value).
   */
  contactService?: string;
  meta: Meta;
  /**
   * Markdown: what the service is and whom it is for.
   */
  overview: string;
  whatWeBuild?: Feature[];
  process?: ProcessStep[];
  faqs?: Faq[];
}
/**
 * One technology, one file in content/technologies named after its slug; it becomes /technologies/{slug}.
 */
export interface Technology {
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  slug: string;
  /**
   * Display name, for example `React Native`.
   */
  name: string;
  /**
   * Other names used in portfolio projects' technology lists (for example `Node.js` for nodejs); projects listing any of them appear on this page.
   */
  aliases?: string[];
  /**
   * The group it is listed under on /technologies, and the eyebrow of its page.
   */
  kind: 'mobile' | 'frontend' | 'backend' | 'data' | 'cloud-devops' | 'emerging';
  /**
   * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
   */
  icon: string;
  /**
   * One or two sentences for cards and the page lead.
   */
  summary: string;
  meta: Meta;
  /**
   * Markdown.
   */
  whatItIs: string;
  whenWeChoose?: string[];
  whenWeDont?: string[];
  whatWeBuild?: Feature[];
  /**
   * Slugs of related files in content/services.
   *
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  services?: string[];
  faqs?: Faq[];
}
/**
 * One industry, one file in content/industries named after its slug; it becomes /industries/{slug}.
 */
export interface Industry {
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  slug: string;
  name: string;
  /**
   * Portfolio `industry` or `category` values that belong to this industry (for example `FinTech`).
   */
  aliases?: string[];
  /**
   * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
   */
  icon: string;
  /**
   * Projects delivered in this industry as shown on cards, for example `25+`.
   */
  projectCount?: string;
  summary: string;
  meta: Meta;
  /**
   * Markdown.
   */
  overview: string;
  /**
   * The industry's real problems.
   */
  problems?: Feature[];
  whatWeBuild?: Feature[];
  /**
   * Regulations and standards that apply, for example HIPAA.
   */
  regulations?: {
    name: string;
    text: string;
  }[];
  /**
   * Slugs of files in content/technologies.
   *
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  technologies?: string[];
  faqs?: Faq[];
}
/**
 * One solution, one file in content/solutions named after its slug; it becomes /solutions/{slug}.
 */
export interface Solution {
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  slug: string;
  name: string;
  /**
   * Name of a Lucide icon in kebab-case (https://lucide.dev/icons), for example `smartphone` or `shield-check`.
   */
  icon: string;
  summary: string;
  meta: Meta;
  /**
   * Markdown.
   */
  overview: string;
  offerings?: Feature[];
  process?: ProcessStep[];
  /**
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  technologies?: string[];
  /**
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  services?: string[];
  faqs?: Faq[];
}
/**
 * One case study, one file in content/case-studies named after its slug; it becomes /case-studies/{slug}. Clients are anonymised.
 */
export interface CaseStudy {
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  slug: string;
  title: string;
  /**
   * Path of a file in content/images, written as it is served, for example `/images/logo.svg`.
   */
  image?: string;
  client: {
    /**
     * Anonymised, for example `A Pune-based NBFC with 1.2 lakh borrowers`.
     */
    description: string;
    location?: string;
    size?: string;
  };
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  industry: string;
  /**
   * Slugs of files in content/services.
   *
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  services?: string[];
  /**
   * Slugs of files in content/technologies.
   *
   * @minItems 1
   *
   * Items: Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  technologies: [string, ...string[]];
  summary: string;
  meta: Meta;
  /**
   * Markdown.
   */
  challenge: string;
  /**
   * Markdown.
   */
  approach: string;
  /**
   * Markdown.
   */
  architecture?: string;
  /**
   * @minItems 1
   */
  results: [Stat, ...Stat[]];
  timeline?: string;
  team?: string;
  testimonial?: Testimonial;
}
/**
 * The front matter between the --- lines at the top of each Markdown file in content/blog; the file name is the slug and the route is /blog/{slug}.
 */
export interface BlogArticleFrontMatter {
  title: string;
  /**
   * Shorter title for search results when the title is longer than 70 characters.
   */
  metaTitle?: string;
  /**
   * Card text and meta description.
   */
  excerpt: string;
  author: string;
  /**
   * Publication date; also datePublished in structured data.
   */
  date: string;
  /**
   * Last substantial update; dateModified in structured data.
   */
  updated?: string;
  /**
   * Shown above the title on the card and the page, and on the cover; each category gets a page /blog/category/{slug}.
   */
  category:
    | 'Mobile Development'
    | 'Backend Development'
    | 'Frontend Development'
    | 'Database'
    | 'AI & Machine Learning'
    | 'Cloud Computing'
    | 'Security'
    | 'Architecture'
    | 'Blockchain';
  /**
   * Optional, for example `12 min read`; computed from the text when absent.
   */
  readTime?: string;
  /**
   * Path of a file in content/images, written as it is served, for example `/images/logo.svg`.
   */
  image?: string;
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  slug: string;
  /**
   * The featured article on /blog; exactly one article has it.
   */
  featured?: boolean;
  keywords?: string[];
}
/**
 * Front matter of each Markdown file in content/legal; the file name is the route, privacy-policy.md is /privacy-policy.
 */
export interface LegalPageFrontMatter {
  title: string;
  description: string;
  /**
   * A date written as YYYY-MM-DD, for example 2025-03-14.
   */
  updated: string;
}
/**
 * Front matter of each Markdown file in content/docs: long-form guides and resources at /docs/{file name}. The fields are those other static site generators use (title, date, description), so the same files build anywhere.
 */
export interface DocumentFrontMatter {
  title: string;
  /**
   * A date written as YYYY-MM-DD, for example 2025-03-14.
   */
  date: string;
  /**
   * A date written as YYYY-MM-DD, for example 2025-03-14.
   */
  updated?: string;
  /**
   * Meta description and summary.
   */
  description: string;
  author?: string;
  tags?: string[];
}
/**
 * One past project or ready platform, one file in content/portfolio. Projects with a slug also get their own page /portfolio/{slug}.
 */
export interface PortfolioProject {
  /**
   * Unique number; the grid is ordered by it.
   */
  id: number;
  /**
   * Lower-case words joined by hyphens, for example `mobile-app-development`.
   */
  slug?: string;
  title: string;
  description: string;
  /**
   * Path of a file in content/images, written as it is served, for example `/images/logo.svg`.
   */
  image?: string;
  /**
   * One of the portfolio categories; each gets a filter button and a page /portfolio/category/{slug}.
   */
  category:
    | 'FinTech'
    | 'Healthcare'
    | 'Education'
    | 'E-commerce'
    | 'Transportation'
    | 'Service Marketplace'
    | 'Agriculture'
    | 'Logistics'
    | 'Finance'
    | 'Rewards'
    | 'Information'
    | 'Games'
    | 'Puzzle'
    | 'Sports'
    | 'Board Games'
    | 'Arcade'
    | 'Utilities'
    | 'Casual'
    | 'Music'
    | 'Strategy'
    | 'Adventure'
    | 'Action'
    | 'Media'
    | 'Real Estate'
    | 'Mobility'
    | 'Fantasy'
    | 'OTT Streaming'
    | 'Events';
  /**
   * Industry of the client, for example `Healthcare`.
   */
  industry: string;
  /**
   * Technology names as shown on the card, for example `React Native`.
   *
   * @minItems 1
   */
  technologies: [string, ...string[]];
  /**
   * Free key/value figures such as `users: 50K+` or `rating: 4.8`; the grid card shows the first two.
   */
  metrics: {
    [k: string]: string | number;
  };
  /**
   * Where the platform can be replicated, each written `Group: examples`, for example `Healthcare: clinics, diagnostics labs`.
   */
  replicationIndustries?: string[];
  /**
   * Delivery time, for example `4 months`; cards show N/A without it.
   */
  duration?: string;
  year: number;
  projectType:
    | 'Multi-Industry Super App'
    | 'Commercial'
    | 'Enterprise'
    | 'Social Impact'
    | 'Entertainment'
    | 'Utility'
    | 'Educational';
  /**
   * @minItems 1
   */
  platforms: [
    'Web' | 'iOS' | 'Android' | 'Mobile' | 'Smart TV' | 'Roku',
    ...('Web' | 'iOS' | 'Android' | 'Mobile' | 'Smart TV' | 'Roku')[]
  ];
  status: 'Live' | 'Ready to Deploy';
  featured?: boolean;
  /**
   * Public page of the project (store listing or website).
   */
  link?: string;
  /**
   * Where a buyer can try the platform. Each app of a multi-app platform has its own entry.
   */
  liveDemo?: {
    url?: string;
    coaching?: string;
    lms?: string;
    customer?: string;
    vendor?: string;
    web?: string;
    mobile?: string;
    /**
     * A shared demo account published on the site. Never a real account's password.
     */
    credentials?: {
      username: string;
      password: string;
      /**
       * Confirms this is a throwaway demo account that may be shown to anyone.
       */
      publicDemoAccount: true;
    };
    note?: string;
  };
}

/** The file format of each collection of the registry (src/collections.ts). */
export interface CollectionFormats {
  pages: 'yaml';
  services: 'yaml';
  technologies: 'yaml';
  industries: 'yaml';
  solutions: 'yaml';
  caseStudies: 'yaml';
  articles: 'markdown';
  legal: 'markdown';
  docs: 'markdown';
  portfolio: 'yaml';
}
