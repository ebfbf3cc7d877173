/**
 * The demo catalogue: tags, categories, 51 products and one menu (product catalogue) per branch.
 *
 * Prices are gross in € per product unit (Austrian shop prices include VAT). Food carries the
 * reduced rate of 10 % for every order type, drinks the standard 20 %. Wurst and Aufschnitt are
 * sold by the decagram ("10 Deka Extrawurst"), meat by the kilogram with a piece as alternative
 * unit, the lunch menu by the serving. Allergens are declared by the letter codes of the Austrian
 * Allergeninformationsverordnung (A–R, see legal-texts.ts); plain meat declares none. A few
 * products add a free-text note (traces in the bread, a lunch menu to choose from).
 *
 * Weighed goods are "approximate" (ca.): the counter cuts close to the ordered weight and the
 * customer pays what the scale says. Whole animals and platters are "minimum" (ab): the final
 * price depends on size and extras.
 */
import type { z } from 'zod';
import type { openingHoursRuleSchema } from '#shared/schemas/branch.ts';
import type {
  alternativeUnitSchema,
  categoryInputSchema,
  menuInputSchema,
  productInputSchema,
  productPartSchema,
  tagInputSchema,
} from '#shared/schemas/catalogue.ts';
import { branchIds, categoryIds, menuIds, productIds, tagIds } from '../ids';
import type { SeedRecord } from '../types';

type Tag = SeedRecord<typeof tagInputSchema>;
type Category = SeedRecord<typeof categoryInputSchema>;
type Menu = SeedRecord<typeof menuInputSchema>;
type Product = SeedRecord<typeof productInputSchema>;
type ProductFields = Partial<Product> & Pick<Product, 'name' | 'price'>;
type AlternativeUnit = z.input<typeof alternativeUnitSchema>;
type Part = z.input<typeof productPartSchema>;
type PartOption = NonNullable<Part['options']>[number];
type PricingModel = NonNullable<Product['pricing']>;

export const tags: Tag[] = [
  { id: tagIds.mittagsmenue, name: 'Mittagsmenü' },
  { id: tagIds.lieferung, name: 'Lieferung' },
  { id: tagIds.parkplatz, name: 'Parkplatz' },
  { id: tagIds.leberkaese, name: 'Heißer Leberkäse' },
  { id: tagIds.sitzplaetze, name: 'Sitzplätze' },
  { id: tagIds.catering, name: 'Catering' },
];

/** Lunch is served Monday to Friday, 11:00–14:00 (weekend rules close it). */
export const lunchSchedule: z.input<typeof openingHoursRuleSchema>[] = [
  { type: 'daily', isClosed: false, from: '11:00', to: '14:00' },
  { type: 'saturday', isClosed: true },
  { type: 'sunday', isClosed: true },
];

const category = (id: string, name: string, extra: Partial<Category> = {}): Category => ({
  id,
  name,
  isEnabled: true,
  schedule: [],
  isVisibleWhenUnavailable: false,
  ...extra,
});

export const categories: Category[] = [
  category(categoryIds.frischfleisch, 'Frischfleisch'),
  category(categoryIds.wurst, 'Wurst & Aufschnitt'),
  category(categoryIds.heisseTheke, 'Heiße Theke'),
  // Outside lunch time the category stays listed (greyed out) so customers see the offer.
  category(categoryIds.mittagsmenue, 'Mittagsmenü', { schedule: lunchSchedule, isVisibleWhenUnavailable: true }),
  category(categoryIds.feinkost, 'Feinkost & Salate'),
  category(categoryIds.grill, 'Grillspezialitäten'),
  category(categoryIds.getraenke, 'Getränke'),
  category(categoryIds.party, 'Party & Catering'),
];

const food = { tax: 10, dineInTax: 10, takeawayTax: 10 } as const;
const drink = { tax: 20, dineInTax: 20, takeawayTax: 20 } as const;

