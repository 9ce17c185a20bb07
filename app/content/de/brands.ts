import type {BrandCopy, BrandSlug} from '../contentTypes';

const sourcingCta = {label: 'Für mich suchen', href: '/sourcing'};

export const brandCopyDe: Record<BrandSlug, BrandCopy> = {
  rolex: {
    slug: 'rolex',
    name: 'Rolex',
    intro:
      'Gebrauchte Rolex-Sport- und Dresswatches, jede von unseren Spezialisten geprüft und bereit für die versicherte Lieferung am nächsten Werktag im Vereinigten Königreich.',
    textBlock: [
      'Rolex wurde 1905 in London von Hans Wilsdorf und Alfred Davis gegründet und hat seit 1919 seinen Sitz in Genf. Die Marke begründete ihren Ruf mit Robustheit und Präzision: 1926 das wasserdichte Oyster-Gehäuse, 1931 der Perpetual-Rotor für den automatischen Aufzug und Profi-Uhren wie Submariner, GMT-Master und Cosmograph Daytona, deren Silhouette sich seit Jahrzehnten kaum verändert hat.',
      'Diese Beständigkeit ist der Grund, warum eine gepflegte Rolex ihren Wert so gut hält. Unsere Kollektion umfasst Alltagsreferenzen wie Datejust und Oyster Perpetual ebenso wie Sportmodelle aus Stahl und Stücke aus Edelmetall. Jedes Angebot nennt Zustand, Jahrgang und genau den Lieferumfang.',
      'Jede Rolex wird im Haus auf Echtheit geprüft, ist durch unsere {warrantyMonths}-monatige Garantie abgesichert und wird voll versichert versandt – oder Sie holen sie nach Vereinbarung in London, Cheshire (Wilmslow) oder Surrey ab.',
    ],
    sourcingBanner: {
      heading: 'Sie suchen eine bestimmte Rolex?',
      text: 'Nennen Sie uns Referenz, Zifferblatt und Jahrgang. Wir durchsuchen unser privates Netzwerk und senden Ihnen meist innerhalb von 24 bis 72 Stunden eine Auswahl.',
      cta: sourcingCta,
    },
  },
  'patek-philippe': {
    slug: 'patek-philippe',
    name: 'Patek Philippe',
    intro:
      'Gebrauchte Patek Philippe, von der Calatrava bis zu Nautilus und Aquanaut, auf Echtheit geprüft und vollständig beschrieben.',
    textBlock: [
      'Patek Philippe fertigt seit 1839 Uhren in Genf und ist seit 1932 im Besitz der Familie Stern. Der Ruf der Manufaktur beruht auf von Hand finissierten Werken, einer langen Reihe von Grandes Complications und dem Patek Philippe Siegel, dem hauseigenen Standard für Finissierung und Präzision.',
      'Sammler kennen die Marke für die Calatrava, die Urform der runden Dresswatch, sowie für Nautilus und Aquanaut, deren Wartelisten den Gebrauchtmarkt zum praktischen Weg zur eigenen Uhr gemacht haben. Gebrauchte Stücke beginnen bei etwa 20.000 £ und steigen bei Nautilus-Modellen aus Stahl und Komplikationen deutlich an.',
      'Jede Patek Philippe, die wir anbieten, wird von unseren Spezialisten geprüft und mit unserer {warrantyMonths}-monatigen Garantie verkauft. Fehlen Papiere, sagen wir das klar und beraten Sie zur Beschaffung eines Auszugs aus dem Firmenarchiv.',
    ],
    sourcingBanner: {
      heading:
        'Auf der Suche nach einer Nautilus oder einer seltenen Komplikation?',
      text: 'Unser Suchteam erreicht private Sammler ebenso wie Händler. Die erste Suche ist kostenlos, eine Auswahl folgt meist innerhalb von 24 bis 72 Stunden.',
      cta: sourcingCta,
    },
  },
  'audemars-piguet': {
    slug: 'audemars-piguet',
    name: 'Audemars Piguet',
    intro:
      'Gebrauchte Audemars Piguet, angeführt von Royal Oak und Royal Oak Offshore, jedes Stück von unseren Spezialisten geprüft.',
    textBlock: [
      'Audemars Piguet wurde 1875 in Le Brassus im Vallée de Joux gegründet und ist bis heute in der Hand der Gründerfamilien. Mit rund 40.000 Uhren pro Jahr zählt die Manufaktur zu den kleinsten der großen Schweizer Häuser.',
      'Ihre prägende Uhr ist die Royal Oak, 1972 vorgestellt mit achteckiger Lünette, sichtbaren Schrauben, integriertem Armband und Tapisserie-Zifferblatt. 1993 folgte die Royal Oak Offshore, 2019 die Code 11.59. Gebrauchte Stücke kosten zwischen etwa 20.000 £ und über 300.000 £; eine Royal Oak zum Einstieg beginnt bei rund 30.000 £.',
      'Jede Audemars Piguet in unserer Kollektion wird im Haus auf Echtheit geprüft, hat unsere {warrantyMonths}-monatige Garantie und wird voll versichert versandt.',
    ],
    sourcingBanner: {
      heading: 'Sie wünschen sich eine bestimmte Royal Oak?',
      text: 'Nennen Sie uns Referenz, Größe, Material und Zifferblatt. Wir durchsuchen unser Netzwerk und melden uns meist innerhalb von 24 bis 72 Stunden mit Optionen.',
      cta: sourcingCta,
    },
  },
  'richard-mille': {
    slug: 'richard-mille',
    name: 'Richard Mille',
    intro:
      'Gebrauchte Richard Mille: leichte, technische Uhren aus innovativen Materialien, geprüft und vollständig dokumentiert.',
    textBlock: [
      'Richard Mille stellte 2001 seine erste Uhr vor, die RM 001 Tourbillon. Die Marke versteht eine Uhr als Ingenieursleistung: skelettierte Werke auf Platinen aus Titan oder Carbon-Verbundstoff, mehrteilige Tonneau-Gehäuse und Materialien wie Carbon TPT und Quartz TPT aus Motorsport und Luftfahrt.',
      'Die Produktion ist klein, geschätzt rund 5.000 Uhren pro Jahr, und viele Referenzen entstehen in limitierter Auflage für die Partner der Marke aus dem Sport. Gebrauchte Stücke beginnen bei etwa 80.000 £; seltene Tourbillons und limitierte Editionen können 1 Million £ übersteigen.',
      'Weil diese Uhren so komplex sind, wird jede, die wir anbieten, von unseren Spezialisten eingehend geprüft und mit unserer {warrantyMonths}-monatigen Garantie verkauft.',
    ],
    sourcingBanner: {
      heading: 'Sie suchen eine bestimmte Richard Mille?',
      text: 'Viele Stücke wechseln privat den Besitzer. Sagen Sie uns, was Sie suchen, und wir sprechen Sammler in unserem Netzwerk an – meist mit einer Auswahl innerhalb von 24 bis 72 Stunden.',
      cta: sourcingCta,
    },
  },
  'vacheron-constantin': {
    slug: 'vacheron-constantin',
    name: 'Vacheron Constantin',
    intro:
      'Gebrauchte Vacheron Constantin aus den Kollektionen Overseas, Patrimony und Traditionnelle, gefertigt von einer Genfer Manufaktur, die seit 1755 ununterbrochen besteht.',
  },
  'a-lange-soehne': {
    slug: 'a-lange-soehne',
    name: 'A. Lange & Söhne',
    intro:
      'Gebrauchte A. Lange & Söhne aus Glashütte, darunter Lange 1, Saxonia und Datograph, geschätzt für Werke, die zweimal von Hand finissiert und montiert werden.',
  },
};
