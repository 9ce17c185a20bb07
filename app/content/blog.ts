import type {Locale} from '~/i18n/locale';
import type {
  ArticleCategory,
  ArticleSummary,
  BlogCard,
  BlogGroup,
  BlogPost,
} from './contentTypes';
import {formatContentDate} from '~/i18n/months';
import {articleCategoriesDe, blogCardsDe} from './de/blog';
import {EDITORIAL_AUTHOR, articles, getArticle, relatedCard} from './articles';

export const blogIndex = {
  heading: 'Latest Articles',
  rssHref: '/blog/rss.xml',
  rssLabel: 'RSS Feed',
  readMoreLabel: 'Read More',
  notFound: {
    heading: 'Post Not Found',
    text: "The blog post you're looking for could not be found.",
    backLabel: 'Back to Blog',
    backHref: '/blog',
  },
} as const;

/* Blog posts by numeric id. Only id 4 ever had content on the old site. */

const nautilusPost: BlogPost = {
  id: '4',
  title: 'Patek Philippe Nautilus: Why the Icon Endures',
  excerpt:
    'Nearly fifty years after its launch, the Nautilus is still the watch collectors ask for most. We look at what makes it so hard to replace.',
  category: 'Patek Philippe',
  readTime: '8 min read',
  date: '12 March 2024',
  isoDate: '2024-03-12',
  author: EDITORIAL_AUTHOR,
  keywords: ['Patek Philippe', 'Nautilus', 'pre-owned Patek Philippe'],
  image: {
    key: 'blog-4-nautilus',
    alt: 'Patek Philippe Nautilus on the wrist, seen from the side',
  },
  content: [
    {
      type: 'paragraph',
      text: 'Few watches inspire the devotion of the Patek Philippe Nautilus. It is rarely the most complicated watch in a collection, nor the most precious, yet for many collectors it is the one they wear most and the one they would keep if they had to choose.',
    },
    {type: 'heading', text: 'An Unlikely Beginning'},
    {
      type: 'paragraph',
      text: "The Nautilus arrived in 1976 as a steel sports watch from a house known for gold dress watches and grand complications. Gérald Genta's design, inspired by a ship's porthole, was large for its time and priced far above other steel watches. Early sales were modest, and it took years for the idea of a luxury watch in steel to win over the market.",
    },
    {
      type: 'paragraph',
      text: 'What it offered was a new way of wearing a fine watch. The Nautilus could be worn with a suit or on a boat, it was slim enough to slip under a cuff, and its case was built to keep water out. That versatility is still the heart of its appeal.',
    },
    {type: 'heading', text: 'Details That Reward Attention'},
    {
      type: 'paragraph',
      text: 'Look closely at a Nautilus and the quality becomes obvious. The horizontal embossing of the dial catches the light differently through the day. The bezel and bracelet alternate brushed and polished surfaces with crisp transitions, and the bracelet links are finished individually before assembly. The movement, visible through the back on modern references, is decorated to the standard of the Patek Philippe Seal.',
    },
    {
      type: 'paragraph',
      text: 'These details are also why condition matters so much. An over-polished case loses the sharp lines that define it, so an unpolished example with honest signs of wear is often more desirable than one that has been made to look new.',
    },
    {type: 'heading', text: 'Choosing Your Nautilus'},
    {
      type: 'paragraph',
      text: 'The time-and-date models, the long-running 5711/1A and its white-gold successor the 5811/1G, are the purest expression of the design. The 5712 adds moon phase and power reserve in an asymmetric layout many collectors prefer; the 5726 adds an annual calendar; and chronograph and travel-time models offer more function on the same theme. Vintage 3700/1A and 3800 references appeal to collectors who value history and slimmer proportions.',
    },
    {
      type: 'paragraph',
      text: 'Decide first which size and complication suit you, then look for the best example you can find, with papers that match the watch and a clear service history. If papers are missing, Patek Philippe can issue an Extract from the Archives, and the price should reflect the difference.',
    },
    {type: 'heading', text: 'Buying With Confidence'},
    {
      type: 'paragraph',
      text: 'Every Nautilus we offer is authenticated by our specialists and covered by our {warrantyMonths}-month warranty. Delivery is fully insured, and you are welcome to view the watch by appointment in London, Cheshire (Wilmslow) or Surrey. If the reference you want is not in our collection, our sourcing team can search for it privately, usually with a shortlist within 24 to 72 hours.',
    },
  ],
  // The old site linked /blog/5 and /blog/6, which never existed; we point to the
  // equivalent articles instead so no reader lands on 'Post Not Found'.
  related: [
    relatedCard('/patek-philippe-guide'),
    relatedCard('/audemars-piguet-royal-oak'),
  ],
  ctas: [
    {label: 'View Collection', href: '/collections/patek-philippe'},
    {label: 'Contact Us', href: '/contact-us'},
  ],
};

