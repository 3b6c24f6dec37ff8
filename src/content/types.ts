/* Generated from src/collections.ts and schemas/*.schema.json by `npm run types`. Do not edit: change the schema and run it again. */

/**
 * Old or alternative addresses that send visitors on to a page of the site.
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
  | CtaSection1
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
   * Company name as shown in the header and on shared links.
   */
  name: string;
  /**
   * The registered name, in the footer's copyright line and in structured data.
   */
  legalName: string;
  /**
   * A one-line description of the company (not shown on pages yet).
   */
  tagline: string;
  /**
   * Scheme and host of the live site, without a trailing slash; canonical links and the sitemap use it.
   */
  origin: string;
  /**
   * A short description of the company (not shown on pages yet).
   */
  description: string;
  /**
   * The logo file in the header, the footer and on every social card.
   */
  logo: string;
  /**
   * Company e-mail shown on /contact; enquiries are also sent here.
   */
  email: string;
  /**
   * The address shown beside the contact form and on legal pages.
   */
  supportEmail: string;
  /**
   * International format, for example `+91 98765 43210`.
   */
  phone: string;
  /**
   * WhatsApp number (not shown on pages yet).
   */
  whatsapp?: string;
  /**
   * The postal address in the footer and in structured data.
   */
  address: {
    /**
     * Street and number.
     */
    street: string;
    /**
     * City.
     */
    city: string;
    /**
     * State or region.
     */
    region: string;
    /**
     * PIN or postal code.
     */
    postalCode: string;
    /**
     * ISO country code, for example IN.
     */
    country: string;
  };
  /**
   * The year the company was founded, told to search engines.
   */
  foundingYear: number;
  /**
   * Office hours, beside the contact form.
   */
  hours?: string;
  /**
   * Main navigation, in order.
   *
   * @minItems 1
   */
  nav: [Link, ...Link[]];
  /**
   * What the footer shows besides the address.
   */
  footer: {
    /**
     * The paragraph under the logo in the footer.
     */
    about?: string;
    /**
     * The footer's link columns.
     */
    columns: {
      /**
       * The column's heading.
       */
      title: string;
      /**
       * The column's links.
       */
      links: Link[];
    }[];
    /**
     * The small links beside the copyright line.
     */
    legal: Link[];
  };
  /**
   * The social network icons in the footer.
   */
  social: {
    /**
     * The network, for example `LinkedIn`; it picks the icon and names the link.
     */
    name: 'LinkedIn' | 'GitHub' | 'X' | 'YouTube' | 'Instagram' | 'Facebook' | 'Dribbble';
    /**
     * The profile page.
     */
    url: string;
  }[];
  /**
   * The name under which a visitor's browser remembers the light or dark theme. Leave it as it is.
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
  /**
   * The blog's name: the feed title and the feed link in every page's head.
   */
  blogName: string;
  cta: CtaSection;
  /**
   * The headings, buttons and calls to action each kind of page shows around an entry's content. {name} in braces is filled in by the page.
   */
  copy: {
    /**
     * The words of every page (header, footer, shared parts).
     */
    layout: {
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      skipLink: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      menu: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      mainNav: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      navAction: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      darkTheme: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      home: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      feed: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      copyright: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      rating: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      emailLabel: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      emailPlaceholder: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      redirectTitle: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      redirect: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      learnMore: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      learnMoreAbout: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      getQuote: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      quoteFor: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      moreFeatures: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      demoLogin: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      popular: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      enterprise: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      readMore: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      allArticles: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      featured: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      subscribe: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      deliverables: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      liveDemo: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      viewProject: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      onRequest: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      replicateFor: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      moreIndustries: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      contactInformation: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      companyEmail: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      supportEmail: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      phone: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      office: string;
      /**
       * A heading, label or button, on every page (header, footer, shared parts); words in braces are filled in by the page.
       */
      hours: string;
    };
    /**
     * The words of the portfolio search and filters.
     */
    portfolioFilter: {
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      search: string;
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      placeholder: string;
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      clearSearch: string;
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      categories: string;
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      all: string;
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      loading: string;
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      shown: {
        /**
         * The sentence when the number is 1.
         */
        one: string;
        /**
         * The sentence for any other number.
         */
        other: string;
      };
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      empty: string;
      /**
       * A heading, label or button, on the portfolio search and filters; words in braces are filled in by the page.
       */
      clear: string;
    };
    /**
     * The words of a service page.
     */
    service: {
      /**
       * The small label above the heading, on a service page; words in braces are filled in by the page.
       */
      eyebrow: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      quote: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      pricing: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      atAGlance: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      startingPrice: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      customPrice: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      duration: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      projectsDelivered: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      rating: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      overview: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      whatWeBuild: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      features: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      technologies: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      process: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      caseStudies: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      projects: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      solutions: string;
      /**
       * A heading, label or button, on a service page; words in braces are filled in by the page.
       */
      faq: string;
      /**
       * The heading of the closing band, on a service page; words in braces are filled in by the page.
       */
      ctaTitle: string;
      /**
       * The text of the closing band, on a service page; words in braces are filled in by the page.
       */
      ctaText: string;
      /**
       * The first button of the closing band, on a service page; words in braces are filled in by the page.
       */
      ctaPrimary: string;
      /**
       * The second button of the closing band, on a service page; words in braces are filled in by the page.
       */
      ctaSecondary: string;
    };
    /**
     * The words of a solution page.
     */
    solution: {
      /**
       * The small label above the heading, on a solution page; words in braces are filled in by the page.
       */
      eyebrow: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      contact: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      all: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      overview: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      offerings: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      process: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      technologies: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      services: string;
      /**
       * A heading, label or button, on a solution page; words in braces are filled in by the page.
       */
      faq: string;
    };
    /**
     * The words of an industry page.
     */
    industry: {
      /**
       * The small label above the heading, on an industry page; words in braces are filled in by the page.
       */
      eyebrow: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      title: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      contact: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      all: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      overview: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      problems: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      whatWeBuild: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      regulations: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      technologies: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      caseStudies: string;
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      projects: string;
      /**
       * The sentence under the projects heading, on an industry page; words in braces are filled in by the page.
       */
      projectsIntro: {
        /**
         * The sentence when the number is 1.
         */
        one: string;
        /**
         * The sentence for any other number.
         */
        other: string;
      };
      /**
       * A heading, label or button, on an industry page; words in braces are filled in by the page.
       */
      faq: string;
      /**
       * The heading of the closing band, on an industry page; words in braces are filled in by the page.
       */
      ctaTitle: string;
    };
    /**
     * The words of a technology page.
     */
    technology: {
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      title: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      hire: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      all: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      whatItIs: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      when: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      weChoose: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      wePickElse: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      whatWeBuild: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      services: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      projects: string;
      /**
       * The sentence under the projects heading, on a technology page; words in braces are filled in by the page.
       */
      projectsIntro: {
        /**
         * The sentence when the number is 1.
         */
        one: string;
        /**
         * The sentence for any other number.
         */
        other: string;
      };
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      caseStudies: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      solutions: string;
      /**
       * A heading, label or button, on a technology page; words in braces are filled in by the page.
       */
      faq: string;
      /**
       * The heading of the closing band, on a technology page; words in braces are filled in by the page.
       */
      ctaTitle: string;
    };
    /**
     * The words of a case study.
     */
    caseStudy: {
      /**
       * The small label above the heading, on a case study; words in braces are filled in by the page.
       */
      eyebrow: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      client: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      challenge: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      approach: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      architecture: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      facts: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      industry: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      timeline: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      team: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      services: string;
      /**
       * A heading, label or button, on a case study; words in braces are filled in by the page.
       */
      stack: string;
      /**
       * The heading of the closing band, on a case study; words in braces are filled in by the page.
       */
      ctaTitle: string;
    };
    /**
     * The words of a portfolio project.
     */
    project: {
      /**
       * The title in the browser tab and in search results, on a portfolio project; words in braces are filled in by the page.
       */
      pageTitle: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      replication: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      results: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      facts: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      category: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      industry: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      year: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      duration: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      noDuration: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      technologies: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      credentials: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      viewProject: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      onRequest: string;
      /**
       * A heading, label or button, on a portfolio project; words in braces are filled in by the page.
       */
      similar: string;
      /**
       * The heading of the closing band, on a portfolio project; words in braces are filled in by the page.
       */
      ctaTitle: string;
      /**
       * The text of the closing band, on a portfolio project; words in braces are filled in by the page.
       */
      ctaText: string;
    };
    /**
     * The words of a portfolio category.
     */
    portfolioCategory: {
      /**
       * The title in the browser tab and in search results, on a portfolio category; words in braces are filled in by the page.
       */
      pageTitle: string;
      /**
       * The description in search results, on a portfolio category; words in braces are filled in by the page.
       */
      pageDescription: {
        /**
         * The sentence when the number is 1.
         */
        one: string;
        /**
         * The sentence for any other number.
         */
        other: string;
      };
      /**
       * The small label above the heading, on a portfolio category; words in braces are filled in by the page.
       */
      eyebrow: string;
      /**
       * A heading, label or button, on a portfolio category; words in braces are filled in by the page.
       */
      title: string;
      /**
       * The paragraph under the heading, on a portfolio category; words in braces are filled in by the page.
       */
      lead: {
        /**
         * The sentence when the number is 1.
         */
        one: string;
        /**
         * The sentence for any other number.
         */
        other: string;
      };
      /**
       * A heading, label or button, on a portfolio category; words in braces are filled in by the page.
       */
      contact: string;
      /**
       * A heading, label or button, on a portfolio category; words in braces are filled in by the page.
       */
      all: string;
      /**
       * A heading, label or button, on a portfolio category; words in braces are filled in by the page.
       */
      projects: string;
      /**
       * A heading, label or button, on a portfolio category; words in braces are filled in by the page.
       */
      others: string;
    };
    /**
     * The words of a blog category.
     */
    blogCategory: {
      /**
       * The title in the browser tab and in search results, on a blog category; words in braces are filled in by the page.
       */
      pageTitle: string;
      /**
       * The description in search results, on a blog category; words in braces are filled in by the page.
       */
      pageDescription: {
        /**
         * The sentence when the number is 1.
         */
        one: string;
        /**
         * The sentence for any other number.
         */
        other: string;
      };
      /**
       * A heading, label or button, on a blog category; words in braces are filled in by the page.
       */
      title: string;
      /**
       * The paragraph under the heading, on a blog category; words in braces are filled in by the page.
       */
      lead: {
        /**
         * The sentence when the number is 1.
         */
        one: string;
        /**
         * The sentence for any other number.
         */
        other: string;
      };
      /**
       * A heading, label or button, on a blog category; words in braces are filled in by the page.
       */
      articles: string;
    };
    /**
     * The words of an article.
     */
    article: {
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      by: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      updated: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      readTime: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      contents: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      tableOfContents: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      moreArticles: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      previous: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      next: string;
      /**
       * A heading, label or button, on an article; words in braces are filled in by the page.
       */
      related: string;
    };
    /**
     * The words of a policy page.
     */
    legal: {
      /**
       * A heading, label or button, on a policy page; words in braces are filled in by the page.
       */
      updated: string;
      /**
       * A heading, label or button, on a policy page; words in braces are filled in by the page.
       */
      others: string;
      /**
       * The heading of the closing band, on a policy page; words in braces are filled in by the page.
       */
      ctaTitle: string;
      /**
       * The text of the closing band, on a policy page; words in braces are filled in by the page.
       */
      ctaText: string;
      /**
       * A heading, label or button, on a policy page; words in braces are filled in by the page.
       */
      contact: string;
    };
    /**
     * The words of the page for an address that does not exist.
     */
    notFound: {
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      searchLabel: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      popular: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      quickLinks: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      contact: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      missing: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      missingThisPage: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      home: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      back: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      lookingFor: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      search: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      searchPlaceholder: string;
      /**
       * A heading, label or button, on the page for an address that does not exist; words in braces are filled in by the page.
       */
      searchButton: string;
    };
    /**
     * The words of the sitemap page.
     */
    sitemap: {
      /**
       * A heading, label or button, on the sitemap page; words in braces are filled in by the page.
       */
      allPages: string;
      /**
       * A heading, label or button, on the sitemap page; words in braces are filled in by the page.
       */
      pages: string;
    };
  };
}
export interface Link {
  /**
   * The text of the link or button.
   */
  label: string;
  /**
   * Where it leads: a site path such as `/contact`, an anchor or a full URL.
   */
  href: string;
  /**
   * Button style; links without it render as text links.
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * Opens in a new tab.
   */
  external?: boolean;
}
/**
 * The call to action band at the end of most pages.
 */
