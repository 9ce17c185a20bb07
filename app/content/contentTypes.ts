/**
 * Types for the shop's editorial content. Every string may hold the tokens
 * {warrantyMonths}, {email}, {phone}, {shopName} (and in links {instagramUrl},
 * {reviewsUrl}); pages pass text through `fillFacts` before rendering.
 */

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface ImageRef {
  /** Key of an image asset, e.g. 'hero-1a'; the page maps keys to files. */
  key: string;
  alt: string;
}

export interface LinkRef {
  label: string;
  href: string;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** English and German versions of one text. */
export interface Bilingual {
  en: string;
  de: string;
}

export type BrandSlug =
  | 'rolex'
  | 'patek-philippe'
  | 'audemars-piguet'
  | 'richard-mille'
  | 'vacheron-constantin'
  | 'a-lange-soehne';

export type MajorBrandSlug =
  'rolex' | 'patek-philippe' | 'audemars-piguet' | 'richard-mille';

export interface BrandCopy {
  slug: BrandSlug;
  name: string;
  intro: string;
  /** Two or three paragraphs; only the four major brands have one. */
  textBlock?: string[];
  /** 'Source it for you' banner linking to /sourcing; only the four major brands. */
  sourcingBanner?: {heading: string; text: string; cta: LinkRef};
}

/* Home */

export interface HeroSlide {
  /** The two images shown side by side in one slide. */
  images: [ImageRef, ImageRef];
}

export interface BrandCard {
  name: string;
  slug: MajorBrandSlug;
  href: string;
  image: ImageRef;
  ctaLabel: string;
}

export interface FeatureShowcase {
  id: string;
  title: string;
  text: string;
  slides: ImageRef[];
  cta: LinkRef;
}

export interface SocialPost {
  id: string;
  caption: string;
  image: ImageRef;
  /** Link out to the dealer's Instagram profile; the token {instagramUrl} is filled by the page. */
  href: string;
}

export interface HomeContent {
  hero: {
    heading: string;
    subheading: string;
    buyHref: string;
    slides: [HeroSlide, HeroSlide];
  };
  exploreByBrand: {heading: string; cards: BrandCard[]};
  showcases: [FeatureShowcase, FeatureShowcase];
  socialFeed: {
    heading: string;
    text: string;
    profileLabel: string;
    profileHref: string;
    posts: SocialPost[];
  };
  faqHeading: string;
}

/* Sell */

export interface SellOption {
  id: string;
  name: string;
  summary: string;
  points: string[];
  /** Subject used when the option opens the enquiry dialog. */
  enquirySubject: string;
}

export interface Step {
  id: string;
  title: string;
  text: string;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  rating: number;
  review: string;
}

export interface SellContent {
  hero: {
    heading: string;
    subheading: string;
    image: ImageRef;
    ctaLabel: string;
  };
  whySell: {heading: string; points: {title: string; text: string}[]};
  optionsHeading: string;
  options: [SellOption, SellOption, SellOption];
  howItWorks: {heading: string; steps: [Step, Step, Step]};
  testimonialsHeading: string;
  testimonials: [Testimonial, Testimonial, Testimonial];
  formIntro: string;
}

/* Sourcing */

export interface RecentlySourcedWatch {
  id: string;
  image: ImageRef;
  brand: string;
  /** Model reference, e.g. '5711/1A-010'. */
  reference: string;
  title: string;
}

export interface SourcingTexts {
  title: string;
  subtitle: string;
  description: string;
  network: string;
  process: string;
}

export interface SourcingContent {
  texts: {[K in keyof SourcingTexts]: Bilingual};
  hero: {image: ImageRef; ctaLabel: string};
  steps: [Step, Step, Step];
  whyHeading: string;
  whyPoints: {title: string; text: string}[];
  recentlySourcedHeading: string;
  recentlySourced: RecentlySourcedWatch[];
  /** Product code and title handed to the enquiry dialog. */
  enquiry: {productSku: 'SOURCING'; productTitle: 'Watch Sourcing'};
}

/* Insurance */

export interface InsuranceContent {
  hero: {heading: string; subheading: string; image: ImageRef};
  intro: string[];
  disclosure: string;
  coverHighlights: {title: string; text: string}[];
  guideHeading: string;
  guide: [Step, Step, Step, Step];
  links: LinkRef[];
}

/* Sportsworld partner page */

export interface BenefitCard {
  id: string;
  title: string;
  points: string[];
}

export interface SportsworldContent {
  hero: {heading: string; subheading: string; image: ImageRef};
  intro: string;
  benefits: [BenefitCard, BenefitCard, BenefitCard];
  concierge: {heading: string; paragraphs: string[]};
  socialFeed: {heading: string; text: string; profileHref: string};
  links: LinkRef[];
  chatLink: {label: string; message: string};
}

/* About */

export interface AboutContent {
  title: string;
  intro: string;
  sections: TextSection[];
  locations: {name: string; text: string}[];
  flagship: {heading: string; paragraphs: string[]};
  cta: LinkRef[];
}

/* Reviews */

export interface ReviewsContent {
  heading: string;
  intro: string;
  reviews: Testimonial[];
  platformLink: LinkRef;
  categoriesHeading: string;
  categories: {name: string; href: string; image: ImageRef}[];
}

/* Policies */

export interface Policy {
  slug: 'terms' | 'privacy' | 'shipping';
  title: string;
  /** One sentence for search results (the page's meta description). */
  summary: string;
  /** ISO date. */
  lastUpdated: string;
  sections: TextSection[];
}

/* Articles */

export type ArticleCategory =
  | 'Patek Philippe'
  | 'Richard Mille'
  | 'Audemars Piguet'
  | 'Luxury Watches'
  | 'Investment Watches';

export interface RelatedLink {
  route: string;
  title: string;
  category: ArticleCategory;
  image: string;
}

export interface Article {
  slug: string;
  /** Path, e.g. '/richard-mille-future'. */
  route: string;
  title: string;
  /** At most 160 characters. */
  description: string;
  keywords: string[];
  category: ArticleCategory;
  author: string;
  datePublished: string;
  dateModified: string;
  readingMinutes: number;
  heroImage: ImageRef;
  sections: TextSection[];
  faq: [FaqItem, FaqItem, FaqItem];
  related: RelatedLink[];
  ctas: LinkRef[];
}

/* Blog */

export interface BlogCard {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  /** Display text, e.g. '22 March 2024'. */
  date: string;
  isoDate: string;
  category: ArticleCategory;
  link: string;
}

export interface BlogGroup {
  id: string;
  heading: string;
  /** Group heading link (a brand collection), absent for Featured. */
  href?: string;
  cards: BlogCard[];
}

export type BlogBlock =
  {type: 'heading'; text: string} | {type: 'paragraph'; text: string};

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  readTime: string;
  date: string;
  isoDate: string;
  author: string;
  /** For the meta keywords and the Article JSON-LD. */
  keywords: string[];
  image: ImageRef;
  content: BlogBlock[];
  related: RelatedLink[];
  ctas: LinkRef[];
}

/** One entry for RSS and the sitemap. */
export interface ArticleSummary {
  route: string;
  title: string;
  description: string;
  category: ArticleCategory;
  datePublished: string;
  dateModified: string;
  image: string;
}

/* Signature samples */

export interface SignatureItem {
  id: string;
  brand: string;
  model: string;
  title: string;
  description: string;
  images: string[];
  /** The watch's own page when it is a catalogue product; illustrative samples have none. */
  link?: string;
  specs: {case: string; movement: string; diameter: string; rarity: string};
  estimatedPrice: string;
  keyFeatures: {
    complications: string[];
    gemSetting: string;
    craftsmanship: string;
  };
  tags: string[];
  accentColor: string;
  status?: 'available' | 'on_request' | 'sold';
}
