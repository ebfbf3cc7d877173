/**
 * The "big chain": the demo shop grown to ten branches, 800 products in 16 categories (with
 * parts and alternative units) and 60 content pages, for measuring what the storefront and
 * `/api/init` cost at ten times the demo's size (issue "Fast at the lunch rush and at ten times
 * the size"). Deterministic: names, prices and menus come from a seeded random sequence and the
 * ids from a hash of each record's key, so two runs write the same shop.
 *
 * The demo shop (infra/local/seed) is the base: its config, division, branches, catalogue,
 * content, staff and devices stay as they are (its customers' orders are left out, they would
 * only feed the statistics); generated branches, categories, products and pages are added, and
 * every branch gets its own menu. Records are parsed with the API's input schemas and written
 * through the repository, as the demo seed does.
 *
 * Try it by hand: `npx tsx scripts/bench/big-chain.ts` starts a local stack (free ports, the
 * built app from THEKE_DIST_DIR or dist/) with the big chain and prints its URLs.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { z } from 'zod';
import { EntityExistsError } from '#functions/db/errors.ts';
import { createEntity } from '#functions/db/repository.ts';
import { readConfig } from '#functions/lib/config.ts';
import { s3Client } from '#functions/lib/s3.ts';
import type { branchInputSchema } from '#shared/schemas/branch.ts';
import type { alternativeUnitSchema, categoryInputSchema, menuInputSchema, productInputSchema, productPartSchema } from '#shared/schemas/catalogue.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import type { AllergenCode } from '#shared/menu/allergens.ts';
import type { navigationInputSchema, siteInputSchema } from '#shared/schemas/content.ts';
import { slug } from '#shared/text/index.ts';
import { demoShopRecordSets, demoUsers, type RecordSet } from '../../infra/local/seed/demo-shop';
import { branches as demoBranches, grazBranch, weizBranch } from '../../infra/local/seed/data/branches';
import { categories as demoCategories, productsByCategory as demoProductsByCategory } from '../../infra/local/seed/data/catalogue';
import { navigationItem as item, navigations as demoNavigations, sites as demoSites } from '../../infra/local/seed/data/content';
import { photos, withProductPhotos } from '../../infra/local/seed/data/photos';
import { branchIds, categoryIds, menuIds } from '../../infra/local/seed/ids';
import { uploadPhotos } from '../../infra/local/seed/photos/files';
import type { SeedRecord } from '../../infra/local/seed/types';
import { cognitoClient, ensureUsers } from '../../infra/local/emulators/cognito';
import { repoRoot } from '../../infra/local/emulators/process';

type Branch = SeedRecord<typeof branchInputSchema>;
type Category = SeedRecord<typeof categoryInputSchema>;
type Menu = SeedRecord<typeof menuInputSchema>;
type Product = SeedRecord<typeof productInputSchema>;
type Part = z.input<typeof productPartSchema>;
type AlternativeUnit = z.input<typeof alternativeUnitSchema>;
type Site = SeedRecord<typeof siteInputSchema>;
type Navigation = SeedRecord<typeof navigationInputSchema>;

export const BIG_CHAIN_SIZE = { branches: 10, products: 800, pages: 60 } as const;

export interface BigChain {
  /** Every branch in display order: the demo's three first, then the generated ones. */
  branches: { id: string; identifier: string; name: string }[];
  /** Paths of all 60 content pages (`/ueber-uns`, `/rezepte/…`, `/site/imprint`, …). */
  pagePaths: string[];
  /** Records written per entity type by this call (0 when the chain was already stored). */
  created: Record<string, number>;
  products: number;
}

// ---------------------------------------------------------------- deterministic randomness

/** A small seeded generator (mulberry32): the same sequence on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A stable ULID for a record key (the timestamp part is fixed; the rest comes from a hash of the key). */
export function bigChainId(key: string): string {
  const hash = createHash('sha256').update(`big-chain:${key}`).digest();
  let id = '01M6E';
  for (let index = 0; id.length < 26; index++) id += CROCKFORD[hash[index]! % 32];
  return id;
}

// ---------------------------------------------------------------- branches

interface Town {
  identifier: string;
  city: string;
  street: string;
  zipCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  district: string;
}

