import type {Policy} from '../contentTypes';

// Same date as the English text: the German pages render that version, no newer one.
const LAST_UPDATED = '2024-05-20';

export const termsPolicyDe: Policy = {
  slug: 'terms',
  title: 'Allgemeine Geschäftsbedingungen',
  summary:
    'Unsere Verkaufsbedingungen für gebrauchte Luxusuhren: Zahlung, Lieferung, Echtheitsprüfung, Garantie und anwendbares Recht.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Einleitung',
      paragraphs: [
        'Diese Bedingungen regeln Ihre Nutzung der Website von {shopName} und jeden Kauf, den Sie bei uns tätigen. Mit der Nutzung der Website oder einer Bestellung erklären Sie sich mit ihnen einverstanden. Bitte lesen Sie sie sorgfältig und bewahren Sie eine Kopie für Ihre Unterlagen auf.',
        'Ihre gesetzlichen Rechte als Verbraucher bleiben von diesen Bedingungen unberührt.',
      ],
    },
    {
      heading: 'Pflichten des Kunden',
      paragraphs: [
        'Sie benötigen kein Kundenkonto, um bei uns zu stöbern oder zu kaufen. Wenn Sie uns Angaben machen, etwa in einer Anfrage oder bei einer Bestellung, sichern Sie zu, dass diese richtig und vollständig sind und dass Sie mindestens 18 Jahre alt und berechtigt sind, einen Vertrag zu schließen.',
        'Sie sind dafür verantwortlich, Bestellreferenzen, Zahlungsdaten und Korrespondenz sicher aufzubewahren und uns Änderungen Ihrer Kontaktdaten umgehend mitzuteilen.',
      ],
    },
    {
      heading: 'Produkte und Leistungen',
      paragraphs: [
        'Sofern nicht anders angegeben, sind unsere Uhren gebraucht oder Sammlerstücke. Wir beschreiben jede Uhr so genau wie möglich, einschließlich Zustand, Jahrgang und Lieferumfang; leichte, alters- und gebrauchsbedingte Tragespuren sind jedoch zu erwarten.',
        'Die Preise sind in Pfund Sterling angegeben und Endpreise. Die Uhren werden nach der Differenzbesteuerung (VAT Margin Scheme) verkauft; die Mehrwertsteuer ist daher, soweit anfallend, enthalten und wird auf Rechnungen nicht gesondert ausgewiesen. Wir dürfen Fehler in Preisen oder Beschreibungen berichtigen und jede Uhr vor Annahme einer Bestellung aus dem Verkauf nehmen.',
        'Uhren mit dem Status „Auf Anfrage verfügbar“ befinden sich bei vertrauenswürdigen Partnern; der Versand erfolgt in der Regel innerhalb von 5 bis 7 Werktagen nach der Prüfung. Wir bieten außerdem Uhrensuche, Bewertung, Kommissionsverkauf und Inzahlungnahme an; die Bedingungen dafür bestätigen wir jedem Kunden schriftlich.',
        'Kaufen Sie als Verbraucher, ohne uns aufzusuchen, kann Ihnen nach den Consumer Contracts Regulations ein Widerrufsrecht zustehen; wie es gilt und wie Sie eine Uhr zurücksenden, bestätigen wir Ihnen bei Annahme Ihrer Bestellung.',
      ],
    },
    {
      heading: 'Zahlungsbedingungen',
      paragraphs: [
        'Wir akzeptieren ausschließlich Banküberweisungen in GBP, USD, Euro, SGD, AED oder HKD. Der volle Betrag muss eingegangen und gutgeschrieben sein, bevor eine Uhr versandt oder abgeholt wird.',
        'Unsere Bankverbindung teilen wir Ihnen ausschließlich direkt und schriftlich mit. Erhalten Sie Zahlungsanweisungen, die scheinbar von uns stammen, aber von den Ihnen genannten abweichen, zahlen Sie nicht und rufen Sie uns zur Prüfung unter {phone} an.',
      ],
    },
    {
      heading: 'Versand und Lieferung',
      paragraphs: [
        'Wir versenden weltweit und voll versichert mit spezialisierten Transportdiensten und FedEx. Lieferungen im Vereinigten Königreich kommen in der Regel innerhalb von 1 bis 5 Werktagen an, internationale Lieferungen innerhalb von 5 bis 7 Werktagen. Jede Lieferung muss unterschrieben werden.',
        'Alle Einzelheiten zu Lieferung, Versicherung, Zoll und Sendungsverfolgung regeln unsere Versandbedingungen, die Bestandteil dieser Bedingungen sind.',
      ],
    },
    {
      heading: 'Echtheitsprüfung und Garantie',
      paragraphs: [
        'Jede Uhr, die wir verkaufen, wird vor dem Verkauf von unseren Spezialisten auf Echtheit geprüft. Stellt sich heraus, dass eine bei uns gekaufte Uhr nicht echt ist, erstatten wir den vollen Kaufpreis.',
        'Jede Uhr ist ab dem Liefertag durch unsere {warrantyMonths}-monatige Garantie gegen mechanische Defekte bei normalem Gebrauch abgesichert. Nicht abgedeckt sind versehentliche Beschädigungen, eindringendes Wasser, nachdem das Gehäuse geöffnet oder die Dichtungen beeinträchtigt wurden, Verschleiß an Bändern, Armbändern, Gläsern oder Beschichtungen sowie Arbeiten, die nicht von uns oder unseren beauftragten Uhrmachern ausgeführt wurden. Eine noch gültige Herstellergarantie bleibt unberührt.',
        'Für einen Garantiefall wenden Sie sich mit Ihren Bestelldaten an {email}; wir veranlassen die versicherte Abholung und die Reparatur oder, wenn eine Reparatur nicht möglich ist, Ersatz oder Erstattung.',
      ],
    },
    {
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Wir haften für Verluste oder Schäden, die Ihnen als vorhersehbare Folge einer Verletzung dieser Bedingungen oder mangelnder Sorgfalt unsererseits entstehen. Für nicht vorhersehbare Verluste und für geschäftliche Verluste haften wir nicht.',
        'Unsere Gesamthaftung für eine Bestellung ist auf den dafür gezahlten Preis begrenzt. Nichts in diesen Bedingungen beschränkt unsere Haftung für Tod oder Körperverletzung durch unsere Fahrlässigkeit, für Betrug oder für jede Haftung, die gesetzlich nicht beschränkt werden kann.',
      ],
    },
    {
      heading: 'Änderungen dieser Bedingungen',
      paragraphs: [
        'Wir können diese Bedingungen von Zeit zu Zeit anpassen, etwa an geänderte Gesetze oder Abläufe. Für eine Bestellung gilt die Fassung, die zum Zeitpunkt der Bestellung auf der Website veröffentlicht ist. Das Datum der letzten Aktualisierung steht oben auf dieser Seite.',
      ],
    },
    {
      heading: 'Anwendbares Recht',
      paragraphs: [
        'Diese Bedingungen unterliegen dem Recht von England und Wales im Vereinigten Königreich; für Streitigkeiten sind die Gerichte von England und Wales zuständig. Wohnen Sie in Schottland oder Nordirland, können Sie auch vor Ihren örtlichen Gerichten klagen.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Bei Fragen zu diesen Bedingungen erreichen Sie {shopName} per E-Mail unter {email} oder telefonisch unter {phone}.',
      ],
    },
  ],
};