const product = (id: string, fields: ProductFields): Product => ({
  id,
  type: 'simple',
  images: [],
  isPriceHidden: false,
  ...food,
  pricing: 'fixed',
  calculationModel: 'fixed',
  alternativeUnits: [],
  minimumQuantity: 1,
  maximumQuantity: 20,
  quantityStepSize: 1,
  defaultQuantity: 1,
  isStepByStep: false,
  isEnabled: true,
  schedule: [],
  isVisibleWhenUnavailable: false,
  config: { parts: [] },
  isLeadTimeEnabled: false,
  ...fields,
});

/** Meat by the kilogram, weighed at the counter; optionally also ordered by the piece. */
const byKilogram = (minimum: number, maximum: number, step: number, defaultQuantity: number): Partial<Product> => ({
  unit: 'kilogram',
  defaultUnit: 'kilogram',
  pricing: 'approximate',
  calculationModel: 'approximate',
  minimumQuantity: minimum,
  maximumQuantity: maximum,
  quantityStepSize: step,
  defaultQuantity,
});

/** A piece as alternative unit of a kilogram product: `ratio` kg per piece. */
const perPiece = (ratio: number, maximum = 20): AlternativeUnit => ({
  unit: 'amount',
  ratio,
  minimumQuantity: 1,
  maximumQuantity: maximum,
  quantityStepSize: 1,
  calculationModel: 'approximate',
});

/** A kilogram as alternative unit of a decagram product (1 kg = 100 dag). */
const kilogramOfDecagram = (calculationModel: PricingModel): AlternativeUnit => ({
  unit: 'kilogram',
  ratio: 100,
  minimumQuantity: 0.5,
  maximumQuantity: 3,
  quantityStepSize: 0.1,
  calculationModel,
});

/** Aufschnitt by the decagram: from 5 dag in 5-dag steps, default 10 dag, also by the kilogram. */
const byDecagram = (pricing: PricingModel, defaultQuantity = 10): Partial<Product> => ({
  unit: 'decagram',
  defaultUnit: 'decagram',
  pricing,
  calculationModel: pricing,
  minimumQuantity: 5,
  maximumQuantity: 300,
  quantityStepSize: 5,
  defaultQuantity,
  alternativeUnits: [kilogramOfDecagram(pricing)],
});

const pieces = (maximum = 20, defaultQuantity = 1): Partial<Product> => ({
  unit: 'amount',
  defaultUnit: 'amount',
  minimumQuantity: 1,
  maximumQuantity: maximum,
  quantityStepSize: 1,
  defaultQuantity,
});

const servings = (maximum = 10): Partial<Product> => ({
  unit: 'serving',
  defaultUnit: 'serving',
  minimumQuantity: 1,
  maximumQuantity: maximum,
  quantityStepSize: 1,
  defaultQuantity: 1,
});

const leadTime = (leadTimeType: NonNullable<Product['leadTimeType']>, leadTimeValue: number): Partial<Product> => ({
  isLeadTimeEnabled: true,
  leadTimeType,
  leadTimeValue,
});

const option = (name: string, value?: number, modifier: PartOption['modifier'] = 'add'): PartOption =>
  value === undefined ? { name } : { name, modifier, value };

const part = (name: string, type: Part['type'], optional: boolean, options: PartOption[] = [], description?: string): Part => ({
  name,
  ...(description ? { description } : {}),
  type,
  optional,
  options,
});

const configurable = (...parts: Part[]): Partial<Product> => ({ type: 'configurable', config: { parts } });

const mustard = [option('Senf süß'), option('Senf scharf')];