const towns: Town[] = [
  {
    identifier: 'gleisdorf',
    city: 'Gleisdorf',
    street: 'Hauptplatz 7',
    zipCode: '8200',
    phone: '+43 3112 2461',
    latitude: 47.1039,
    longitude: 15.7083,
    district: 'Oststeiermark',
  },
  {
    identifier: 'hartberg',
    city: 'Hartberg',
    street: 'Ressavarstraße 18',
    zipCode: '8230',
    phone: '+43 3332 62190',
    latitude: 47.2806,
    longitude: 15.9697,
    district: 'Joglland',
  },
  {
    identifier: 'feldbach',
    city: 'Feldbach',
    street: 'Bürgergasse 4',
    zipCode: '8330',
    phone: '+43 3152 2274',
    latitude: 46.9525,
    longitude: 15.8886,
    district: 'Vulkanland',
  },
  {
    identifier: 'bruck',
    city: 'Bruck an der Mur',
    street: 'Koloman-Wallisch-Platz 3',
    zipCode: '8600',
    phone: '+43 3862 51833',
    latitude: 47.4106,
    longitude: 15.2686,
    district: 'Mürztal',
  },
  {
    identifier: 'leoben',
    city: 'Leoben',
    street: 'Franz-Josef-Straße 11',
    zipCode: '8700',
    phone: '+43 3842 42960',
    latitude: 47.3818,
    longitude: 15.0911,
    district: 'Obersteiermark',
  },
  {
    identifier: 'deutschlandsberg',
    city: 'Deutschlandsberg',
    street: 'Hauptplatz 22',
    zipCode: '8530',
    phone: '+43 3462 2718',
    latitude: 46.8152,
    longitude: 15.2153,
    district: 'Schilcherland',
  },
  {
    identifier: 'judenburg',
    city: 'Judenburg',
    street: 'Burggasse 9',
    zipCode: '8750',
    phone: '+43 3572 83312',
    latitude: 47.1717,
    longitude: 14.6603,
    district: 'Murtal',
  },
];

function generatedBranch(town: Town, index: number): Branch {
  const { apiKey: _apiKey, closedMessage: _closedMessage, ...template } = index % 2 === 0 ? weizBranch : grazBranch;
  const name = `${town.city} ${town.street.replace(/\s+\d+$/, '')}`;
  return {
    ...template,
    id: bigChainId(`branch:${town.identifier}`),
    identifier: town.identifier,
    name,
    description: `Ihre Fleischerei im ${town.district}: Frischfleisch von Bauern aus der Region, hausgemachte Wurst und jeden Mittag ein warmes Menü. Online bestellen und in ${town.city} abholen.`,
    street: town.street,
    zipCode: town.zipCode,
    city: town.city,
    phone: town.phone,
    email: `${town.identifier}@fleischerei-gruber.example`,
    latitude: town.latitude,
    longitude: town.longitude,
    keywords: `${town.city}, ${town.district}, Abholung, Mittagstisch`,
    // Delivery only where the template delivers (Graz-like branches), to the branch's own town.
    deliveryAreas: template.isDeliveryEnabled
      ? [{ area: `${town.city} (${town.zipCode})`, price: 3.5, tax: 20, free: false, freeFromOrderValue: 45, minimumOrderValue: 20 }]
      : [],
    isTableSelectionEnabled: false,
  };
}

// ---------------------------------------------------------------- catalogue

type UnitKind = 'kilogram' | 'decagram' | 'amount' | 'serving' | 'liter' | 'package';

interface CategoryPlan {
  key: string;
  name: string;
  /** The demo category whose records (and photos) this one extends or resembles. */
  demoCategory: string;
  /** A demo category itself (its demo products stay first). */
  isDemo: boolean;
  unit: UnitKind;
  bases: string[];
  qualifiers: string[];
  price: [number, number];
  allergens?: AllergenCode[];
  drink?: boolean;
}