export const privacyPolicyDe: Policy = {
  slug: 'privacy',
  title: 'Datenschutzerklärung',
  summary:
    'Wie wir Ihre personenbezogenen Daten beim Besuch der Website, bei Anfragen und Käufen erheben, verwenden und schützen, und welche Rechte Sie haben.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Einleitung',
      paragraphs: [
        '{shopName} respektiert Ihre Privatsphäre. Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben, wenn Sie unsere Website nutzen oder mit uns in Kontakt treten, wie wir sie verwenden und welche Rechte Sie nach britischem Datenschutzrecht haben, einschließlich der UK GDPR und des Data Protection Act 2018.',
      ],
    },
    {
      heading: 'Welche Daten wir erheben',
      paragraphs: [
        'Daten, die Sie uns geben: Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer und den Inhalt von Anfragen, Verkaufs- und Suchaufträgen, Kontaktnachrichten und Newsletter-Anmeldungen, einschließlich Fotos von Uhren, die Sie uns senden.',
        'Daten für Bestellungen: Lieferadresse, Zahlungsbelege und, soweit gesetzlich vorgeschrieben, einen Identitätsnachweis.',
        'Automatisch erhobene Daten: technische Daten wie Browsertyp und besuchte Seiten sowie, nur mit Ihrer Einwilligung, Analyse-Cookies. Ihre Merkliste und zuletzt angesehene Uhren werden in Ihrem eigenen Browser gespeichert, nicht auf unseren Servern.',
      ],
    },
    {
      heading: 'Verwendung Ihrer Daten',
      paragraphs: [
        'Wir verwenden Ihre Daten, um Anfragen zu beantworten, Uhren zu bewerten und anzukaufen, Bestellungen abzuwickeln und zu liefern, Garantieleistungen zu erbringen, Ihnen den Newsletter zu senden, sofern Sie ihn abonniert haben, Betrug zu verhindern und unsere rechtlichen Pflichten zu erfüllen, einschließlich Prüfungen zur Geldwäscheprävention.',
        'Rechtsgrundlagen sind die Erfüllung eines Vertrags mit Ihnen oder vorvertragliche Maßnahmen auf Ihre Anfrage, unser berechtigtes Interesse am Betrieb und an der Verbesserung unseres Geschäfts, die Erfüllung gesetzlicher Pflichten sowie Ihre Einwilligung für Newsletter und Analyse-Cookies, die Sie jederzeit widerrufen können.',
      ],
    },
    {
      heading: 'Weitergabe',
      paragraphs: [
        'Wir verkaufen Ihre personenbezogenen Daten niemals. Wir geben sie nur an Dienstleister weiter, die uns helfen, Sie zu bedienen, etwa Transportdienste für die Lieferung Ihrer Uhr, unsere Bank, IT- und E-Mail-Anbieter, professionelle Berater und, wenn Sie eine Einladung anfordern, den Drittversicherer; sowie an Behörden, soweit das Gesetz es verlangt.',
        'Verarbeitet einer dieser Dienstleister Ihre Daten außerhalb des Vereinigten Königreichs, stellen wir angemessene Garantien sicher.',
      ],
    },
    {
      heading: 'Sicherheit',
      paragraphs: [
        'Wir schützen Ihre Daten mit geeigneten technischen und organisatorischen Maßnahmen, darunter verschlüsselte Verbindungen und beschränkte Zugriffe. Personenbezogene Daten bewahren wir nur so lange auf, wie wir sie für die genannten Zwecke benötigen oder wie das Gesetz es für Unterlagen wie Verkaufs- und Steuerbelege vorschreibt.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung oder Widerspruch dagegen, auf Datenübertragbarkeit und darauf, eine Einwilligung jederzeit zu widerrufen. Vom Newsletter können Sie sich über den Link in jeder E-Mail abmelden.',
        'Sind Sie mit unserem Umgang mit Ihren Daten unzufrieden, sagen Sie es bitte zuerst uns. Sie können sich außerdem beim Information Commissioner’s Office (ico.org.uk) beschweren.',
      ],
    },
    {
      heading: 'Änderungen',
      paragraphs: [
        'Wir können diese Erklärung von Zeit zu Zeit aktualisieren. Das Datum der letzten Aktualisierung steht oben auf dieser Seite; wesentliche Änderungen heben wir auf der Website hervor.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Um Ihre Rechte auszuüben oder Fragen zu dieser Erklärung zu stellen, erreichen Sie {shopName} unter {email} oder telefonisch unter {phone}.',
      ],
    },
  ],
};

