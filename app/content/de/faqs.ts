import type {FaqItem, MajorBrandSlug} from '../contentTypes';

export const homeFaqsDe: FaqItem[] = [
  {
    id: 'home-authenticity',
    question: 'Wie stellen Sie sicher, dass jede Uhr echt ist?',
    answer:
      'Jede Uhr wird von unseren Spezialisten geprüft, bevor wir sie anbieten. Wo sinnvoll, öffnen wir den Gehäuseboden, prüfen das Uhrwerk, Serien- und Referenznummern anhand der Unterlagen des Herstellers und bekannter Produktionsdetails und untersuchen Zifferblatt, Zeiger, Lünette und Armband auf ersetzte oder aufgearbeitete Teile. Sind wir nicht vollständig überzeugt, kommt die Uhr nicht in den Verkauf.',
  },
  {
    id: 'home-warranty',
    question: 'Haben Ihre Uhren eine Garantie?',
    answer:
      'Ja. Jede Uhr, die wir verkaufen, ist durch unsere {warrantyMonths}-monatige Garantie gegen mechanische Defekte abgesichert, zusätzlich zu einer noch laufenden Herstellergarantie. Tritt bei normalem Gebrauch ein Fehler auf, schreiben Sie uns an {email}, und wir veranlassen die Reparatur.',
  },
  {
    id: 'home-delivery',
    question: 'Wie wird meine Uhr geliefert?',
    answer:
      'Vorrätige Uhren können innerhalb des Vereinigten Königreichs versichert am nächsten Werktag geliefert werden; jede Lieferung im Vereinigten Königreich kommt innerhalb von 1 bis 5 Werktagen an. Internationale Bestellungen versenden wir mit spezialisierten, versicherten Transportdiensten innerhalb von 5 bis 7 Werktagen. Jede Sendung ist zum vollen Wert versichert und muss bei Zustellung unterschrieben werden. Sie können Ihre Uhr auch nach Vereinbarung in London, Cheshire (Wilmslow) oder Surrey abholen.',
  },
  {
    id: 'home-payment',
    question: 'Wie kann ich bezahlen?',
    answer:
      'Wir akzeptieren Banküberweisungen in GBP, USD, Euro, SGD, AED oder HKD. Die Uhr wird versandt, sobald der Betrag eingegangen ist, und wir bestätigen jeden Schritt per E-Mail, damit Sie jederzeit wissen, wo Ihre Bestellung steht.',
  },
  {
    id: 'home-status',
    question: 'Was bedeuten „Verfügbar“ und „Auf Anfrage verfügbar“?',
    answer:
      '„Verfügbare“ Uhren liegen physisch in unseren Büros und sind versandbereit. Uhren mit dem Status „Auf Anfrage verfügbar“ befinden sich bei vertrauenswürdigen Partnern; nach unserer Prüfung der Uhr erfolgt der Versand in der Regel innerhalb von 5 bis 7 Werktagen.',
  },
  {
    id: 'home-sell',
    question: 'Kann ich meine Uhr bei Ihnen verkaufen oder in Zahlung geben?',
    answer:
      'Selbstverständlich. Wir kaufen direkt an, verkaufen in Kommission und nehmen Uhren für jedes Stück unserer Kollektion in Zahlung. Senden Sie uns die Angaben über die Seite „Uhr verkaufen“, und wir antworten innerhalb von 24 Stunden mit einem klaren, unverbindlichen Angebot.',
  },
  {
    id: 'home-sourcing',
    question: 'Finden Sie auch eine Uhr, die nicht in Ihrer Kollektion ist?',
    answer:
      'Ja. Unser diskreter Suchservice greift auf ein weltweites Netzwerk aus Sammlern und Händlern zurück. Die erste Suche ist kostenlos, und meist erhalten Sie innerhalb von 24 bis 72 Stunden eine Auswahl. Sagen Sie uns auf der Seite „Uhrensuche“ oder telefonisch unter {phone}, wonach Sie suchen.',
  },
];