const categoryPlans: CategoryPlan[] = [
  {
    key: 'frischfleisch',
    name: 'Frischfleisch',
    demoCategory: categoryIds.frischfleisch,
    isDemo: true,
    unit: 'kilogram',
    bases: [
      'Rindsgulasch',
      'Schweinskarree',
      'Kalbsrücken',
      'Rindsrouladen',
      'Schopfsteak',
      'Hüferscherzel',
      'Zwiebelrostbraten',
      'Schweinsfilet',
      'Rinderfilet',
      'Kalbsstelze',
      'Rostbraten',
      'Schulterscherzel',
    ],
    qualifiers: ['vom Almochsen', 'vom Strohschwein', 'aus dem Vulkanland', 'vom Murbodner Rind', 'aus der Oststeiermark', 'Bio'],
    price: [11.9, 59.9],
  },
  {
    key: 'wurst',
    name: 'Wurst & Aufschnitt',
    demoCategory: categoryIds.wurst,
    isDemo: true,
    unit: 'decagram',
    bases: [
      'Pariser',
      'Mortadella',
      'Jagdwurst',
      'Schinkenwurst',
      'Pikantwurst',
      'Putenextrawurst',
      'Lyoner',
      'Bierwurst',
      'Presswurst',
      'Zungenwurst',
      'Paprikawurst',
      'Knoblauchwurst',
    ],
    qualifiers: ['hausgemacht', 'fein', 'grob', 'mit Kräutern', 'leicht geräuchert', 'nach Großvaters Rezept'],
    price: [1.19, 3.49],
    allergens: ['M'],
  },
  {
    key: 'heisseTheke',
    name: 'Heiße Theke',
    demoCategory: categoryIds.heisseTheke,
    isDemo: true,
    unit: 'amount',
    bases: [
      'Leberkässemmel',
      'Schnitzelsemmel',
      'Bosna',
      'Käsekrainer',
      'Bratwurst',
      'Burenwurst',
      'Hendlhaxe',
      'Fleischlaibchen',
      'Surschnitzel',
      'Cordon bleu',
      'Grillhendl',
      'Stelzenbrot',
    ],
    qualifiers: ['klassisch', 'scharf', 'mit Kren', 'mit Gurkerl', 'mit Röstzwiebeln', 'im Vollkornweckerl'],
    price: [2.9, 9.9],
    allergens: ['A', 'M'],
  },
  {
    key: 'mittagsmenue',
    name: 'Mittagsmenü',
    demoCategory: categoryIds.mittagsmenue,
    isDemo: true,
    unit: 'serving',
    bases: [
      'Schweinsbraten mit Knödel',
      'Rindsgulasch mit Semmel',
      'Krautfleckerl',
      'Faschierter Braten',
      'Backhendl mit Erdäpfelsalat',
      'Kalbsrahmgeschnetzeltes',
      'Tafelspitz mit Apfelkren',
      'Cevapcici mit Reis',
      'Selchfleisch mit Sauerkraut',
      'Fleischstrudel mit Salat',
    ],
    qualifiers: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'kleine Portion'],
    price: [7.9, 12.9],
    allergens: ['A', 'C', 'G'],
  },
  {
    key: 'feinkost',
    name: 'Feinkost & Salate',
    demoCategory: categoryIds.feinkost,
    isDemo: true,
    unit: 'decagram',
    bases: [
      'Erdäpfelsalat',
      'Krautsalat',
      'Wurstsalat',
      'Fleischsalat',
      'Rindfleischsalat',
      'Eiaufstrich',
      'Linsensalat',
      'Käferbohnensalat',
      'Nudelsalat',
      'Heringsalat',
    ],
    qualifiers: ['mit Kernöl', 'steirisch', 'mit Zwiebel', 'mit Schnittlauch', 'hausgemacht', 'leicht'],
    price: [1.29, 2.99],
    allergens: ['C', 'M', 'O'],
  },
  {
    key: 'grill',
    name: 'Grillspezialitäten',
    demoCategory: categoryIds.grill,
    isDemo: true,
    unit: 'kilogram',
    bases: [
      'Grillkoteletts',
      'Spareribs',
      'Putenspieße',
      'Schopfsteaks',
      'Lammspieße',
      'Flanksteak',
      'Bauchfleisch',
      'Hühnerflügerl',
      'Rindsburger-Laibchen',
      'Grillwürstel',
    ],
    qualifiers: ['mariniert', 'mit Kräuterbutter', 'BBQ', 'mit Knoblauch', 'natur', 'mit Paprika'],
    price: [12.9, 39.9],
  },
  {
    key: 'getraenke',
    name: 'Getränke',
    demoCategory: categoryIds.getraenke,
    isDemo: true,
    unit: 'amount',
    bases: ['Apfelsaft', 'Holundersaft', 'Almdudler', 'Mineralwasser', 'Märzenbier', 'Radler', 'Traubensaft', 'Eistee', 'Schilcher', 'Most'],
    qualifiers: ['0,33 l', '0,5 l', '1 l', 'naturtrüb', 'gespritzt', 'regional'],
    price: [1.5, 6.9],
    drink: true,
  },
  {
    key: 'party',
    name: 'Party & Catering',
    demoCategory: categoryIds.party,
    isDemo: true,
    unit: 'package',
    bases: ['Jausenplatte', 'Bratenplatte', 'Käse-Wurst-Platte', 'Brötchenplatte', 'Aufstrichplatte', 'Grillplatte', 'Buffet warm', 'Kalte Platte'],
    qualifiers: ['für 6 Personen', 'für 10 Personen', 'für 20 Personen', 'festlich', 'steirisch', 'klein'],
    price: [39, 189],
    allergens: ['A', 'C', 'G', 'M'],
  },
  {
    key: 'wild',
    name: 'Wild & Lamm',
    demoCategory: categoryIds.frischfleisch,
    isDemo: false,
    unit: 'kilogram',
    bases: [
      'Rehrücken',
      'Hirschkeule',
      'Wildschweinragout',
      'Lammkeule',
      'Lammrücken',
      'Hirschgulasch',
      'Rehschnitzel',
      'Lammschulter',
      'Gamsragout',
      'Wildbratwurst',
    ],
    qualifiers: ['aus heimischer Jagd', 'vom Weidelamm', 'ausgelöst', 'am Knochen', 'aus dem Gesäuse', 'küchenfertig'],
    price: [24.9, 69.9],
  },
  {
    key: 'gefluegel',
    name: 'Geflügel',
    demoCategory: categoryIds.frischfleisch,
    isDemo: false,
    unit: 'kilogram',
    bases: [
      'Hendl ganz',
      'Hendlkeulen',
      'Putenbrust',
      'Putenschnitzel',
      'Entenbrust',
      'Gänsekeule',
      'Maishendl',
      'Hühnerfilet',
      'Putenoberkeule',
      'Hendlleber',
    ],
    qualifiers: ['vom Freilandhuhn', 'aus der Steiermark', 'Bio', 'küchenfertig', 'ohne Haut', 'mit Haut'],
    price: [8.9, 34.9],
  },
  {
    key: 'selch',
    name: 'Selchwaren & Speck',
    demoCategory: categoryIds.wurst,
    isDemo: false,
    unit: 'decagram',
    bases: [
      'Karreespeck',
      'Schopfspeck',
      'Hamburgerspeck',
      'Rohschinken',
      'Selchkarree',
      'Kümmelbraten',
      'Osterschinken',
      'Verhackert',
      'Schinkenspeck',
      'Bauchspeck gerollt',
    ],
    qualifiers: ['über Buchenholz geräuchert', 'luftgetrocknet', 'vulkanlandgereift', 'mild', 'kräftig', 'im Stück'],
    price: [1.69, 4.49],
  },
  {
    key: 'aufstriche',
    name: 'Aufstriche & Sulzen',
    demoCategory: categoryIds.feinkost,
    isDemo: false,
    unit: 'decagram',
    bases: [
      'Kürbiskernaufstrich',
      'Grammelschmalz',
      'Liptauer',
      'Schinkenaufstrich',
      'Leberaufstrich',
      'Rindssulz',
      'Schweinssulz',
      'Kernölaufstrich',
      'Bratlfett',
      'Kräuteraufstrich',
    ],
    qualifiers: ['hausgemacht', 'mit Zwiebel', 'pikant', 'mild', 'im Glas', 'mit Kernöl'],
    price: [1.49, 3.29],
    allergens: ['G', 'H'],
  },
  {
    key: 'bio',
    name: 'Bio-Linie',
    demoCategory: categoryIds.frischfleisch,
    isDemo: false,
    unit: 'kilogram',
    bases: [
      'Bio-Rindsfaschiertes',
      'Bio-Schweinsschnitzel',
      'Bio-Hendlbrust',
      'Bio-Tafelspitz',
      'Bio-Beiried',
      'Bio-Kalbsschnitzel',
      'Bio-Lammfaschiertes',
      'Bio-Suppenfleisch',
      'Bio-Schopfbraten',
      'Bio-Rostbraten',
    ],
    qualifiers: ['vom Biohof Mandl', 'vom Biohof Reiter', 'aus Weidehaltung', 'vom Demeterhof', 'aus dem Almenland', 'vom Jungrind'],
    price: [14.9, 64.9],
  },
  {
    key: 'konserven',
    name: 'Konserven & Fonds',
    demoCategory: categoryIds.feinkost,
    isDemo: false,
    unit: 'amount',
    bases: [
      'Rindsuppe im Glas',
      'Gulaschsuppe',
      'Kalbsfond',
      'Wildfond',
      'Bratensaft',
      'Leberknödel',
      'Grießnockerl',
      'Beuschel im Glas',
      'Rindsgulasch im Glas',
      'Linsen mit Speck',
    ],
    qualifiers: ['400 g', '750 g', '1 l', 'hausgemacht', 'klassisch', 'für 2 Personen'],
    price: [3.9, 12.9],
    allergens: ['A', 'C', 'L'],
  },
  {
    key: 'gewuerze',
    name: 'Gewürze & Marinaden',
    demoCategory: categoryIds.grill,
    isDemo: false,
    unit: 'amount',
    bases: [
      'Grillgewürz',
      'Steaksalz',
      'Bratengewürz',
      'Kräutermarinade',
      'Knoblauchmarinade',
      'BBQ-Sauce',
      'Senf',
      'Kren gerieben',
      'Paprika edelsüß',
      'Kümmel ganz',
    ],
    qualifiers: ['100 g', '250 g', 'im Streuer', 'scharf', 'mild', 'Hausmischung'],
    price: [2.4, 8.9],
    allergens: ['M', 'L'],
  },
  {
    key: 'gebaeck',
    name: 'Brot & Gebäck',
    demoCategory: categoryIds.heisseTheke,
    isDemo: false,
    unit: 'amount',
    bases: [
      'Kaisersemmel',
      'Kornspitz',
      'Salzstangerl',
      'Bauernbrot',
      'Schwarzbrot',
      'Mohnflesserl',
      'Laugenbrezel',
      'Vollkornweckerl',
      'Kürbiskernweckerl',
      'Sonnenblumenbrot',
    ],
    qualifiers: ['vom Bäcker Auer', 'frisch', 'halb', 'ganz', 'vom Vortag', 'mit Körnern'],
    price: [0.5, 5.9],
    allergens: ['A', 'N'],
  },
];