// ---------------------------------------------------------------- Frischfleisch
const frischfleisch = [
  product(productIds.rindsschnitzel, {
    name: 'Rindsschnitzel aus der Schale',
    description: 'Vom steirischen Jungrind, dünn geschnitten und auf Wunsch plattiert. Ein Schnitzel wiegt ca. 15 dag.',
    price: 32.9,
    ...byKilogram(0.15, 5, 0.05, 2),
    defaultUnit: 'amount',
    alternativeUnits: [perPiece(0.15)],
  }),
  product(productIds.schweinsschnitzel, {
    name: 'Schweinsschnitzel vom Schlögel',
    description: 'Mager und zart, ideal für das Wiener Schnitzel. Ein Schnitzel wiegt ca. 13 dag.',
    price: 14.9,
    ...byKilogram(0.15, 5, 0.05, 4),
    defaultUnit: 'amount',
    alternativeUnits: [perPiece(0.13)],
  }),
  product(productIds.kalbsschnitzel, {
    name: 'Kalbsschnitzel',
    description: 'Vom österreichischen Milchkalb, hauchdünn geschnitten. Ein Schnitzel wiegt ca. 12 dag.',
    price: 44.9,
    ...byKilogram(0.1, 3, 0.05, 2),
    defaultUnit: 'amount',
    alternativeUnits: [perPiece(0.12, 12)],
  }),
  product(productIds.tafelspitz, {
    name: 'Tafelspitz vom Almochsen',
    description: 'Der Klassiker für die Wiener Küche: im Ganzen oder halbiert, ca. 1 bis 1,8 kg pro Stück.',
    price: 29.9,
    ...byKilogram(0.5, 4, 0.25, 1),
  }),
  product(productIds.beiried, {
    name: 'Beiried Dry Aged (28 Tage)',
    description: 'Am Knochen gereift, mit kräftigem, nussigem Aroma. Nach Gewicht wird exakt auf Ihr Wunschgewicht geschnitten, ein Steak wiegt ca. 30 dag.',
    price: 54.9,
    unit: 'kilogram',
    defaultUnit: 'amount',
    // The weight is cut to order and billed as ordered; a "steak" varies around 30 dag.
    pricing: 'fixed',
    calculationModel: 'fixed',
    minimumQuantity: 0.3,
    maximumQuantity: 3,
    quantityStepSize: 0.1,
    defaultQuantity: 2,
    alternativeUnits: [perPiece(0.3, 10)],
  }),
  product(productIds.schweinsbraten, {
    name: 'Schweinsbraten vom Schopf',
    description: 'Schön durchzogen und saftig, mit oder ohne Schwarte. Für 4 Personen rechnen Sie ca. 1,2 kg.',
    price: 12.9,
    ...byKilogram(0.5, 5, 0.25, 1.25),
  }),
  product(productIds.faschiertes, {
    name: 'Faschiertes gemischt',
    description: 'Rind und Schwein, täglich frisch faschiert: fein für Laibchen, grob für Sugo und Chili.',
    price: 11.9,
    ...byKilogram(0.25, 5, 0.25, 0.5),
    // Also by the gram (from 250 g in 50-g steps) for small households.
    alternativeUnits: [{ unit: 'gram', ratio: 0.001, minimumQuantity: 250, maximumQuantity: 5000, quantityStepSize: 50, calculationModel: 'approximate' }],
    ...configurable(part('Mahlgrad', 'select', false, [option('Fein'), option('Grob')])),
  }),
  product(productIds.huehnerbrust, {
    name: 'Hühnerbrust vom Freilandhuhn',
    description: 'Ohne Haut und Knochen, aus der Oststeiermark. Eine Brust wiegt ca. 20 dag.',
    price: 18.9,
    ...byKilogram(0.2, 5, 0.1, 2),
    defaultUnit: 'amount',
    alternativeUnits: [perPiece(0.2)],
  }),
  product(productIds.lammkoteletts, {
    name: 'Lammkoteletts',
    description: 'Vom steirischen Weidelamm, einzeln geschnitten. Ein Kotelett wiegt ca. 8 dag.',
    price: 38.9,
    ...byKilogram(0.2, 3, 0.1, 0.5),
    alternativeUnits: [perPiece(0.08, 30)],
  }),
  product(productIds.suppenfleisch, {
    name: 'Rindsuppenfleisch mit Knochen',
    description: 'Beinscheiben und Querrippe für eine kräftige Rindsuppe.',
    price: 11.9,
    ...byKilogram(0.5, 5, 0.25, 1),
  }),
];