export const sellFaqsDe: FaqItem[] = [
  {
    id: 'sell-brands',
    question: 'Welche Uhren kaufen Sie an?',
    answer:
      'Wir sind auf Rolex, Patek Philippe, Audemars Piguet, Richard Mille, Vacheron Constantin und A. Lange & Söhne spezialisiert und sehen uns gern auch Uhren anderer renommierter Hersteller an. Moderne und Vintage-Stücke sind gleichermaßen willkommen.',
  },
  {
    id: 'sell-valuation',
    question: 'Wie bewerten Sie meine Uhr?',
    answer:
      'Wir berücksichtigen Referenz, Alter, Zustand, Servicehistorie und ob Box und Papiere vorhanden sind, und vergleichen mit aktuellen Verkäufen im Vereinigten Königreich und auf internationalen Märkten. Unsere Angebote spiegeln den tatsächlichen heutigen Wert wider – kein Eröffnungsgebot.',
  },
  {
    id: 'sell-reply',
    question: 'Wie schnell erhalte ich eine Antwort?',
    answer:
      'Wir beantworten jede Verkaufsanfrage innerhalb von 24 Stunden mit einer ersten Bewertung. Mit klaren Fotos von Zifferblatt, Gehäuseboden und Unterlagen liegt unser Wert deutlich näher am endgültigen Angebot.',
  },
  {
    id: 'sell-payment',
    question: 'Wie und wann werde ich bezahlt?',
    answer:
      'Beim Direktankauf zahlen wir per Banküberweisung am selben Tag, an dem die Uhr geprüft und der Verkauf vereinbart wird. Beim Kommissionsverkauf überweisen wir den Betrag innerhalb eines Werktags nach Zahlungseingang des Käufers.',
  },
  {
    id: 'sell-papers',
    question: 'Kann ich eine Uhr ohne Box und Papiere verkaufen?',
    answer:
      'Ja. Ein Full Set erzielt in der Regel einen höheren Preis, doch auch eine Uhr ohne Box oder Papiere können wir nach der Echtheitsprüfung ankaufen. Sagen Sie uns, was vorhanden ist, und wir erklären Ihnen, wie sich das auf den Wert auswirkt.',
  },
  {
    id: 'sell-service',
    question: 'Sollte ich meine Uhr vor dem Verkauf revidieren lassen?',
    answer:
      'Meist nicht. Eine aktuelle Revision kann helfen, doch wir sehen die Uhr lieber so, wie sie ist: Wir beraten Sie, ob eine Revision – und durch wen – vor oder im Rahmen des Verkaufs sinnvoll ist. Bitte lassen Sie das Gehäuse nicht polieren, da dies den Wert mindern kann.',
  },
  {
    id: 'sell-consignment',
    question: 'Wie funktioniert der Kommissionsverkauf?',
    answer:
      'Wir vereinbaren mit Ihnen schriftlich einen Zielpreis und eine Provision, fotografieren und beschreiben die Uhr und bieten sie unseren Kunden und unserem Netzwerk an. Im ersten Monat ist Ihre Uhr kostenlos versichert, und Sie erhalten Ihr Geld innerhalb eines Werktags nach Zahlungseingang des Käufers.',
  },
  {
    id: 'sell-meeting',
    question: 'Muss ich meine Uhr per Post schicken?',
    answer:
      'Nein. Sie können uns nach Vereinbarung in London, Cheshire (Wilmslow) oder Surrey treffen. Ist Ihnen der Versand lieber, organisieren wir eine voll versicherte Abholung und zeigen Ihnen, wie Sie die Uhr sicher verpacken.',
  },
  {
    id: 'sell-part-exchange',
    question: 'Kann ich meine Uhr für eine andere in Zahlung geben?',
    answer:
      'Ja. Wir bewerten Ihre Uhr und rechnen diesen Betrag auf den Preis Ihrer Wunschuhr an – ob aus unserer Kollektion oder von uns für Sie gesucht. Sie zahlen nur die Differenz.',
  },
];