const origins = [
  'Von Partnerbetrieben aus der Steiermark, im Umkreis von 80 km.',
  'Aus unserer eigenen Werkstatt, nach Familienrezept.',
  'Von Bauern, die wir seit Jahren persönlich kennen.',
  'Regional erzeugt und täglich frisch in der Theke.',
  'Mit Zeit und Handwerk gemacht, ohne Geschmacksverstärker.',
  'Aus artgerechter Haltung mit kurzen Transportwegen.',
];
const uses = [
  'Passt zur Jause ebenso wie zum Sonntagsessen.',
  'Auf Wunsch portioniert und vakuumiert.',
  'Bei Vorbestellung bis 12 Uhr am nächsten Tag abholbereit.',
  'Unser Tipp: mit frischem Kren und einem Glas Schilcher.',
  'Hält gekühlt mehrere Tage; bitte im Kühlschrank lagern.',
  'Für Feste auch in größeren Mengen erhältlich.',
];

const pick = <Item>(random: () => number, list: readonly Item[]): Item => list[Math.floor(random() * list.length)]!;
const roundPrice = (value: number) => Math.round(value * 10) / 10 - 0.01;

function unitFields(kind: UnitKind, random: () => number): Partial<Product> {
  switch (kind) {
    case 'kilogram': {
      const piece = pick(random, [0.12, 0.15, 0.2, 0.25, 0.3]);
      return {
        unit: 'kilogram',
        defaultUnit: random() < 0.5 ? 'amount' : 'kilogram',
        pricing: 'approximate',
        calculationModel: 'approximate',
        minimumQuantity: 0.25,
        maximumQuantity: 5,
        quantityStepSize: 0.05,
        defaultQuantity: 1,
        alternativeUnits: [{ unit: 'amount', ratio: piece, minimumQuantity: 1, maximumQuantity: 20, quantityStepSize: 1, calculationModel: 'approximate' }],
      };
    }
    case 'decagram': {
      const units: AlternativeUnit[] = [
        { unit: 'kilogram', ratio: 100, minimumQuantity: 0.5, maximumQuantity: 3, quantityStepSize: 0.1, calculationModel: 'approximate' },
      ];
      if (random() < 0.3)
        units.push({ unit: 'gram', ratio: 0.1, minimumQuantity: 50, maximumQuantity: 1000, quantityStepSize: 10, calculationModel: 'approximate' });
      return {
        unit: 'decagram',
        defaultUnit: 'decagram',
        pricing: 'approximate',
        calculationModel: 'approximate',
        minimumQuantity: 5,
        maximumQuantity: 300,
        quantityStepSize: 5,
        defaultQuantity: 10,
        alternativeUnits: units,
      };
    }
    case 'serving':
      return { unit: 'serving', defaultUnit: 'serving', minimumQuantity: 1, maximumQuantity: 10, quantityStepSize: 1, defaultQuantity: 1 };
    case 'package':
      return {
        unit: 'package',
        defaultUnit: 'package',
        pricing: 'minimum',
        calculationModel: 'minimum',
        minimumQuantity: 1,
        maximumQuantity: 10,
        quantityStepSize: 1,
        defaultQuantity: 1,
        isLeadTimeEnabled: true,
        leadTimeType: 'hours',
        leadTimeValue: 24,
      };
    default:
      return { unit: 'amount', defaultUnit: 'amount', minimumQuantity: 1, maximumQuantity: 20, quantityStepSize: 1, defaultQuantity: 1 };
  }
}

