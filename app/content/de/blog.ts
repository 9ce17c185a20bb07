import type {ArticleCategory} from '../contentTypes';

/** German card texts of the blog index, by card id (the articles themselves are in English). */
export const blogCardsDe: Record<string, {title: string; excerpt: string}> = {
  'luxury-watch-investment': {
    title: 'Luxusuhren als Wertanlage: Welche Marken halten ihren Wert?',
    excerpt:
      'Welche Luxusuhrenmarken ihren Wert halten und welche Faktoren entscheiden, ob eine Uhr mit der Zeit an Wert gewinnt oder verliert.',
  },
  'luxury-watches-uk': {
    title: 'Luxusuhren online kaufen',
    excerpt:
      'Ein praktischer Ratgeber zum Onlinekauf einer gebrauchten Luxusuhr im Vereinigten Königreich – von der Wahl des Händlers bis zu sicherer Zahlung und Lieferung.',
  },
  'patek-philippe-guide': {
    title: 'Patek Philippe: Ein Sammlerleitfaden zur Genfer Manufaktur',
    excerpt:
      'Von der Gründung 1839 über Calatrava und Nautilus bis zu den Grandes Complications: ein Leitfaden zum Sammeln von Patek Philippe.',
  },
  'patek-philippe-nautilus': {
    title:
      'Die Patek Philippe Nautilus: Geschichte, Referenzen und Kaufberatung',
    excerpt:
      'Die Geschichte der Nautilus, ihre wichtigsten Referenzen von der 3700/1A bis zur 5811/1G und worauf Sie vor dem Kauf achten sollten.',
  },
  'blog-4': {
    title: 'Patek Philippe Nautilus: Warum die Ikone bleibt',
    excerpt:
      'Fast fünfzig Jahre nach ihrer Vorstellung ist die Nautilus noch immer die Uhr, nach der Sammler am häufigsten fragen. Wir zeigen, warum sie so schwer zu ersetzen ist.',
  },
  'richard-mille-future': {
    title: 'Die Zukunft von Richard Mille: Materialien, Innovation und Markt',
    excerpt:
      'Neue Materialien, ultraflache Konstruktionen und Partnerschaften im Sport: wohin sich Richard Mille entwickelt und was das für Sammler bedeutet.',
  },
  'richard-mille-evolution': {
    title: 'Die Entwicklung von Richard Mille: Von der RM 001 bis heute',
    excerpt:
      'Wie Richard Mille sich von der RM 001 Tourbillon aus dem Jahr 2001 zu einem der einflussreichsten Namen der Haute Horlogerie entwickelte.',
  },
  'audemars-piguet-royal-oak': {
    title: 'Die Audemars Piguet Royal Oak: Die Uhr, die die Regeln neu schrieb',
    excerpt:
      'Die Royal Oak von der 5402ST aus dem Jahr 1972 bis zur 16202, ihre wichtigsten Referenzen und wie Sie eine gebrauchte kaufen.',
  },
  'audemars-piguet-legacy': {
    title: 'Das Vermächtnis von Audemars Piguet: Le Brassus seit 1875',
    excerpt:
      'Komplikationen, Rekorde in Sachen Flachheit und Familienbesitz: die Geschichte von Audemars Piguet in Le Brassus seit 1875.',
  },
};

export const articleCategoriesDe: Record<ArticleCategory, string> = {
  'Patek Philippe': 'Patek Philippe',
  'Richard Mille': 'Richard Mille',
  'Audemars Piguet': 'Audemars Piguet',
  'Luxury Watches': 'Luxusuhren',
  'Investment Watches': 'Uhren als Wertanlage',
};