export const sourcingFaqsDe: FaqItem[] = [
  {
    id: 'sourcing-cost',
    question: 'Was kostet der Suchservice?',
    answer:
      'Bewertungen und die erste Suche sind kostenlos. Eine Provision berechnen wir nur, wenn wir eine Uhr sichern und Sie sich für den Kauf entscheiden. Die Höhe nennen wir Ihnen im Voraus, bevor Sie sich festlegen – ohne Überraschungen.',
  },
  {
    id: 'sourcing-time',
    question: 'Wie lange dauert die Suche nach einer Uhr?',
    answer:
      'Die meisten Anfragen sind innerhalb von 2 bis 4 Wochen abgeschlossen. Gängige Referenzen dauern oft nur wenige Tage, seltene Stücke, limitierte Editionen und bestimmte Vintage-Ausführungen können mehrere Wochen benötigen.',
  },
  {
    id: 'sourcing-shortlist',
    question: 'Wann sehe ich die ersten Angebote?',
    answer:
      'In der Regel senden wir Ihnen innerhalb von 24 bis 72 Stunden nach Abstimmung Ihrer Wünsche eine erste Auswahl – mit Fotos, Zustandsbeschreibung, Angaben zur Vollständigkeit und einem Preis für jede Option.',
  },
  {
    id: 'sourcing-authenticity',
    question: 'Wie prüfen Sie die Echtheit einer gesuchten Uhr?',
    answer:
      'Jede gesuchte Uhr durchläuft dieselbe Prüfung wie unser eigener Bestand: Abgleich von Serien- und Referenznummer, Untersuchung von Uhrwerk, Zifferblatt und Gehäuse sowie Durchsicht der Papiere und der Servicehistorie. Sie bezahlen nur eine Uhr, die diese Prüfung bestanden hat.',
  },
  {
    id: 'sourcing-delivery',
    question: 'Wie wird mir die Uhr geliefert?',
    answer:
      'Die Versandart wählen wir nach Wert und Zielort: einen spezialisierten Werttransport für hochwertige Stücke, einen etablierten internationalen Logistikdienstleister für andere Auslandssendungen und Royal Mail Special Delivery für kleinere Sendungen im Vereinigten Königreich. Jede Sendung ist voll versichert und nachverfolgbar.',
  },
  {
    id: 'sourcing-brands',
    question: 'Welche Marken können Sie suchen?',
    answer:
      'Am stärksten ist unser Netzwerk bei Rolex, Patek Philippe, Audemars Piguet und Richard Mille; regelmäßig finden wir auch Vacheron Constantin, A. Lange & Söhne und unabhängige Uhrmacher. Wenn eine Uhr auf dem Zweitmarkt existiert, können wir nach ihr suchen.',
  },
  {
    id: 'sourcing-obligation',
    question: 'Bin ich verpflichtet, die gefundene Uhr zu kaufen?',
    answer:
      'Nein. Sie gehen keinerlei Verpflichtung ein, bis Sie sich für eine bestimmte Uhr entscheiden. Passt nichts aus der Auswahl, suchen wir weiter oder beenden die Suche – ganz wie Sie möchten.',
  },
];