function partsFor(plan: CategoryPlan, random: () => number): Part[] {
  const cut: Part = {
    name: 'Schnitt',
    type: 'select',
    optional: false,
    options: [{ name: 'Im Ganzen' }, { name: 'In Scheiben' }, { name: 'Dünn geschnitten' }, { name: 'Gewürfelt', modifier: 'add', value: 0.5 }],
  };
  const packing: Part = {
    name: 'Verpackung',
    type: 'select',
    optional: true,
    options: [{ name: 'Papier' }, { name: 'Vakuumiert', modifier: 'add', value: 0.4 }],
    description: 'Vakuumiert hält es im Kühlschrank einige Tage länger.',
  };
  const extras: Part = {
    name: 'Extras',
    type: 'multiselect',
    optional: true,
    options: [
      { name: 'Senf süß' },
      { name: 'Senf scharf' },
      { name: 'Kren', modifier: 'add', value: 0.4 },
      { name: 'Essiggurkerl', modifier: 'add', value: 0.6 },
      { name: 'Pfefferoni', modifier: 'add', value: 0.5 },
    ],
  };
  const note: Part = { name: 'Wunschtext', type: 'text', optional: true, options: [], description: 'Zum Beispiel eine Widmung auf der Platte.' };
  if (plan.unit === 'kilogram' || plan.unit === 'decagram') return random() < 0.5 ? [cut, packing] : [cut];
  if (plan.unit === 'package') return [note, packing];
  return [extras];
}