// ---------------------------------------------------------------- Wurst & Aufschnitt
const wurst = [
  product(productIds.extrawurst, {
    name: 'Extrawurst',
    description: 'Die österreichische Lieblingswurst, fein geschnitten. Hausgemacht nach Familienrezept.',
    allergenCodes: ['F', 'G'],
    price: 1.49,
    ...byDecagram('approximate'),
  }),
  product(productIds.beinschinken, {
    name: 'Beinschinken',
    description: 'Am Knochen gekocht und leicht geräuchert.',
    price: 2.49,
    ...byDecagram('approximate'),
  }),
  product(productIds.salami, {
    name: 'Ungarische Salami',
    description: 'Luftgetrocknet, mit Paprika. Auch in Gramm bestellbar.',
    allergenCodes: ['M'],
    price: 2.89,
    ...byDecagram('approximate'),
    alternativeUnits: [
      kilogramOfDecagram('approximate'),
      { unit: 'gram', ratio: 0.1, minimumQuantity: 50, maximumQuantity: 1000, quantityStepSize: 10, calculationModel: 'approximate' },
    ],
  }),
  product(productIds.krakauer, {
    name: 'Krakauer',
    description: 'Grob, mit sichtbaren Fleischstücken, kalt geräuchert.',
    allergenCodes: ['M'],
    price: 1.79,
    ...byDecagram('approximate'),
  }),
  product(productIds.leberkaeseKalt, {
    name: 'Leberkäse (Aufschnitt)',
    description: 'Unser Leberkäse, kalt und dünn geschnitten.',
    allergenCodes: ['G'],
    price: 1.39,
    ...byDecagram('approximate', 15),
  }),
  product(productIds.bauchspeck, {
    name: 'Steirischer Bauchspeck',
    description: 'Über Buchenholz geräuchert, im Stück oder geschnitten.',
    price: 2.19,
    ...byDecagram('approximate', 20),
  }),
  product(productIds.kantwurst, {
    name: 'Kantwurst',
    description: 'Steirische Jausenwurst, luftgetrocknet.',
    allergenCodes: ['M'],
    price: 1.99,
    ...byDecagram('approximate'),
  }),
  product(productIds.blutwurst, {
    name: 'Blunzen (Blutwurst)',
    description: 'Hausgemacht, zum Braten mit Zwiebel und Erdäpfeln.',
    allergenCodes: ['A'],
    price: 1.29,
    ...byDecagram('approximate', 20),
  }),
  product(productIds.frankfurter, {
    name: 'Frankfurter',
    description: 'Im Naturdarm, im Paar verkauft.',
    allergenCodes: ['M'],
    price: 2.4,
    unit: 'pair',
    defaultUnit: 'pair',
    minimumQuantity: 1,
    maximumQuantity: 20,
    quantityStepSize: 1,
    defaultQuantity: 2,
  }),
  product(productIds.kaesekrainer, {
    name: 'Käsekrainer (roh)',
    description: 'Zum Selbstbraten oder Grillen. Auch im Sechserpack.',
    allergenCodes: ['G'],
    price: 1.95,
    ...pieces(30, 4),
    alternativeUnits: [{ unit: 'package', ratio: 6, minimumQuantity: 1, maximumQuantity: 5, quantityStepSize: 1, calculationModel: 'fixed' }],
  }),
];