const blogPosts: Record<string, BlogPost> = {'4': nautilusPost};

/** The blog post with this numeric id, or undefined (the page shows 'Post Not Found'). */
export function getBlogPost(id: string): BlogPost | undefined {
  return Object.prototype.hasOwnProperty.call(blogPosts, id)
    ? blogPosts[id]
    : undefined;
}

/** Ids of posts that exist, for the sitemap. */
export const blogPostIds: readonly string[] = Object.keys(blogPosts);

/* Blog index cards */

function articleCard(route: string, excerpt: string): BlogCard {
  const article = getArticle(route);
  if (!article) throw new Error(`No article at ${route}`);
  return {
    id: article.slug,
    title: article.title,
    excerpt,
    image: article.heroImage.key,
    date: formatContentDate(article.datePublished, 'en'),
    isoDate: article.datePublished,
    category: article.category,
    link: article.route,
  };
}

const blogPostCard: BlogCard = {
  id: 'blog-4',
  title: nautilusPost.title,
  excerpt: nautilusPost.excerpt,
  image: nautilusPost.image.key,
  date: nautilusPost.date,
  isoDate: nautilusPost.isoDate,
  category: nautilusPost.category,
  link: '/blog/4',
};

export const blogGroups: BlogGroup[] = [
  {
    id: 'featured',
    heading: 'Featured',
    cards: [
      articleCard(
        '/luxury-watch-investment',
        'Which luxury watch brands hold their value, and the factors that decide whether a watch gains or loses over time.',
      ),
      articleCard(
        '/luxury-watches-uk',
        'A practical guide to buying a pre-owned luxury watch online in the UK, from choosing a dealer to safe payment and delivery.',
      ),
    ],
  },
  {
    id: 'patek-philippe',
    heading: 'Patek Philippe',
    href: '/collections/patek-philippe',
    cards: [
      articleCard(
        '/patek-philippe-guide',
        'From its founding in 1839 to the Calatrava, Nautilus and grand complications: a guide to collecting Patek Philippe.',
      ),
      articleCard(
        '/patek-philippe-nautilus',
        'The history of the Nautilus, its key references from the 3700/1A to the 5811/1G, and what to check before you buy.',
      ),
      blogPostCard,
    ],
  },
  {
    id: 'richard-mille',
    heading: 'Richard Mille',
    href: '/collections/richard-mille',
    cards: [
      articleCard(
        '/richard-mille-future',
        'New materials, ultra-thin engineering and sporting partnerships: where Richard Mille is heading and what it means for collectors.',
      ),
      articleCard(
        '/richard-mille-evolution',
        'How Richard Mille grew from the RM 001 Tourbillon of 2001 into one of the most influential names in high watchmaking.',
      ),
    ],
  },
  {
    id: 'audemars-piguet',
    heading: 'Audemars Piguet',
    href: '/collections/audemars-piguet',
    cards: [
      articleCard(
        '/audemars-piguet-royal-oak',
        'The Royal Oak from the 5402ST of 1972 to the 16202, its key references and how to buy one pre-owned.',
      ),
      articleCard(
        '/audemars-piguet-legacy',
        'Complications, ultra-thin records and family ownership: the story of Audemars Piguet in Le Brassus since 1875.',
      ),
    ],
  },
];

/** Every editorial page (the eight articles and blog post 4), newest first, for RSS and the sitemap. */
export function allArticles(): ArticleSummary[] {
  const summaries: ArticleSummary[] = articles.map((article) => ({
    route: article.route,
    title: article.title,
    description: article.description,
    category: article.category,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    image: article.heroImage.key,
  }));
  summaries.push({
    route: '/blog/4',
    title: nautilusPost.title,
    description: nautilusPost.excerpt,
    category: nautilusPost.category,
    datePublished: nautilusPost.isoDate,
    dateModified: nautilusPost.isoDate,
    image: nautilusPost.image.key,
  });
  return summaries.sort((a, b) =>
    b.datePublished.localeCompare(a.datePublished),
  );
}

export {hasGermanVersion} from './germanEditorial';

export function categoryLabel(category: ArticleCategory, locale: Locale) {
  return locale === 'de' ? articleCategoriesDe[category] : category;
}

/** The blog index's groups with card titles, excerpts and dates in the page's language. */
export function blogIndexIn(locale: Locale): BlogGroup[] {
  if (locale === 'en') return blogGroups;
  return blogGroups.map((group) => ({
    ...group,
    heading: group.id === 'featured' ? 'Empfohlen' : group.heading,
    cards: group.cards.map((card) => ({
      ...card,
      ...blogCardsDe[card.id],
      date: formatContentDate(card.isoDate, locale),
    })),
  }));
}
