/**
 * Website content of the demo shop: navigations, pages, news, employees and the catering form.
 */
import type { z } from 'zod';
import type { blockInputSchema, navigationInputSchema, NavigationItem, nodeInputSchema, siteBlockSchema, siteInputSchema } from '#shared/schemas/content.ts';
import { blockIds, branchIds, navigationIds, nodeIds, siteIds } from '../ids';
import type { SeedRecord } from '../types';

type Navigation = SeedRecord<typeof navigationInputSchema>;
type Site = SeedRecord<typeof siteInputSchema>;
type SiteBlock = z.input<typeof siteBlockSchema>;
type Node = SeedRecord<typeof nodeInputSchema>;
type Block = SeedRecord<typeof blockInputSchema>;
import { allergenInformation, imprint, privacyPolicy, termsAndConditions, toHtml } from './legal-texts';

/** An enabled navigation entry (the big chain of the bench builds its menus with it too). */
export const navigationItem = (type: NavigationItem['type'], target: string, label: string, children: NavigationItem[] = []): NavigationItem => ({
  type,
  target,
  label,
  isEnabled: true,
  children,
});

export const navigations: Navigation[] = [
  {
    id: navigationIds.mainMenu,
    identifier: 'mainMenu',
    name: 'Hauptmenü',
    isPublic: true,
    items: [
      navigationItem('home', '/', 'Start'),
      navigationItem('group', '', 'Online bestellen', [
        navigationItem('branch', 'graz', 'Graz Annenstraße'),
        navigationItem('branch', 'leibnitz', 'Leibnitz Hauptplatz'),
        navigationItem('branch', 'weiz', 'Weiz Birkfelder Straße'),
      ]),
      navigationItem('site', '/catering', 'Catering'),
      navigationItem('site', '/ueber-uns', 'Über uns'),
      navigationItem('site', '/kontakt', 'Kontakt'),
    ],
  },
  {
    id: navigationIds.footer,
    identifier: 'footer',
    name: 'Fußzeile',
    isPublic: true,
    items: [
      navigationItem('site', '/ueber-uns', 'Über uns'),
      navigationItem('site', '/kontakt', 'Kontakt'),
      navigationItem('site', '/catering', 'Catering'),
      navigationItem('link', 'https://karriere.fleischerei-gruber.example', 'Jobs bei uns'),
    ],
  },
  {
    id: navigationIds.socialMedia,
    identifier: 'socialMedia',
    name: 'Soziale Medien',
    isPublic: true,
    items: [
      navigationItem('link', 'https://www.facebook.com/fleischerei.gruber.example', 'Facebook'),
      navigationItem('link', 'https://www.instagram.com/fleischerei.gruber.example', 'Instagram'),
    ],
  },
];

/**
 * A page block. Block values are free JSON in the schema; the spec names only some of their
 * fields, so the seed uses: hero {text, files}, text {text}, bulletPoints {points: [{headline,
 * text}]}, formText {form: {id}, text}, form {form: {id}}; team and heroMap need no value (they
 * show the employee nodes and the first branch).
 */
const block = (type: SiteBlock['type'], value: SiteBlock['value'] = {}): SiteBlock => ({ type, value });

const simplePage = (id: string, path: string, name: string, body: string): Site => ({
  id,
  type: 'simple',
  path,
  name,
  title: name,
  description: '',
  isPublic: true,
  content: { body },
});