// ---------------------------------------------------------------- Heiße Theke
const heisseTheke = [
  product(productIds.leberkaesesemmel, {
    name: 'Leberkässemmel',
    description: 'Ofenwarmer Leberkäse, dick geschnitten, im Gebäck Ihrer Wahl.',
    allergenCodes: ['A', 'G', 'M'],
    allergens: 'Das Gebäck kann Spuren von Sesam enthalten.',
    price: 3.9,
    ...pieces(10),
    ...configurable(
      part('Gebäck', 'select', false, [option('Semmel'), option('Schwarzbrot', 0.2), option('Laugenstange', 0.4)]),
      part('Leberkäse', 'select', false, [option('Klassisch'), option('Käseleberkäse', 0.6), option('Pizzaleberkäse', 0.6)]),
      part('Extras', 'multiselect', true, [...mustard, option('Gurkerl', 0.3), option('Pfefferoni', 0.3), option('Kren')]),
    ),
  }),
  product(productIds.leberkaeseWarm, {
    name: 'Heißer Leberkäse nach Gewicht',
    description: 'Frisch aus dem Ofen, zum Mitnehmen für die Jause daheim.',
    allergenCodes: ['G'],
    // 1,59 € per 100 g (15,90 € per kg), as a butcher's hot counter prices it.
    price: 0.159,
    ...byDecagram('approximate', 20),
    alternativeUnits: [],
  }),
  product(productIds.schnitzelsemmel, {
    name: 'Schnitzelsemmel',
    description: 'Knuspriges Schweinsschnitzel in der Kaisersemmel.',
    allergenCodes: ['A', 'C', 'G'],
    allergens: 'Das Gebäck kann Spuren von Sesam enthalten.',
    price: 5.9,
    ...pieces(10),
    ...configurable(
      part('Gebäck', 'select', false, [option('Kaisersemmel'), option('Kornspitz', 0.3)]),
      part('Extras', 'multiselect', true, [option('Salat'), option('Zwiebel'), option('Ketchup'), option('Mayonnaise'), option('Preiselbeeren', 0.3)]),
    ),
  }),
  product(productIds.bosna, {
    name: 'Bosna',
    description: 'Bratwürstel im Weißbrot mit Zwiebel, Senf und Curry – die Salzburger Art.',
    allergenCodes: ['A', 'M'],
    price: 4.9,
    ...pieces(10),
    ...configurable(part('Schärfe', 'select', false, [option('Mild'), option('Scharf')])),
  }),
  product(productIds.stelze, {
    name: 'Schweinsstelze gegrillt',
    description: 'Knusprig gegrillt, ca. 1 kg. Der Preis richtet sich nach dem Gewicht der Stelze.',
    price: 13.9,
    ...pieces(6),
    pricing: 'approximate',
    calculationModel: 'approximate',
    ...configurable(
      part('Beilage', 'select', true, [option('Sauerkraut', 1.9), option('Erdäpfelsalat', 2.4)]),
      part('Saucen', 'multiselect', true, [...mustard, option('Kren')]),
    ),
  }),
  product(productIds.grillhendl, {
    name: 'Halbes Grillhendl',
    description: 'Vom Freilandhuhn, mit Kräutersalz gewürzt.',
    price: 7.5,
    ...pieces(8),
  }),
  product(productIds.kaesekrainerTeller, {
    name: 'Käsekrainer-Teller',
    description: 'Zwei Käsekrainer vom Grill mit Beilage und Saucen.',
    allergenCodes: ['A', 'G', 'M'],
    price: 6.9,
    ...servings(),
    ...configurable(
      part('Beilage', 'select', false, [option('Semmel'), option('Pommes frites', 1.5), option('Ohne Beilage', 0.8, 'subtract')]),
      part('Saucen', 'multiselect', true, [...mustard, option('Ketchup'), option('Kren')]),
    ),
  }),
];

// ---------------------------------------------------------------- Mittagsmenü
const lunch = { ...servings(), schedule: lunchSchedule, isVisibleWhenUnavailable: true };