export interface CtaSection {
  /**
   * A call to action band.
   */
  type?: 'cta';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * The band's heading.
   */
  title: string;
  /**
   * The sentence under the heading.
   */
  text: string;
  /**
   * Buttons in the band.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: [Link] | [Link, Link] | [Link, Link, Link];
  /**
   * Short reassurances under the buttons, for example `Free consultation`.
   */
  assurances?: string[];
}
/**
 * One file per static page in content/pages. The file name is the route: home.yaml is /, about.yaml is /about. The page is a hero followed by a list of sections; each section has a `type` that picks how it is drawn.
 */
export interface StaticPage {
  meta: Meta;
  /**
   * The top of the page: label, heading, lead and buttons.
   */
  hero: {
    /**
     * Small label above the heading.
     */
    eyebrow?: string;
    /**
     * The page's main heading.
     */
    title: string;
    /**
     * The paragraph under the heading.
     */
    lead: string;
    /**
     * Buttons under the lead.
     *
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
    /**
     * What the first screen shows beside the heading, drawn from the content so it stays current: projects (the featured projects: cover, a figure, platforms), case-studies (case studies with their headline result), articles (the newest articles), team (the leaders of this page's team section), milestones (the first steps of this page's timeline section) or figures (the numbers of this page's first statistics section). Leave it out for the heading alone.
     */
    visual?: 'projects' | 'case-studies' | 'articles' | 'team' | 'milestones' | 'figures';
  };
  /**
   * The icon on this page's social card (the picture shown when its link is shared); `sparkles` when absent.
   */
  icon?: string;
  /**
   * The blocks of the page after the hero, in order; `type` picks how each is drawn.
   */
  sections?: Section[];
  cta?: CtaSection2;
  /**
   * Keep the page out of search engines and the sitemap (for example the thank-you page).
   */
  noindex?: boolean;
  /**
   * This page shows the results of the site search above its sections (the search on the not-found page leads here).
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
       * The page it links to, for example `/industries`.
       */
      href: string;
      /**
       * The icon at the top of the card.
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
       * The page it links to, for example `/industries`.
       */
      href: string;
      /**
       * The icon at the top of the card.
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
 * The page title and description in search results and when shared.
 */
export interface Meta {
  /**
   * The title search engines and shared links show: 5 to 70 characters, so search results do not cut it.
   */
  title: string;
  /**
   * The sentence or two under the title in search results and shared links: 50 to 200 characters.
   */
  description: string;
  /**
   * Words people search for, one per line.
   */
  keywords?: string[];
}
export interface StatsSection {
  /**
   * A strip of figures.
   */
  type: 'stats';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title?: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The figures, in a row.
   *
   * @minItems 1
   */
  items: [Stat, ...Stat[]];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen); statistic (very large numbers without boxes, for a few figures that matter). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split' | 'statistic';
}
export interface Stat {
  /**
   * The icon beside the figure.
   */
  icon?: string;
  /**
   * The figure as shown, for example `100+` or `98%`.
   */
  value: string;
  /**
   * The words under the figure, for example `projects delivered`.
   */
  label: string;
  /**
   * A smaller line under the label.
   */
  description?: string;
}
export interface FeaturesSection {
  /**
   * A grid of cards with an icon, a title and a short text.
   */
  type: 'features';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * Cards per row on wide screens: 2, 3 (default) or 4.
   */
  columns?: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  items: [Feature, ...Feature[]];
  /**
   * Buttons under the cards.
   */
  actions?: Link[];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface Feature {
  /**
   * The icon at the top of the card.
   */
  icon?: string;
  /**
   * The card's heading.
   */
  title: string;
  /**
   * Markdown allowed (inline).
   */
  text: string;
  /**
   * Makes the heading a link to this page.
   */
  href?: string;
  /**
   * A small highlighted label on the card, for example `New`.
   */
  badge?: string;
  /**
   * A checklist under the text.
   */
  list?: string[];
}
export interface StepsSection {
  /**
   * A numbered process.
   */
  type: 'steps';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The numbered steps, in order.
   *
   * @minItems 1
   */
  items: [ProcessStep, ...ProcessStep[]];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface ProcessStep {
  /**
   * Step label such as `01`.
   */
  step?: string;
  /**
   * The step's heading.
   */
  title: string;
  /**
   * The text under the step heading.
   */
  description: string;
  /**
   * How long the step takes, for example `1-2 weeks`.
   */
  duration?: string;
  /**
   * What the step hands over, listed under its text.
   */
  deliverables?: string[];
}
export interface ProseSection {
  /**
   * Free text written in Markdown.
   */
  type: 'prose';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title?: string;
  /**
   * The text of the section, in Markdown.
   */
  body: string;
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface LinksSection {
  /**
   * A list of links shown as chips.
   */
  type: 'links';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The links, shown as chips.
   *
   * @minItems 1
   */
  items: [Link, ...Link[]];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen); strip (a compact row of links with their icons, such as the industries or clients served). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split' | 'strip';
}
export interface CollectionSection {
  /**
   * Cards drawn from another content folder.
   */
  type: 'collection';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * Which kind of entries the cards show.
   */
  source: 'services' | 'technologies' | 'industries' | 'solutions' | 'case-studies' | 'blog' | 'legal' | 'portfolio';
  /**
   * Show these entries, in this order, instead of all of them.
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  only?: string[];
  /**
   * Show at most this many entries.
   */
  limit?: number;
  /**
   * Group the cards, for example technologies by kind.
   */
  groupBy?: 'kind';
  more?: Link1;
  /**
   * How the entries are drawn: `cards` (default); `demos`: live demo cards (portfolio); `explorer`: search, category filters, the full grid with its count and the empty state (portfolio); `featured`: the featured article (blog).
   */
  display?: 'cards' | 'demos' | 'explorer' | 'featured';
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
/**
 * A button under the cards, for example to the full list.
 */
export interface Link1 {
  /**
   * The text of the link or button.
   */
  label: string;
  /**
   * Where it leads: a site path such as `/contact`, an anchor or a full URL.
   */
  href: string;
  /**
   * Button style; links without it render as text links.
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * Opens in a new tab.
   */
  external?: boolean;
}
export interface FaqSection {
  /**
   * Questions and answers, also published as FAQPage structured data.
   */
  type: 'faq';
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The questions and answers, in order.
   *
   * @minItems 1
   */
  items: [Faq, ...Faq[]];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface Faq {
  /**
   * The question, shown as the clickable line; the answer opens under it.
   */
  question: string;
  /**
   * The answer, opened under the question; Markdown allowed.
   */
  answer: string;
}
export interface TestimonialsSection {
  /**
   * Client quotes with star ratings.
   */
  type: 'testimonials';
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The quotes, one card each.
   *
   * @minItems 1
   */
  items: [Testimonial, ...Testimonial[]];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen); quote (the first quote large, with its client and project, the others beside it). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split' | 'quote';
}
export interface Testimonial {
  /**
   * Stars shown above the quote, 1 to 5.
   */
  rating: number;
  /**
   * The words of the client, in quotation marks.
   */
  quote: string;
  /**
   * Who said it, under the quote.
   */
  name: string;
  /**
   * Their job title, after the name.
   */
  role?: string;
  /**
   * Their company, after the job title.
   */
  company: string;
  /**
   * The project it was about, as a tag under the quote.
   */
  project?: string;
  /**
   * The page of the project or case study the quote is about, such as /case-studies/fintech-mobile-banking: the project under the quote links to it.
   */
  href?: string;
}
export interface TimelineSection {
  /**
   * Milestones by year.
   */
  type: 'timeline';
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The milestones, oldest first.
   *
   * @minItems 1
   */
  items: [
    {
      /**
       * The year, on the line.
       */
      year: string;
      /**
       * The milestone's heading.
       */
      title: string;
      /**
       * A sentence about it.
       */
      description: string;
    },
    ...{
      /**
       * The year, on the line.
       */
      year: string;
      /**
       * The milestone's heading.
       */
      title: string;
      /**
       * A sentence about it.
       */
      description: string;
    }[]
  ];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface CtaSection1 {
  /**
   * A call to action band.
   */
  type?: 'cta';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * The band's heading.
   */
  title: string;
  /**
   * The sentence under the heading.
   */
  text: string;
  /**
   * Buttons in the band.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: [Link] | [Link, Link] | [Link, Link, Link];
  /**
   * Short reassurances under the buttons, for example `Free consultation`.
   */
  assurances?: string[];
}
export interface TeamSection {
  /**
   * The team in three tabs: Leadership Team, Departments, Certifications.
   */
  type: 'team';
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The people on the "Leadership" tab, one card each.
   *
   * @minItems 1
   */
  leadership: [TeamMember, ...TeamMember[]];
  /**
   * The departments on the "Departments" tab, one card each.
   *
   * @minItems 1
   */
  departments: [Department, ...Department[]];
  /**
   * The certifications on the "Certifications" tab.
   *
   * @minItems 1
   */
  certifications: [string, ...string[]];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface TeamMember {
  /**
   * Their name on the card; its initials make the avatar.
   */
  name: string;
  /**
   * Their job title, under the name.
   */
  role: string;
  /**
   * For example `14+ years`.
   */
  experience: string;
  /**
   * A paragraph about them.
   */
  description: string;
  /**
   * Tags of what they are known for.
   */
  specialties: string[];
  /**
   * Shown after their experience, under the job title.
   */
  education: string;
  /**
   * Their department (not shown on the card).
   */
  department?: string;
  /**
   * Their seniority (not shown on the card).
   */
  level?: string;
  /**
   * Technologies they work with (not shown on the card).
   */
  technologies?: string[];
  /**
   * Achievements (not shown on the card).
   */
  achievements?: string[];
}
export interface Department {
  /**
   * The icon of the department card.
   */
  icon?: string;
  /**
   * The department card's heading.
   */
  name: string;
  /**
   * For example `25+`.
   */
  count: string;
  /**
   * A paragraph about the department.
   */
  description?: string;
  /**
   * The roles in it, listed on the card.
   */
  roles: string[];
  /**
   * Tags of the technologies it uses.
   */
  technologies: string[];
}
export interface PositionsSection {
  /**
   * Open job positions.
   */
  type: 'positions';
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * The open positions, one card each.
   *
   * @minItems 1
   */
  items: [Position, ...Position[]];
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface Position {
  /**
   * The position's heading.
   */
  title: string;
  /**
   * The team it belongs to, beside a people icon.
   */
  team: string;
  /**
   * Where the work is, beside a map pin.
   */
  location: string;
  /**
   * Full-time, contract…, beside a briefcase.
   */
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  /**
   * For example `3-5 years`.
   */
  experience: string;
  /**
   * The paragraph under the details.
   */
  description: string;
  /**
   * A checklist of what we ask for.
   *
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
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The sentence beside the subscription form.
   */
  text: string;
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
export interface ContactSection {
  /**
   * The enquiry form with the contact information card.
   */
  type: 'contact';
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  id?: string;
  /**
   * Small label above the section heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  /**
   * The paragraph under the section heading.
   */
  intro?: string;
  /**
   * How the section looks, for rhythm down the page: tinted (a band with a soft coloured background); dark (a full-width dark band that stands out); split (the heading on the left, the content beside it on a wide screen). Leave it out for the plain look, which alternates with a light grey background.
   */
  variant?: 'tinted' | 'dark' | 'split';
}
/**
 * A call to action band at the end of the page.
 */
export interface CtaSection2 {
  /**
   * A call to action band.
   */
  type?: 'cta';
  /**
   * A name for links straight to this section (the part after # in the address); made from the title when empty.
   */
  id?: string;
  /**
   * The band's heading.
   */
  title: string;
  /**
   * The sentence under the heading.
   */
  text: string;
  /**
   * Buttons in the band.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: [Link] | [Link, Link] | [Link, Link, Link];
  /**
   * Short reassurances under the buttons, for example `Free consultation`.
   */
  assurances?: string[];
}
/**
 * One core service, one file in content/services named after its slug; it becomes /services/{slug} and a card on /services.
 */
export interface Service {
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
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
   * The icon on its card, its page and its social card.
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
   * The technologies of the service, linked from its page; the service is listed on their pages.
   *
   * @minItems 1
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  technologies: [string, ...string[]];
  /**
   * Solutions listed on its page.
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  solutions?: string[];
  /**
   * Primary service preselected on /contact from this page (the `service` query value).
   */
  contactService?: string;
  meta: Meta1;
  /**
   * Markdown: what the service is and whom it is for.
   */
  overview: string;
  /**
   * Cards under "What we build" on its page.
   */
  whatWeBuild?: Feature[];
  /**
   * The numbered steps under "How we work" on its page.
   */
  process?: ProcessStep[];
  /**
   * Questions and answers at the end of its page (also FAQ structured data).
   */
  faqs?: Faq[];
}
/**
 * The page title and description in search results and when shared.
 */
export interface Meta1 {
  /**
   * The title search engines and shared links show: 5 to 70 characters, so search results do not cut it.
   */
  title: string;
  /**
   * The sentence or two under the title in search results and shared links: 50 to 200 characters.
   */
  description: string;
  /**
   * Words people search for, one per line.
   */
  keywords?: string[];
}
/**
 * One technology, one file in content/technologies named after its slug; it becomes /technologies/{slug}.
 */
export interface Technology {
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
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
   * The group it is listed under on the technologies page, and the small label above its page heading.
   */
  kind: 'mobile' | 'frontend' | 'backend' | 'data' | 'cloud-devops' | 'emerging';
  /**
   * The icon on its card, its page and its social card.
   */
  icon: string;
  /**
   * One or two sentences for cards and the page lead.
   */
  summary: string;
  meta: Meta2;
  /**
   * The text under "What {name} is" on its page, in Markdown.
   */
  whatItIs: string;
  /**
   * The checklist "We choose it when" on its page.
   */
  whenWeChoose?: string[];
  /**
   * The list "We pick something else when" on its page.
   */
  whenWeDont?: string[];
  /**
   * Cards under "What we build with …" on its page.
   */
  whatWeBuild?: Feature[];
  /**
   * Services listed under "Related services" on its page.
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  services?: string[];
  /**
   * Questions and answers at the end of its page.
   */
  faqs?: Faq[];
}
/**
 * The page title and description in search results and when shared.
 */
export interface Meta2 {
  /**
   * The title search engines and shared links show: 5 to 70 characters, so search results do not cut it.
   */
  title: string;
  /**
   * The sentence or two under the title in search results and shared links: 50 to 200 characters.
   */
  description: string;
  /**
   * Words people search for, one per line.
   */
  keywords?: string[];
}
/**
 * One industry, one file in content/industries named after its slug; it becomes /industries/{slug}.
 */
export interface Industry {
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  slug: string;
  /**
   * The industry on its card and its page heading ("{name} Software Solutions"), on case studies and in filters.
   */
  name: string;
  /**
   * Portfolio `industry` or `category` values that belong to this industry (for example `FinTech`).
   */
  aliases?: string[];
  /**
   * The icon on its card, its social card and the covers of its case studies.
   */
  icon: string;
  /**
   * Projects delivered in this industry as shown on cards, for example `25+`.
   */
  projectCount?: string;
  /**
   * The text of its card and the lead under its page heading.
   */
  summary: string;
  meta: Meta3;
  /**
   * The text under "Overview" on its page, in Markdown.
   */
  overview: string;
  /**
   * The industry's real problems.
   */
  problems?: Feature[];
  /**
   * Cards under "What we build" on its page.
   */
  whatWeBuild?: Feature[];
  /**
   * Regulations and standards that apply, for example HIPAA.
   */
  regulations?: {
    /**
     * The regulation or standard, as the heading of its card, for example `HIPAA`.
     */
    name: string;
    /**
     * What it requires and how we build for it, under the name.
     */
    text: string;
  }[];
  /**
   * Links under "Relevant technologies" on its page.
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  technologies?: string[];
  /**
   * Questions and answers under "Frequently asked questions" at the end of its page.
   */
  faqs?: Faq[];
}
/**
 * The page title and description in search results and when shared.
 */
export interface Meta3 {
  /**
   * The title search engines and shared links show: 5 to 70 characters, so search results do not cut it.
   */
  title: string;
  /**
   * The sentence or two under the title in search results and shared links: 50 to 200 characters.
   */
  description: string;
  /**
   * Words people search for, one per line.
   */
  keywords?: string[];
}
/**
 * One solution, one file in content/solutions named after its slug; it becomes /solutions/{slug}.
 */
export interface Solution {
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  slug: string;
  /**
   * The solution on its card and its page heading.
   */
  name: string;
  /**
   * The icon on its card and its social card.
   */
  icon: string;
  /**
   * The text of its card and the lead of its page.
   */
  summary: string;
  meta: Meta4;
  /**
   * The text under "Overview" on its page, in Markdown.
   */
  overview: string;
  /**
   * Cards under "What we offer" on its page.
   */
  offerings?: Feature[];
  /**
   * The numbered steps under "How we deliver".
   */
  process?: ProcessStep[];
  /**
   * Links under "Technologies" on its page.
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  technologies?: string[];
  /**
   * Links under "Related services" on its page.
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  services?: string[];
  /**
   * Questions and answers at the end of its page.
   */
  faqs?: Faq[];
}
/**
 * The page title and description in search results and when shared.
 */
export interface Meta4 {
  /**
   * The title search engines and shared links show: 5 to 70 characters, so search results do not cut it.
   */
  title: string;
  /**
   * The sentence or two under the title in search results and shared links: 50 to 200 characters.
   */
  description: string;
  /**
   * Words people search for, one per line.
   */
  keywords?: string[];
}
/**
 * One case study, one file in content/case-studies named after its slug; it becomes /case-studies/{slug}. Clients are anonymised.
 */
export interface CaseStudy {
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  slug: string;
  /**
   * The heading of the case study's page, its card and its cover.
   */
  title: string;
  /**
   * Optional; without it a cover is drawn from the title and category.
   */
  image?: string;
  /**
   * The paragraph under "The client" on the page.
   */
  client: {
    /**
     * Anonymised, for example `A Pune-based NBFC with 1.2 lakh borrowers`.
     */
    description: string;
    /**
     * Shown in brackets after the client description, for example `Pune`.
     */
    location?: string;
    /**
     * Shown after the location, for example `120 employees`.
     */
    size?: string;
  };
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  industry: string;
  /**
   * Links under "Services" in the project facts, chosen from the services.
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  services?: string[];
  /**
   * Tags under "Technology stack" in the project facts, each a link, chosen from the technologies.
   *
   * @minItems 1
   *
   * Items: Lower-case words joined by hyphens, for example mobile-app-development.
   */
  technologies: [string, ...string[]];
  /**
   * The lead under the page heading and the text of the card.
   */
  summary: string;
  meta: Meta5;
  /**
   * The text under "The challenge" on its page, in Markdown.
   */
  challenge: string;
  /**
   * The text under "Our approach" on its page, in Markdown.
   */
  approach: string;
  /**
   * The text under "Architecture" on its page (left out when absent), in Markdown.
   */
  architecture?: string;
  /**
   * The figures under "Results" at the top of the page; the first is also on the card.
   *
   * @minItems 1
   */
  results: [Stat, ...Stat[]];
  /**
   * Under "Timeline" in the project facts beside the story, for example `5 months`.
   */
  timeline?: string;
  /**
   * Under "Team" in the project facts, for example `6 engineers`.
   */
  team?: string;
  testimonial?: Testimonial1;
}
/**
 * The page title and description in search results and when shared.
 */
export interface Meta5 {
  /**
   * The title search engines and shared links show: 5 to 70 characters, so search results do not cut it.
   */
  title: string;
  /**
   * The sentence or two under the title in search results and shared links: 50 to 200 characters.
   */
  description: string;
  /**
   * Words people search for, one per line.
   */
  keywords?: string[];
}
/**
 * The client's quote with stars at the end of the story.
 */
export interface Testimonial1 {
  /**
   * Stars shown above the quote, 1 to 5.
   */
  rating: number;
  /**
   * The words of the client, in quotation marks.
   */
  quote: string;
  /**
   * Who said it, under the quote.
   */
  name: string;
  /**
   * Their job title, after the name.
   */
  role?: string;
  /**
   * Their company, after the job title.
   */
  company: string;
  /**
   * The project it was about, as a tag under the quote.
   */
  project?: string;
  /**
   * The page of the project or case study the quote is about, such as /case-studies/fintech-mobile-banking: the project under the quote links to it.
   */
  href?: string;
}
/**
 * The front matter between the --- lines at the top of each Markdown file in content/blog; the file name is the slug and the route is /blog/{slug}.
 */
export interface BlogArticleFrontMatter {
  /**
   * The article's heading on its page, its card and its cover; also its title in search results unless a shorter one is given.
   */
  title: string;
  /**
   * Shorter title for search results when the title is longer than 70 characters.
   */
  metaTitle?: string;
  /**
   * The text of its card, also shown in search results.
   */
  excerpt: string;
  /**
   * Shown in the byline on the card and the page, in the feed and in structured data.
   */
  author: string;
  /**
   * The day it was published.
   */
  date: string;
  /**
   * The day of the last real change.
   */
  updated?: string;
  /**
   * Shown above the title on the card, the page and the cover; each category gets a page listing its articles.
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
   * Optional; without it a cover is drawn from the title and category.
   */
  image?: string;
  /**
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  slug: string;
  /**
   * The featured article on /blog; exactly one article has it.
   */
  featured?: boolean;
  /**
   * Words people search for, one per line.
   */
  keywords?: string[];
}
/**
 * Front matter of each Markdown file in content/legal; the file name is the route, privacy-policy.md is /privacy-policy.
 */
export interface LegalPageFrontMatter {
  /**
   * The page's heading and title, and the link text wherever legal pages are listed.
   */
  title: string;
  /**
   * The sentence or two shown in search results: 50 to 200 characters.
   */
  description: string;
  /**
   * Shown as "Last updated" under the heading, and in the sitemap (YYYY-MM-DD).
   */
  updated: string;
}
/**
 * Front matter of each Markdown file in content/docs: long-form guides and resources at /docs/{file name}. The fields are those other static site generators use (title, date, description), so the same files build anywhere.
 */
export interface DocumentFrontMatter {
  /**
   * The document's heading and page title.
   */
  title: string;
  /**
   * Publication date; shown on the page and used as lastmod in the sitemap.
   */
  date: string;
  /**
   * Date of the last real change (YYYY-MM-DD); shown on the page and in the sitemap.
   */
  updated?: string;
  /**
   * The summary under the title, also shown in search results.
   */
  description: string;
  /**
   * Shown under the heading.
   */
  author?: string;
  /**
   * Words people search for, one per line.
   */
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
   * Lower-case words joined by hyphens, for example mobile-app-development.
   */
  slug?: string;
  /**
   * The project's name on its card, its cover and its page heading.
   */
  title: string;
  /**
   * The text of its card and the lead of its page, also shown in search results (cut at 200 characters).
   */
  description: string;
  /**
   * Optional; without it a cover is drawn from the title and category.
   */
  image?: string;
  /**
   * One of the portfolio categories; each gets a filter button and a page listing its projects.
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
  /**
   * Shown on the card and under "Year" in the project facts.
   */
  year: number;
  /**
   * Shown after the category above the page heading, for example `White-label platform`.
   */
  projectType:
    | 'Multi-Industry Super App'
    | 'Commercial'
    | 'Enterprise'
    | 'Social Impact'
    | 'Entertainment'
    | 'Utility'
    | 'Educational';
  /**
   * Badges under the page heading, for example `iOS`, `Android`, `Web`.
   *
   * @minItems 1
   */
  platforms: [
    'Web' | 'iOS' | 'Android' | 'Mobile' | 'Smart TV' | 'Roku',
    ...('Web' | 'iOS' | 'Android' | 'Mobile' | 'Smart TV' | 'Roku')[]
  ];
  /**
   * Badge on the card and the page: `Live` in green, others highlighted.
   */
  status: 'Live' | 'Ready to Deploy';
  /**
   * Marks a project for featured lists.
   */
  featured?: boolean;
  /**
   * Public page of the project (store listing or website).
   */
  link?: string;
  /**
   * Where a buyer can try the platform. Each app of a multi-app platform has its own entry.
   */
  liveDemo?: {
    /**
     * The main demo: the target of the Live Demo button on demo cards, and a button on the page.
     */
    url?: string;
    /**
     * A button to the coaching app demo on the project page.
     */
    coaching?: string;
    /**
     * A button to the learning platform demo on the project page.
     */
    lms?: string;
    /**
     * A button to the customer app demo on the project page.
     */
    customer?: string;
    /**
     * A button to the vendor app demo on the project page.
     */
    vendor?: string;
    /**
     * A button to the web demo on the project page.
     */
    web?: string;
    /**
     * A button to the mobile demo on the project page.
     */
    mobile?: string;
    /**
     * A shared demo account published on the site. Never a real account's password.
     */
    credentials?: {
      /**
       * User name of the public demo account, shown under the demo buttons.
       */
      username: string;
      /**
       * Password of the public demo account, shown under the demo buttons.
       */
      password: string;
      /**
       * Confirms this is a throwaway demo account that may be shown to anyone.
       */
      publicDemoAccount: true;
    };
    /**
     * A small note under the demo buttons.
     */
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