export const sites: Site[] = [
  {
    id: siteIds.ueberUns,
    type: 'default',
    path: '/ueber-uns',
    name: 'Über uns',
    title: 'Über uns – seit 1962 Fleischer aus Leidenschaft',
    description: 'Die Geschichte der Fleischerei Gruber: drei Generationen, drei Filialen, ein Anspruch.',
    isPublic: true,
    content: {
      blocks: [
        block('hero', {
          text: '<h1>Seit 1962 Fleischer aus Leidenschaft</h1><p>Was Großvater Alois in der Annenstraße begonnen hat, führen wir heute in dritter Generation weiter – mit Fleisch von Bauern aus der Steiermark, die wir persönlich kennen.</p>',
          files: [],
        }),
        block('text', {
          text: '<h2>Unser Handwerk</h2><p>Wir schlachten nicht selbst, aber wir zerlegen, reifen und verarbeiten jedes Stück in unserer Werkstatt in Graz. Extrawurst, Leberkäse und Kantwurst entstehen nach Familienrezepten, ohne Geschmacksverstärker und mit Gewürzen aus der eigenen Mischung.</p>',
        }),
        block('bulletPoints', {
          points: [
            { headline: 'Regional', text: '<p>Rind, Schwein und Lamm stammen von 14 Partnerbetrieben aus der Steiermark, im Umkreis von 80 km.</p>' },
            { headline: 'Handgemacht', text: '<p>Über 30 Wurstsorten aus eigener Herstellung, frisch aus dem Rauch.</p>' },
            { headline: 'Ausgezeichnet', text: '<p>Mehrfach prämiert bei der Steirischen Wurstprämierung.</p>' },
          ],
        }),
        block('team'),
      ],
    },
  },
  {
    id: siteIds.catering,
    type: 'default',
    path: '/catering',
    name: 'Catering',
    title: 'Catering und Party-Service',
    description: 'Party-Platten, Spanferkel und Grillpakete für Feiern von 6 bis 200 Personen.',
    isPublic: true,
    content: {
      blocks: [
        block('hero', {
          text: '<h1>Catering für Ihr Fest</h1><p>Ob Geburtstag, Firmenfeier oder Hochzeit: Wir liefern Platten, Spanferkel und warme Speisen für 6 bis 200 Gäste.</p>',
          files: [],
        }),
        block('bulletPoints', {
          points: [
            { headline: 'Party-Platten', text: '<p>Steirische Jause, Braten und Aufstriche – ab 6 Personen, einen Tag im Voraus.</p>' },
            { headline: 'Spanferkel', text: '<p>Knusprig gebraten für ca. 20 Personen, zwei Tage Vorlaufzeit.</p>' },
            { headline: 'Warme Buffets', text: '<p>Schweinsbraten, Gulasch und Beilagen in Warmhaltebehältern, auf Anfrage.</p>' },
          ],
        }),
        block('formText', {
          form: { id: nodeIds.cateringForm },
          text: '<h2>Unverbindlich anfragen</h2><p>Sagen Sie uns Datum, Anzahl der Gäste und Ihre Wünsche – wir melden uns innerhalb eines Werktages.</p>',
        }),
      ],
    },
  },
  {
    id: siteIds.kontakt,
    type: 'default',
    path: '/kontakt',
    name: 'Kontakt',
    title: 'Kontakt und Anfahrt',
    description: 'So erreichen Sie die Fleischerei Gruber.',
    isPublic: true,
    content: { blocks: [block('heroMap'), block('form', { form: { id: nodeIds.cateringForm } })] },
  },
  simplePage(siteIds.privacy, '/site/privacy', 'Datenschutzerklärung', toHtml(privacyPolicy)),
  simplePage(siteIds.imprint, '/site/imprint', 'Impressum', toHtml(imprint)),
  simplePage(siteIds.terms, '/site/terms-and-conditions', 'Allgemeine Geschäftsbedingungen', toHtml(termsAndConditions)),
  simplePage(siteIds.allergens, '/site/allergens', 'Allergeninformation', toHtml(allergenInformation)),
];