const mittagsmenue = [
  product(productIds.tagesmenue, {
    name: 'Mittagsmenü (Suppe und Hauptspeise)',
    description: 'Montag bis Freitag von 11 bis 14 Uhr. Stellen Sie Ihr Menü Schritt für Schritt zusammen.',
    allergenCodes: ['A', 'C', 'G', 'L'],
    allergens: 'Die Allergene gelten für alle Speisen zur Auswahl. Welche in Ihrer Speise stecken, sagt Ihnen gerne unser Personal.',
    price: 11.9,
    ...lunch,
    isStepByStep: true,
    ...configurable(
      part('Suppe', 'select', false, [option('Frittatensuppe'), option('Grießnockerlsuppe'), option('Tagessuppe')], 'Alle Suppen mit hausgemachter Rindsuppe.'),
      part('Hauptspeise', 'select', false, [
        option('Schweinsbraten mit Semmelknödel und Krautsalat'),
        option('Gemüselaibchen mit Erdäpfelpüree'),
        option('Wiener Schnitzel vom Kalb mit Petersilerdäpfeln', 4),
      ]),
      part(
        'Portion',
        'select',
        false,
        [option('Normale Portion'), option('Seniorenteller', 9.5, 'overwrite')],
        'Der Seniorenteller ist eine kleinere Portion zum Fixpreis.',
      ),
      part('Anmerkung', 'textarea', true, [], 'z. B. ohne Zwiebel'),
    ),
  }),
  product(productIds.wienerSchnitzelMenue, {
    name: 'Wiener Schnitzel vom Schwein mit Erdäpfelsalat',
    description: 'Goldbraun in Butterschmalz herausgebacken, mit Preiselbeeren und Zitrone.',
    allergenCodes: ['A', 'C', 'G', 'M'],
    price: 12.5,
    ...lunch,
  }),
  product(productIds.rindsgulasch, {
    name: 'Rindsgulasch mit Semmel',
    description: 'Stundenlang geschmort, mit viel Zwiebel und edelsüßem Paprika.',
    allergenCodes: ['A'],
    price: 10.9,
    ...lunch,
  }),
  product(productIds.beuschel, {
    name: 'Kalbsbeuschel mit Semmelknödel',
    description: 'Derzeit nicht erhältlich – ab Herbst wieder auf unserer Mittagskarte.',
    allergenCodes: ['A', 'C', 'G', 'L', 'M', 'O'],
    price: 11.5,
    ...lunch,
    isEnabled: false,
  }),
];

// ---------------------------------------------------------------- Feinkost & Salate
const feinkost = [
  product(productIds.erdaepfelsalat, {
    name: 'Steirischer Erdäpfelsalat',
    description: 'Mit Kernöl, Zwiebel und Schnittlauch, täglich frisch angemacht.',
    allergenCodes: ['M', 'O'],
    price: 0.59,
    ...byDecagram('fixed', 25),
  }),
  product(productIds.rindfleischsalat, {
    name: 'Rindfleischsalat mit Kernöl',
    description: 'Gekochtes Rindfleisch mit roten Zwiebeln, Käferbohnen und steirischem Kürbiskernöl.',
    allergenCodes: ['M', 'O'],
    price: 1.49,
    ...byDecagram('fixed', 20),
  }),
  product(productIds.liptauer, {
    name: 'Liptauer (200 g)',
    description: 'Hausgemachter Topfenaufstrich mit Paprika, Kümmel und Kapern.',
    allergenCodes: ['G'],
    price: 4.2,
    ...pieces(10),
  }),
  product(productIds.grammelschmalz, {
    name: 'Grammeln',
    description: 'Hausgemacht, knusprig ausgelassen. Ideal für Grammelknödel oder aufs Schmalzbrot.',
    price: 0.032,
    unit: 'gram',
    defaultUnit: 'gram',
    minimumQuantity: 100,
    maximumQuantity: 1000,
    quantityStepSize: 50,
    defaultQuantity: 200,
  }),
  product(productIds.kuerbiskernoel, {
    name: 'Steirisches Kürbiskernöl g.g.A. (0,5 l)',
    description: 'Aus gerösteten Kernen, kalt gepresst in der Ölmühle bei Leibnitz.',
    price: 16.9,
    ...pieces(6),
  }),
  product(productIds.rindsuppe, {
    name: 'Hausgemachte Rindsuppe',
    description: 'Kräftig, mit Wurzelgemüse. Im Glas zum Aufwärmen, pro halben Liter.',
    allergenCodes: ['L'],
    price: 6.9,
    unit: 'liter',
    defaultUnit: 'liter',
    minimumQuantity: 0.5,
    maximumQuantity: 5,
    quantityStepSize: 0.5,
    defaultQuantity: 1,
  }),
  product(productIds.sulz, {
    name: 'Rindssulz mit Kernöl',
    description: 'Mit Essig, Zwiebel und Kürbiskernöl angerichtet.',
    allergenCodes: ['L', 'M', 'O'],
    price: 1.39,
    ...byDecagram('fixed', 15),
  }),
];