export const insuranceFaqsDe: FaqItem[] = [
  {
    id: 'insurance-who',
    question: 'Wer bietet die Versicherung an?',
    answer:
      'Der Versicherungsschutz wird von einem unabhängigen, regulierten Drittversicherer angeboten. {shopName} ist kein Versicherungsmakler und berät nicht zu Versicherungen; wir stellen Ihnen lediglich die Einladung zur Verfügung, wenn Sie eine Uhr bei uns kaufen.',
  },
  {
    id: 'insurance-optional',
    question: 'Muss ich die Versicherung abschließen?',
    answer:
      'Nein. Die Versicherung ist völlig freiwillig und hat keinen Einfluss auf Preis, Garantie oder Lieferung Ihrer Uhr. Viele Kunden sind bereits über ihre Hausrat- oder eine spezielle Sammlungsversicherung abgesichert.',
  },
  {
    id: 'insurance-activate',
    question: 'Wie aktiviere ich den Versicherungsschutz?',
    answer:
      'Fordern Sie beim Kauf Ihrer Uhr eine Einladung an. Der Versicherer sendet Ihnen einen Link; Sie prüfen die Bedingungen und aktivieren die Police in wenigen Minuten online. Police, Prämie und Schadensfälle werden direkt zwischen Ihnen und dem Versicherer abgewickelt.',
  },
  {
    id: 'insurance-covered',
    question: 'Was deckt die Versicherung ab?',
    answer:
      'Der Schutz umfasst in der Regel versehentliche Beschädigung, Verlust und Diebstahl, zu Hause und auf Reisen; die genauen Bedingungen, Grenzen und Ausschlüsse legt jedoch der Versicherer fest. Bitte lesen Sie die Unterlagen des Versicherers vor der Aktivierung und richten Sie Fragen zum Versicherungsschutz direkt an ihn.',
  },
];

