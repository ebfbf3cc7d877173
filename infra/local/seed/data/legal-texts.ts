/**
 * Legal texts of the demo shop, written like a small Austrian company would publish them; the
 * company, register number and addresses are fictional.
 *
 * Each text is kept once, as a small document structure, and rendered twice: as markdown for the
 * config fields (privacyPolicyText, …, shown in the checkout modals) and as HTML for the rich-text
 * body of the matching simple page (/site/privacy, …), so both always say the same.
 */

export interface LegalSection {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  sections: LegalSection[];
}

export const privacyPolicy: LegalDocument = {
  title: 'Datenschutzerklärung',
  sections: [
    {
      paragraphs: [
        'Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2021).',
      ],
    },
    {
      heading: 'Bestellungen',
      paragraphs: [
        'Wenn Sie bei uns online bestellen, verarbeiten wir Vorname, Nachname, Telefonnummer, E-Mail-Adresse und bei Lieferung Ihre Adresse, um die Bestellung abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO). Die Daten werden für die Dauer der gesetzlichen Aufbewahrungspflicht (7 Jahre, § 132 BAO) gespeichert.',
      ],
    },
    {
      heading: 'Kontaktformular',
      paragraphs: ['Anfragen über das Kontaktformular speichern wir sechs Monate, um Ihre Anfrage und allfällige Anschlussfragen bearbeiten zu können.'],
    },
    {
      heading: 'Cookies und Statistik',
      paragraphs: [
        'Technisch notwendige Cookies (Warenkorb, Cookie-Einwilligung) setzen wir immer. Statistik- und Marketing-Dienste laden wir erst, nachdem Sie im Cookie-Hinweis zugestimmt haben.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Ihnen stehen die Rechte auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch zu. Wenden Sie sich dazu an datenschutz@fleischerei-gruber.example. Beschwerden können Sie bei der Österreichischen Datenschutzbehörde einbringen.',
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  sections: [
    { heading: '1. Geltungsbereich', paragraphs: ['Diese AGB gelten für alle Bestellungen über den Online-Shop der Fleischerei Gruber GmbH.'] },
    {
      heading: '2. Vertragsabschluss',
      paragraphs: [
        'Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald wir Ihre Bestellung bestätigen.',
      ],
    },
    {
      heading: '3. Preise und Gewicht',
      paragraphs: [
        'Alle Preise verstehen sich in Euro inklusive der gesetzlichen Umsatzsteuer. Bei Waren, die nach Gewicht verkauft werden (Preis mit „ca.“), verrechnen wir das tatsächlich abgewogene Gewicht; Abweichungen von bis zu 10 % sind möglich. Bei Preisen mit „ab“ richtet sich der Endpreis nach Größe und gewählten Extras.',
      ],
    },
    {
      heading: '4. Abholung und Lieferung',
      paragraphs: [
        'Abholzeiten und Liefergebiete sind bei der jeweiligen Filiale angegeben. Bestellte Waren werden bis zum Ende des Abholtages für Sie reserviert.',
      ],
    },
    {
      heading: '5. Rücktritt',
      paragraphs: ['Frische und verderbliche Lebensmittel sind gemäß § 18 Abs. 1 Z 4 FAGG vom Rücktrittsrecht ausgenommen.'],
    },
  ],
};

export const imprint: LegalDocument = {
  title: 'Impressum',
  sections: [
    {
      items: [
        'Fleischerei Gruber GmbH',
        'Annenstraße 23, 8020 Graz, Österreich',
        'Telefon: +43 316 714285',
        'E-Mail: office@fleischerei-gruber.example',
        'Firmenbuchnummer: FN 123456x, Landesgericht für ZRS Graz',
        'UID-Nummer: ATU12345678',
        'Gewerbe: Fleischer, Mitglied der Wirtschaftskammer Steiermark',
        'Gewerbebehörde: Magistrat Graz',
        'Geschäftsführer: Johann Gruber',
      ],
    },
  ],
};

export const allergenInformation: LegalDocument = {
  title: 'Allergeninformation',
  sections: [
    {
      paragraphs: ['Gemäß der Allergeninformationsverordnung kennzeichnen wir die 14 Hauptallergene mit diesen Buchstaben:'],
      items: [
        'A – Glutenhaltiges Getreide',
        'B – Krebstiere',
        'C – Eier',
        'D – Fisch',
        'E – Erdnüsse',
        'F – Soja',
        'G – Milch und Laktose',
        'H – Schalenfrüchte',
        'L – Sellerie',
        'M – Senf',
        'N – Sesam',
        'O – Schwefeldioxid und Sulfite',
        'P – Lupinen',
        'R – Weichtiere',
      ],
    },
    {
      paragraphs: [
        'Unsere Produkte werden in einem Betrieb hergestellt, in dem alle genannten Allergene verarbeitet werden. Spuren können daher nicht ausgeschlossen werden. Fragen Sie gerne unser Personal.',
      ],
    },
  ],
};

export function toMarkdown(document: LegalDocument): string {
  const blocks = [`# ${document.title}`];
  for (const section of document.sections) {
    if (section.heading) blocks.push(`## ${section.heading}`);
    blocks.push(...(section.paragraphs ?? []));
    if (section.items?.length) blocks.push(section.items.map((item) => `- ${item}`).join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The rich-text body of a simple page; the page shows the title itself, so it is left out. */
export function toHtml(document: LegalDocument): string {
  const parts: string[] = [];
  for (const section of document.sections) {
    if (section.heading) parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const paragraph of section.paragraphs ?? []) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    if (section.items?.length) parts.push(`<ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  }
  return parts.join('\n');
}