// ---------------------------------------------------------------- Grillspezialitäten
const grill = [
  product(productIds.grillkoteletts, {
    name: 'Grillkoteletts mariniert',
    description: 'Schweinskarree in Kräuter-Knoblauch-Marinade. Ein Kotelett wiegt ca. 18 dag.',
    allergenCodes: ['L', 'M'],
    price: 15.9,
    ...byKilogram(0.2, 5, 0.1, 4),
    defaultUnit: 'amount',
    alternativeUnits: [perPiece(0.18, 30)],
  }),
  product(productIds.spareribs, {
    name: 'Spareribs mariniert',
    description: 'In rauchiger BBQ-Marinade, vorgegart – nur noch auf den Grill.',
    allergenCodes: ['F', 'L', 'M', 'O'],
    price: 16.9,
    ...byKilogram(0.5, 5, 0.25, 1),
  }),
  product(productIds.cevapcici, {
    name: 'Ćevapčići',
    description: 'Aus Rind- und Lammfleisch, mit Knoblauch gewürzt. Ab 5 Stück.',
    price: 0.95,
    unit: 'amount',
    defaultUnit: 'amount',
    minimumQuantity: 5,
    maximumQuantity: 100,
    quantityStepSize: 5,
    defaultQuantity: 10,
  }),
  product(productIds.ribeye, {
    name: 'Rib-Eye-Steak vom Almochsen',
    description: 'Ca. 35 dag, schön marmoriert. Verrechnet wird das tatsächliche Gewicht.',
    price: 17.9,
    ...pieces(10, 2),
    pricing: 'approximate',
    calculationModel: 'approximate',
  }),
  product(productIds.grillwuerstel, {
    name: 'Grillwürstel-Mix (6 Stück)',
    description: 'Je zwei Käsekrainer, Bratwürstel und Chili-Würstel.',
    allergenCodes: ['G', 'M'],
    price: 9.9,
    unit: 'package',
    defaultUnit: 'package',
    minimumQuantity: 1,
    maximumQuantity: 10,
    quantityStepSize: 1,
    defaultQuantity: 1,
  }),
];

// ---------------------------------------------------------------- Getränke
const getraenke = [
  product(productIds.almdudler, {
    name: 'Almdudler (0,35 l)',
    description: 'Kräuterlimonade aus Österreich.',
    ...drink,
    price: 2.9,
    ...pieces(24),
  }),
  product(productIds.bier, {
    name: 'Steirisches Märzen (0,5 l)',
    description: 'Aus der Brauerei um die Ecke. Abgabe nur an Personen ab 16 Jahren.',
    allergenCodes: ['A'],
    ...drink,
    price: 3.5,
    ...pieces(24),
  }),
  product(productIds.mineral, {
    name: 'Mineralwasser prickelnd (0,5 l)',
    description: 'Aus der Oststeiermark.',
    ...drink,
    price: 2.2,
    ...pieces(24),
  }),
  product(productIds.apfelsaftGespritzt, {
    name: 'Apfelsaft gespritzt (0,5 l)',
    description: 'Naturtrüber Apfelsaft vom Bauernhof mit Mineralwasser.',
    ...drink,
    price: 3.2,
    ...pieces(24),
  }),
];