interface Catalogue {
  categories: Category[];
  products: Product[];
  /** Category id → its product ids in display order (demo products first). */
  productsByCategory: Map<string, string[]>;
}

/** The demo catalogue with its photos, plus generated products up to 800 in 16 categories. */
function catalogue(): Catalogue {
  const random = seededRandom(19);
  const demoProducts = Object.values(demoProductsByCategory).flat();
  const generatedCount = BIG_CHAIN_SIZE.products - demoProducts.length;
  const categories: Category[] = [];
  const products: Product[] = [];
  const productsByCategory = new Map<string, string[]>();
  const perCategory = Math.ceil(generatedCount / categoryPlans.length);
  for (const plan of categoryPlans) {
    const categoryId = plan.isDemo ? plan.demoCategory : bigChainId(`category:${plan.key}`);
    if (!plan.isDemo) {
      const demo = demoCategories.find((entry) => entry.id === plan.demoCategory)!;
      categories.push({ ...demo, id: categoryId, name: plan.name, schedule: [], isVisibleWhenUnavailable: false });
    }
    const ids = (demoProductsByCategory[categoryId] ?? []).map((entry) => entry.id);
    // Photos of the demo products of the same or a resembling category, shared by generated products.
    const demoPhotos: ImageRef[] = withProductPhotos(demoProductsByCategory[plan.demoCategory] ?? []).flatMap((entry) => entry.images ?? []);
    const names = plan.bases.flatMap((base) => plan.qualifiers.map((qualifier) => `${base} ${qualifier}`));
    for (let index = 0; index < perCategory && products.length < generatedCount; index++) {
      const name = names[(index * 7) % names.length]!;
      const id = bigChainId(`product:${plan.key}:${index}`);
      const [low, high] = plan.price;
      const configurable = random() < 0.2;
      const withPhoto = demoPhotos.length > 0 && random() < 0.4;
      const fields = unitFields(plan.unit, random);
      products.push({
        id,
        name: index < names.length ? name : `${name} (${Math.floor(index / names.length) + 1})`,
        type: configurable ? 'configurable' : 'simple',
        description: `${pick(random, origins)} ${pick(random, uses)}`,
        allergenCodes: plan.allergens && random() < 0.7 ? plan.allergens.slice(0, 1 + Math.floor(random() * plan.allergens.length)) : [],
        price: roundPrice(low + random() * (high - low)),
        images: withPhoto ? [pick(random, demoPhotos)] : [],
        isPriceHidden: false,
        ...(plan.drink ? { tax: 20, dineInTax: 20, takeawayTax: 20 } : { tax: 10, dineInTax: 10, takeawayTax: 10 }),
        pricing: 'fixed',
        calculationModel: 'fixed',
        alternativeUnits: [],
        isStepByStep: false,
        isEnabled: random() > 0.02,
        schedule: [],
        isVisibleWhenUnavailable: false,
        isLeadTimeEnabled: false,
        ...fields,
        config: { parts: configurable ? partsFor(plan, random) : [] },
        uid: `BC-${plan.key.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
      });
      ids.push(id);
    }
    productsByCategory.set(categoryId, ids);
  }
  return { categories, products, productsByCategory };
}

/** One menu per branch: most categories, each with most of its products (seeded), demo menus keep their ids. */
function menusFor(branchList: readonly Branch[], byCategory: Map<string, string[]>): Menu[] {
  const random = seededRandom(1962);
  const demoMenuIds = new Map<string, string>([
    [branchIds.graz, menuIds.graz],
    [branchIds.leibnitz, menuIds.leibnitz],
    [branchIds.weiz, menuIds.weiz],
  ]);
  return branchList.map((branch) => {
    const catalog = [...byCategory.entries()]
      .filter(([categoryId]) => categoryId === categoryIds.frischfleisch || random() > 0.12)
      .map(([categoryId, ids]) => ({ id: categoryId, products: ids.filter(() => random() > 0.15) }));
    return {
      id: demoMenuIds.get(branch.id) ?? bigChainId(`menu:${branch.identifier}`),
      name: `Sortiment ${branch.name}`,
      branches: [{ id: branch.id }],
      catalog,
    };
  });
}

// ---------------------------------------------------------------- content

const recipes = [
  'Wiener Schnitzel',
  'Steirisches Wurzelfleisch',
  'Tafelspitz mit Schnittlauchsauce',
  'Schweinsbraten mit Kruste',
  'Rindsgulasch',
  'Krautfleckerl mit Speck',
  'Backhendl',
  'Zwiebelrostbraten',
  'Kalbsrahmbeuschel',
  'Stelze aus dem Rohr',
  'Faschierter Braten',
  'Rindsrouladen',
  'Beuschel mit Knödel',
  'Grammelknödel',
  'Klachelsuppe',
  'Steirischer Wurzelspeck',
  'Lammkeule mit Kräutern',
  'Rehragout',
  'Leberknödelsuppe',
  'Fleischstrudel',
  'Cordon bleu',
  'Surschnitzel',
  'Erdäpfelgulasch',
  'Szegediner Krautfleisch',
  'Ritschert',
];
const guides = [
  'Fleisch richtig lagern',
  'Das perfekte Steak',
  'Garstufen im Überblick',
  'Dry Aged erklärt',
  'Grillen mit Holzkohle',
  'Wurst richtig aufschneiden',
  'Rindfleisch-Teilstücke',
  'Schweinefleisch-Teilstücke',
  'Einfrieren und Auftauen',
  'Fleisch marinieren',
  'Schmoren und Braten',
  'Sous-vide zu Hause',
  'Suppe ansetzen',
  'Speck selbst räuchern',
  'Was heißt regional?',
  'Tierwohl in der Steiermark',
  'Allergene in Wurst',
  'Platten für Feste planen',
];

function paragraphs(random: () => number, count: number): string {
  const sentences = [...origins, ...uses];
  return Array.from({ length: count }, () => `<p>${Array.from({ length: 4 }, () => pick(random, sentences)).join(' ')}</p>`).join('');
}

function generatedPages(branchList: readonly Branch[]): Site[] {
  const random = seededRandom(8020);
  const branchPages: Site[] = branchList.map((branch) => ({
    id: bigChainId(`site:filiale:${branch.identifier}`),
    type: 'default',
    path: `/filialen/${branch.identifier}`,
    name: `Filiale ${branch.name}`,
    title: `Fleischerei Gruber in ${branch.city}`,
    description: `Öffnungszeiten, Anfahrt und Angebot der Filiale ${branch.name}.`,
    isPublic: true,
    content: {
      blocks: [
        { type: 'hero', value: { text: `<h1>${branch.name}</h1><p>${branch.description ?? ''}</p>`, files: [] } },
        {
          type: 'text',
          value: {
            text: `<h2>So finden Sie uns</h2><p>${branch.street}, ${branch.zipCode} ${branch.city}. Telefon ${branch.phone}.</p>${paragraphs(random, 1)}`,
          },
        },
      ],
    },
  }));
  const recipePages: Site[] = recipes.map((name) => ({
    id: bigChainId(`site:rezept:${slug(name)}`),
    type: 'simple',
    path: `/rezepte/${slug(name)}`,
    name,
    title: `Rezept: ${name}`,
    description: `${name} – Schritt für Schritt erklärt von unseren Fleischermeistern.`,
    isPublic: true,
    content: {
      body: `<h2>Zutaten für 4 Personen</h2><ul><li>800 g Fleisch aus unserer Theke</li><li>2 Zwiebeln</li><li>Salz, Pfeffer, Kümmel</li><li>1/4 l Rindsuppe</li></ul><h2>Zubereitung</h2>${paragraphs(random, 3)}`,
    },
  }));
  const guidePages: Site[] = guides.map((name) => ({
    id: bigChainId(`site:ratgeber:${slug(name)}`),
    type: 'simple',
    path: `/ratgeber/${slug(name)}`,
    name,
    title: name,
    description: `Ratgeber der Fleischerei Gruber: ${name}.`,
    isPublic: true,
    content: { body: paragraphs(random, 4) },
  }));
  return [...branchPages, ...recipePages, ...guidePages].slice(0, BIG_CHAIN_SIZE.pages - demoSites.length);
}

function navigationsFor(branchList: readonly Branch[]): Navigation[] {
  return demoNavigations.map((navigation) =>
    navigation.identifier !== 'mainMenu'
      ? navigation
      : {
          ...navigation,
          items: [
            item('home', '/', 'Start'),
            item(
              'group',
              '',
              'Online bestellen',
              branchList.map((branch) => item('branch', branch.identifier, branch.name)),
            ),
            item(
              'group',
              '',
              'Rezepte',
              recipes.slice(0, 8).map((name) => item('site', `/rezepte/${slug(name)}`, name)),
            ),
            item('site', '/catering', 'Catering'),
            item('site', '/ueber-uns', 'Über uns'),
            item('site', '/kontakt', 'Kontakt'),
          ],
        },
  );
}

// ---------------------------------------------------------------- record sets

/** The big chain's record sets in write order: the demo's, with branches, catalogue, menus and pages replaced or extended. */
export function bigChainRecordSets(): { sets: RecordSet[]; branches: Branch[]; pagePaths: string[] } {
  const demoBranchRecords = demoShopRecordSets.find((set) => set.type === 'Branch')!.records as Branch[];
  // Generated branches show the photo of the demo branch they were modelled on.
  const generatedBranches = towns.map((town, index) => {
    const branch = generatedBranch(town, index);
    const model = demoBranchRecords.find((record) => record.id === (index % 2 === 0 ? weizBranch.id : grazBranch.id));
    return { ...branch, images: model?.images ?? [] };
  });
  const allBranches = [...demoBranches, ...generatedBranches];
  const generated = catalogue();
  const pages = generatedPages(allBranches);
  const extend: Partial<Record<RecordSet['type'], readonly { id: string }[]>> = {
    Branch: generatedBranches,
    Category: generated.categories,
    Product: generated.products,
    Site: pages,
  };
  const replace: Partial<Record<RecordSet['type'], readonly { id: string }[]>> = {
    Menu: menusFor(allBranches, generated.productsByCategory),
    Navigation: navigationsFor(allBranches),
  };
  const sets = demoShopRecordSets
    // The demo customers' orders only feed the statistics; the bench needs none.
    .filter((set) => set.type !== 'Order')
    .map((set) => ({ ...set, records: replace[set.type] ?? [...set.records, ...(extend[set.type] ?? [])] }));
  return { sets, branches: allBranches, pagePaths: [...demoSites, ...pages].map((site) => site.path) };
}

/** Records written in parallel per batch (DynamoDB Local is gentle with ~16). */
const BATCH_SIZE = 16;

export interface SeedBigChainOptions {
  /** Write the demo photos' files into the media bucket (default true; generated products share them). */
  photos?: boolean;
  /** The stack's user pool: the demo staff accounts are created in it (sign-in for the back office). */
  cognito?: { endpoint: string; userPoolId: string };
  now?: Date;
}

/**
 * Writes the big chain into the table of the running local stack (start it with `seed: false`).
 * Safe to repeat: records that exist are left as they are. The config is written last, as the
 * demo seed does, so `isSeeded()` is true only after a complete write.
 */
export async function seedBigChain(options: SeedBigChainOptions = {}): Promise<BigChain> {
  const now = options.now ?? new Date();
  const { sets, branches, pagePaths } = bigChainRecordSets();
  const planned = sets.map((set) => ({
    type: set.type,
    items: set.records.map((record) => {
      const { id, ...data } = record;
      const parsed = set.schema.parse(data) as never;
      return { id, data: set.prepare ? set.prepare(parsed, undefined) : parsed };
    }),
  }));
  if (options.cognito) {
    const { demoCognitoUser } = await import('../../infra/local/stack');
    const client = cognitoClient(options.cognito.endpoint, 'eu-central-1');
    try {
      await ensureUsers(client, options.cognito.userPoolId, demoUsers.map(demoCognitoUser));
    } finally {
      client.destroy();
    }
  }
  if (options.photos !== false) {
    const config = readConfig();
    const s3 = await s3Client(config);
    try {
      await uploadPhotos(photos, s3, config.mediaBucket);
    } finally {
      s3.destroy();
    }
  }
  const created: Record<string, number> = {};
  for (const { type, items } of planned) {
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      const results = await Promise.all(
        items.slice(start, start + BATCH_SIZE).map(async ({ id, data }) => {
          try {
            await createEntity(type, data as object, { id, now });
            return true;
          } catch (error) {
            if (error instanceof EntityExistsError) return false;
            throw error;
          }
        }),
      );
      created[type] = (created[type] ?? 0) + results.filter(Boolean).length;
    }
  }
  const productCount = planned.find((set) => set.type === 'Product')?.items.length ?? 0;
  return {
    branches: branches.map((branch) => ({ id: branch.id, identifier: branch.identifier, name: branch.name })),
    pagePaths,
    created,
    products: productCount,
  };
}

/** `npx tsx scripts/bench/big-chain.ts`: a local stack with the big chain, until Ctrl+C. */
async function main(): Promise<void> {
  const { startLocalStack } = await import('../../infra/local/stack');
  const stack = await startLocalStack({
    ports: 'free',
    web: 'dist',
    distDir: process.env.THEKE_DIST_DIR ?? join(repoRoot, 'dist'),
    seed: false,
  });
  const started = Date.now();
  const chain = await seedBigChain({ cognito: { endpoint: stack.urls.cognito, userPoolId: stack.userPoolId } });
  console.log(
    `Große Kette geschrieben in ${((Date.now() - started) / 1000).toFixed(1)} s: ${chain.branches.length} Filialen, ${chain.products} Produkte, ${chain.pagePaths.length} Seiten`,
  );
  console.log(`Storefront: ${stack.urls.storefront}`);
  for (const branch of chain.branches) console.log(`  ${stack.urls.app}/store/${branch.identifier}`);
  console.log(`Backoffice: ${stack.urls.backoffice} (admin / Gruber-Admin-2026!)`);
  const stop = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
