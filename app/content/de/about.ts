import type {AboutContent} from '../contentTypes';

export const aboutContentDe: AboutContent = {
  title: 'Über uns',
  intro:
    '{shopName} ist ein unabhängiger Händler für gebrauchte Luxusuhren und Sammleruhren mit Sitz in Cheshire und betreut Sammler im gesamten Vereinigten Königreich und weltweit.',
  sections: [
    {
      heading: 'Sammler zuerst',
      paragraphs: [
        'Wir haben als Sammler angefangen, und wir kaufen jede Uhr noch heute so, als käme sie in unsere eigene Sammlung. Das heißt: Wir achten auf Originalität, einen ehrlichen Zustand und eine gute Geschichte – und lassen Stücke liegen, die dem nicht genügen.',
        'Unser Schwerpunkt liegt auf den Manufakturen, die Sammlern am meisten bedeuten: Rolex, Patek Philippe, Audemars Piguet und Richard Mille, daneben Vacheron Constantin, A. Lange & Söhne und ausgewählte unabhängige Uhrmacher.',
      ],
    },
    {
      heading: 'Wie wir arbeiten',
      paragraphs: [
        'Jede Uhr wird vor dem Angebot von unseren Spezialisten auf Echtheit geprüft, genau beschrieben und ist durch unsere {warrantyMonths}-monatige Garantie abgesichert. Wir verkaufen nach der Differenzbesteuerung (VAT Margin Scheme) und versenden voll versichert, mit Unterschrift bei Zustellung.',
        'Außerdem kaufen wir Uhren an, nehmen sie in Kommission, akzeptieren Inzahlungnahmen und suchen diskret nach Uhren, die unsere Kunden anderswo nicht finden.',
      ],
    },
  ],
  locations: [
    {
      name: 'Cheshire (Wilmslow)',
      text: 'Unser Stammsitz, mit privaten Besichtigungen nach Vereinbarung.',
    },
    {
      name: 'London',
      text: 'Termine und Übergaben im Zentrum Londons.',
    },
    {
      name: 'Surrey',
      text: 'Termine und Übergaben für Kunden im Süden Englands.',
    },
  ],
  flagship: {
    heading: 'Unser geplanter Flagship-Showroom',
    paragraphs: [
      'Wir planen unseren ersten Flagship-Showroom: einen ruhigen, privaten Ort, an dem Kunden Uhren ohne Eile betrachten, unsere Spezialisten treffen und Stücke sehen können, die den Tresor nur selten verlassen.',
      'Bis zur Eröffnung empfangen wir Sie weiterhin nach Vereinbarung in London, Cheshire (Wilmslow) und Surrey. Schreiben Sie uns an {email} oder rufen Sie uns unter {phone} an, um einen Besuch zu vereinbaren oder zu den Ersten zu gehören, die wir zur Eröffnung einladen.',
    ],
  },
  cta: [
    {label: 'Kollektion ansehen', href: '/products'},
    {label: 'Kontakt', href: '/contact-us'},
  ],
};