// ---------------------------------------------------------------- Party & Catering
const party = [
  product(productIds.aufschnittplatte, {
    name: 'Party-Platte „Steirische Jause“',
    description:
      'Aufschnitt, Braten, Käse, Aufstriche und Gemüse, liebevoll angerichtet. Preis pro Person, ab 6 Personen. Bitte einen Tag im Voraus bestellen.',
    allergenCodes: ['A', 'C', 'G', 'L', 'M', 'O'],
    price: 14.9,
    unit: 'person',
    defaultUnit: 'person',
    pricing: 'minimum',
    calculationModel: 'minimum',
    minimumQuantity: 6,
    maximumQuantity: 80,
    quantityStepSize: 1,
    defaultQuantity: 10,
    ...leadTime('days', 1),
    ...configurable(
      part('Zusammenstellung', 'select', false, [option('Klassisch'), option('Steirisch mit Kernöl-Spezialitäten', 2), option('Deluxe mit Beiried', 4.5)]),
      part('Extras', 'multiselect', true, [option('Gebäckkorb', 1.5), option('Kren und Senf'), option('Essiggurkerl', 0.5), option('Kräuterdekoration')]),
      part('Wunschtext', 'text', true, [], 'Text für das Kärtchen auf der Platte, z. B. „Alles Gute zum 50er!“'),
    ),
  }),
  product(productIds.broetchen, {
    name: 'Belegte Brötchen',
    description: 'Gemischt belegt, ab 10 Stück. Bitte mindestens 12 Stunden im Voraus bestellen.',
    allergenCodes: ['A', 'C', 'G', 'M'],
    price: 2.2,
    unit: 'amount',
    defaultUnit: 'amount',
    minimumQuantity: 10,
    maximumQuantity: 200,
    quantityStepSize: 5,
    defaultQuantity: 20,
    ...leadTime('hours', 12),
    ...configurable(
      part('Sorten', 'multiselect', false, [
        option('Extrawurst mit Ei'),
        option('Schinken und Käse'),
        option('Liptauer'),
        option('Eiaufstrich'),
        option('Speck mit Kren'),
      ]),
    ),
  }),
  product(productIds.spanferkel, {
    name: 'Spanferkel im Ganzen',
    description: 'Für ca. 20 Personen, knusprig gebraten und auf Wunsch tranchiert. Der Endpreis richtet sich nach dem Gewicht. Vorlaufzeit zwei Tage.',
    price: 289,
    ...pieces(2),
    pricing: 'minimum',
    calculationModel: 'minimum',
    ...leadTime('days', 2),
    ...configurable(
      part('Zubereitung', 'select', false, [option('Gebraten und tranchiert'), option('Gebraten im Ganzen'), option('Roh zum Selbstgrillen', 40, 'subtract')]),
      part('Beilagen', 'multiselect', true, [option('Krautsalat für 20 Personen', 35), option('Erdäpfelsalat für 20 Personen', 45)]),
    ),
  }),
  product(productIds.grillpaket, {
    name: 'Grillpaket für 4 Personen',
    description: 'Grillkoteletts, Käsekrainer, Ćevapčići und Spareribs, dazu Kräuterbutter und zwei Saucen.',
    allergenCodes: ['F', 'G', 'L', 'M', 'O'],
    price: 49.9,
    unit: 'package',
    defaultUnit: 'package',
    minimumQuantity: 1,
    maximumQuantity: 10,
    quantityStepSize: 1,
    defaultQuantity: 1,
    ...leadTime('hours', 24),
  }),
];

export const productsByCategory: Record<string, Product[]> = {
  [categoryIds.frischfleisch]: frischfleisch,
  [categoryIds.wurst]: wurst,
  [categoryIds.heisseTheke]: heisseTheke,
  [categoryIds.mittagsmenue]: mittagsmenue,
  [categoryIds.feinkost]: feinkost,
  [categoryIds.grill]: grill,
  [categoryIds.getraenke]: getraenke,
  [categoryIds.party]: party,
};

export const products = Object.values(productsByCategory).flat();

/** A menu's catalog: the categories in display order, each with its products. */
const catalogOf = (categoryList: readonly string[]) => categoryList.map((id) => ({ id, products: productsByCategory[id]?.map((item) => item.id) ?? [] }));

const allCategories = categories.map((item) => item.id);

export const menus: Menu[] = [
  {
    id: menuIds.graz,
    name: 'Sortiment Graz',
    branches: [{ id: branchIds.graz }],
    catalog: catalogOf(allCategories),
  },
  {
    // No kitchen in Leibnitz: no lunch menu, but the full catering range.
    id: menuIds.leibnitz,
    name: 'Sortiment Leibnitz',
    branches: [{ id: branchIds.leibnitz }],
    catalog: catalogOf(allCategories.filter((id) => id !== categoryIds.mittagsmenue)),
  },
  {
    // The Imbiss in Weiz has no cold room for whole animals and platters.
    id: menuIds.weiz,
    name: 'Sortiment Weiz',
    branches: [{ id: branchIds.weiz }],
    catalog: catalogOf(allCategories.filter((id) => id !== categoryIds.party)),
  },
];