export const shippingPolicyDe: Policy = {
  slug: 'shipping',
  title: 'Versandbedingungen',
  summary:
    'Versicherter weltweiter Versand: Versandarten, Lieferzeiten, Zölle, Sendungsverfolgung und Zustellung gegen Unterschrift.',
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      heading: 'Versandarten',
      paragraphs: [
        'Wir versenden weltweit, hochwertige Uhren mit spezialisierten Werttransporten und andere internationale Sendungen mit FedEx. Jedes Paket wird diskret verpackt, ohne äußeren Hinweis auf den Inhalt.',
        'Gern können Sie Ihre Uhr auch nach Vereinbarung in London, Cheshire (Wilmslow) oder Surrey abholen.',
      ],
    },
    {
      heading: 'Lieferzeiten',
      paragraphs: [
        'Uhren werden versandt, sobald die Zahlung eingegangen ist. Lieferungen im Vereinigten Königreich kommen in der Regel innerhalb von 1 bis 5 Werktagen an, internationale Lieferungen innerhalb von 5 bis 7 Werktagen. Uhren mit dem Status „Auf Anfrage verfügbar“ werden in der Regel innerhalb von 5 bis 7 Werktagen nach der Prüfung versandt.',
      ],
    },
    {
      heading: 'Versicherung und Sicherheit',
      paragraphs: [
        'Jede Sendung ist zum vollen Wert der Uhr versichert, vom Verlassen unseres Hauses bis zur Unterschrift bei Zustellung. Geht ein Paket unterwegs verloren oder wird es beschädigt, wickeln wir den Schaden mit dem Transportdienst ab und veranlassen Erstattung oder Ersatz.',
      ],
    },
    {
      heading: 'Zölle und Einfuhrabgaben',
      paragraphs: [
        'Für Kunden im Vereinigten Königreich, in den Vereinigten Staaten und in Hongkong übernehmen wir Zölle und Einfuhrsteuern; bei der Zustellung fällt nichts weiter an.',
        'Kunden in anderen Ländern müssen gegebenenfalls die dort erhobenen Einfuhrabgaben und Steuern tragen. Diese legen die örtlichen Behörden fest, und sie liegen außerhalb unseres Einflusses; gern helfen wir Ihnen, sie vor dem Kauf abzuschätzen.',
      ],
    },
    {
      heading: 'Sendungsverfolgung',
      paragraphs: [
        'Sobald Ihre Uhr versandt ist, senden wir Ihnen eine Sendungsnummer per E-Mail, damit Sie sie bis zu Ihrer Haustür verfolgen können.',
      ],
    },
    {
      heading: 'Voraussetzungen für die Zustellung',
      paragraphs: [
        'Jede Lieferung muss unterschrieben werden, und der Transportdienst kann einen Ausweis verlangen. An Postfächer liefern wir nicht, und Pakete werden weder bei Nachbarn noch an Ablageorten hinterlegt. Verpassen Sie eine Zustellung, vereinbart der Transportdienst einen neuen Versuch oder die Abholung in einem gesicherten Depot.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Bei Fragen zum Versand erreichen Sie {shopName} unter {email} oder telefonisch unter {phone}.',
      ],
    },
  ],
};