export const nodes: Node[] = [
  {
    id: nodeIds.news,
    identifier: 'news-weihnachten-2026',
    type: 'newsPopup',
    isPublic: true,
    content: {
      date: '2026-11-16',
      title: 'Jetzt für Weihnachten vorbestellen',
      text: '<p>Beinschinken, Spanferkel und Party-Platten für die Feiertage bitte bis <strong>19. Dezember</strong> vorbestellen – online oder in Ihrer Filiale.</p><p>Am 24. Dezember hat Graz von 7 bis 12 Uhr geöffnet, am 25. und 26. Dezember sind alle Filialen geschlossen.</p>',
    },
  },
  {
    id: nodeIds.employeeGruber,
    identifier: 'team-johann-gruber',
    type: 'employee',
    isPublic: true,
    content: {
      firstName: 'Johann',
      lastName: 'Gruber',
      text: 'Fleischermeister und Geschäftsführer in dritter Generation. Zuständig für Einkauf und unsere Wurstrezepte.',
      phone: '+43 316 714285 10',
      email: 'johann.gruber@fleischerei-gruber.example',
    },
  },
  {
    id: nodeIds.employeeHolzer,
    identifier: 'team-sabine-holzer',
    type: 'employee',
    isPublic: true,
    content: {
      firstName: 'Sabine',
      lastName: 'Holzer',
      text: 'Leitet die Filiale in der Annenstraße und plant Ihr Catering – von der Jausenplatte bis zum Spanferkel.',
      phone: '+43 316 714285 20',
      email: 'sabine.holzer@fleischerei-gruber.example',
    },
  },
  {
    id: nodeIds.cateringForm,
    identifier: 'catering-anfrage',
    type: 'form',
    isPublic: true,
    thankYouMessage: '<p>Vielen Dank für Ihre Anfrage! Wir melden uns innerhalb eines Werktages bei Ihnen.</p>',
    content: {
      name: 'Catering-Anfrage',
      description: '<p>Wir beraten Sie gerne persönlich.</p>',
      fields: [
        {
          type: 'text',
          value: { type: 'text', fieldId: 'name', label: 'Name', description: 'Vor- und Nachname', isRequired: true, hasMaxWidth: true, options: [] },
        },
        {
          type: 'text',
          value: { type: 'email', fieldId: 'email', label: 'E-Mail', description: 'name@beispiel.at', isRequired: true, hasMaxWidth: true, options: [] },
        },
        { type: 'text', value: { type: 'text', fieldId: 'phone', label: 'Telefon', description: '+43 …', isRequired: false, hasMaxWidth: true, options: [] } },
        {
          type: 'select',
          value: {
            fieldId: 'branch',
            label: 'Filiale',
            description: '',
            isRequired: true,
            hasMaxWidth: true,
            options: [
              { value: branchIds.graz, label: 'Graz Annenstraße' },
              { value: branchIds.leibnitz, label: 'Leibnitz Hauptplatz' },
              { value: branchIds.weiz, label: 'Weiz Birkfelder Straße' },
            ],
          },
        },
        {
          type: 'multiselect',
          value: {
            fieldId: 'interest',
            label: 'Interesse an',
            description: '',
            isRequired: false,
            hasMaxWidth: false,
            options: [
              { value: 'platten', label: 'Party-Platten' },
              { value: 'spanferkel', label: 'Spanferkel' },
              { value: 'buffet', label: 'Warmes Buffet' },
            ],
          },
        },
        {
          type: 'text',
          value: {
            type: 'textarea',
            fieldId: 'message',
            label: 'Ihre Nachricht',
            description: 'Datum, Anzahl der Gäste, Wünsche',
            isRequired: true,
            hasMaxWidth: false,
            options: [],
          },
        },
        {
          type: 'boolean',
          value: { fieldId: 'callback', label: 'Bitte rufen Sie mich zurück', description: '', isRequired: false, hasMaxWidth: false, options: [] },
        },
      ],
    },
  },
];

/** A reusable text block: the delivery note shown on pages about ordering. */
export const blocks: Block[] = [
  {
    id: blockIds.footerNote,
    identifier: 'lieferhinweis',
    name: 'Lieferhinweis',
    content: {
      text: '<p>Lieferung in Graz (8010, 8020, 8052) Montag bis Samstag. Ab 40 € Bestellwert liefern wir in Lend und Gries gratis.</p>',
    },
  },
];