export const brandFaqsDe: Record<MajorBrandSlug, FaqItem[]> = {
  rolex: [
    {
      id: 'rolex-price',
      question: 'Was kostet eine gebrauchte Rolex?',
      answer:
        'Gebrauchte Rolex-Uhren beginnen bei etwa 5.000 £ für klassische Referenzen der Oyster Perpetual und Datejust. Begehrte Sportmodelle wie Daytona, GMT-Master II und Submariner sowie Stücke aus Edelmetall oder mit Edelsteinbesatz kosten deutlich mehr.',
    },
    {
      id: 'rolex-authentic',
      question: 'Ist jede Rolex, die Sie verkaufen, echt?',
      answer:
        'Ja. Jede Rolex wird von unseren Spezialisten untersucht: Wir prüfen Serien- und Referenznummer, Uhrwerk, Zifferblatt und Armband und suchen nach nicht originalen Teilen, bevor die Uhr angeboten wird.',
    },
    {
      id: 'rolex-warranty',
      question: 'Welche Garantie hat eine gebrauchte Rolex?',
      answer:
        'Jede Rolex, die wir verkaufen, ist durch unsere {warrantyMonths}-monatige Garantie abgesichert. Läuft die Herstellergarantie noch, bleibt sie Ihnen zusätzlich erhalten.',
    },
    {
      id: 'rolex-delivery',
      question: 'Wie schnell erhalte ich meine Rolex?',
      answer:
        'Als „Verfügbar“ gekennzeichnete Uhren sind vorrätig und werden innerhalb des Vereinigten Königreichs versichert am nächsten Werktag geliefert, gegen Unterschrift. Gern können Sie die Uhr auch nach Vereinbarung abholen.',
    },
    {
      id: 'rolex-sourcing',
      question: 'Können Sie eine bestimmte Rolex-Referenz für mich finden?',
      answer:
        'Ja. Nennen Sie uns Referenz, Zifferblatt und Jahrgang, und unser Suchteam sendet Ihnen meist innerhalb von 24 bis 72 Stunden eine Auswahl.',
    },
  ],
  'patek-philippe': [
    {
      id: 'patek-price',
      question: 'Was kostet eine gebrauchte Patek Philippe?',
      answer:
        'Gebrauchte Patek Philippe beginnen bei etwa 20.000 £ für die Calatrava und einige Aquanaut-Referenzen. Nautilus-Modelle, ewige Kalender und Grandes Complications erreichen sechs- und siebenstellige Beträge.',
    },
    {
      id: 'patek-papers',
      question: 'Haben Ihre Patek Philippe Papiere?',
      answer:
        'Viele ja, und jedes Angebot nennt genau den Lieferumfang. Fehlen die Papiere, lässt sich bei Patek Philippe oft ein Herkunftszertifikat oder ein Auszug aus dem Firmenarchiv beschaffen.',
    },
    {
      id: 'patek-warranty',
      question: 'Hat eine gebrauchte Patek Philippe eine Garantie?',
      answer:
        'Ja. Jede Patek Philippe, die wir verkaufen, hat unsere {warrantyMonths}-monatige Garantie, zusätzlich zu einer noch laufenden Herstellergarantie.',
    },
    {
      id: 'patek-sourcing',
      question: 'Können Sie eine Nautilus oder Aquanaut für mich suchen?',
      answer:
        'Ja. Nautilus- und Aquanaut-Referenzen gehören zu unseren häufigsten Anfragen. Eine erste Auswahl erhalten Sie meist innerhalb von 24 bis 72 Stunden, und die erste Suche ist kostenlos.',
    },
  ],
  'audemars-piguet': [
    {
      id: 'ap-price',
      question: 'Was kostet eine gebrauchte Audemars Piguet?',
      answer:
        'Gebrauchte Audemars Piguet kosten zwischen etwa 20.000 £ und über 300.000 £. Eine Royal Oak zum Einstieg beginnt bei rund 30.000 £, limitierte Editionen und komplizierte Modelle liegen deutlich über 100.000 £.',
    },
    {
      id: 'ap-rarity',
      question: 'Warum sind Uhren von Audemars Piguet so schwer zu bekommen?',
      answer:
        'Audemars Piguet fertigt nur etwa 40.000 Uhren pro Jahr, und die Nachfrage nach der Royal Oak übersteigt das Angebot bei Weitem. Der Gebrauchtmarkt ist oft der schnellste Weg zur eigenen Royal Oak.',
    },
    {
      id: 'ap-warranty',
      question: 'Welche Garantie geben Sie auf Uhren von Audemars Piguet?',
      answer:
        'Jede Audemars Piguet, die wir verkaufen, ist durch unsere {warrantyMonths}-monatige Garantie abgesichert, zusätzlich zu einer noch gültigen Herstellergarantie.',
    },
    {
      id: 'ap-delivery',
      question: 'Wie wird meine Audemars Piguet geliefert?',
      answer:
        'Bestellungen im Vereinigten Königreich werden versichert am nächsten Werktag gegen Unterschrift geliefert. Internationale Bestellungen reisen mit spezialisierten Transportdiensten, zum vollen Wert versichert.',
    },
    {
      id: 'ap-sourcing',
      question:
        'Können Sie eine bestimmte Royal Oak oder Royal Oak Offshore finden?',
      answer:
        'Ja. Nennen Sie uns Referenz, Gehäusematerial und Zifferblatt; unser Suchteam meldet sich meist innerhalb von 24 bis 72 Stunden mit einer Auswahl.',
    },
  ],
  'richard-mille': [
    {
      id: 'rm-price',
      question: 'Was kostet eine gebrauchte Richard Mille?',
      answer:
        'Gebrauchte Richard Mille beginnen bei etwa 80.000 £. Tourbillons, limitierte Editionen und Stücke aus Carbon TPT oder Saphir können 1 Million £ übersteigen.',
    },
    {
      id: 'rm-authentic',
      question: 'Wie prüfen Sie die Echtheit einer Richard Mille?',
      answer:
        'Unsere Spezialisten prüfen Gehäuseaufbau und Nummerierung, Architektur und Finissierung des Werks, Schrauben und Materialien sowie die Begleitdokumente. Richard-Mille-Uhren sind komplex; deshalb bieten wir keine ohne vollständige Prüfung an.',
    },
    {
      id: 'rm-warranty',
      question: 'Hat eine gebrauchte Richard Mille eine Garantie?',
      answer:
        'Ja. Jede Richard Mille, die wir verkaufen, hat unsere {warrantyMonths}-monatige Garantie, zusätzlich zu einer noch laufenden Herstellergarantie.',
    },
    {
      id: 'rm-sourcing',
      question: 'Können Sie ein bestimmtes Modell von Richard Mille suchen?',
      answer:
        'Ja. Viele Referenzen von Richard Mille werden nie öffentlich angeboten. Unser Netzwerk reicht bis zu privaten Sammlern, und eine erste Auswahl senden wir meist innerhalb von 24 bis 72 Stunden.',
    },
  ],
};
