/**
 * One photo per demo record: the subject is chosen from the product's (or category's) name, so a
 * product added to the seed gets a fitting picture without a new entry here (a name that matches
 * nothing falls back to its category's picture). Everything is drawn into a 1600 × 1200 SVG.
 */
import * as food from './food';
import { HEIGHT, Scene, WIDTH, picture, random } from './svg';

const CX = WIDTH / 2;
const CY = HEIGHT / 2;

type Draw = (scene: Scene) => string;

/**
 * A subject: its background (the table, and the board on it) and what lies on it. The
 * backgrounds are few and shared by many photos, so they are rendered once (render.ts).
 */
interface Subject {
  background: string;
  /** Where the food lies, for the German alt text ("… auf dem Holzbrett"). */
  where: string;
  draw: Draw;
}

/** Backgrounds by key: `board:slate`, `table:oak`, `drink:#top,#bottom`. */
export function backgroundSvg(key: string): string {
  const scene = new Scene(random(key));
  const [kind, detail] = key.split(':') as [string, string];
  let markup: string;
  if (kind === 'drink') markup = food.drinkBackdrop(scene, detail.split(',') as [string, string]);
  else if (kind === 'wide') markup = food.table(scene, detail as 'slate') + food.board(scene, 1500, 1060);
  else markup = food.table(scene, detail as 'slate') + (kind === 'board' ? food.board(scene) : '');
  return picture(scene, markup, '', false);
}

/** A subject on a wooden board on a slate table, with herbs and pepper around it. */
const onBoard = (subject: Draw, table: 'slate' | 'linen' | 'oak' = 'slate', garnish = true): Subject => ({
  background: `board:${table}`,
  where: 'auf dem Holzbrett',
  draw: (scene) =>
    subject(scene) + (garnish ? food.rosemary(230, 980, 260, -28) + food.peppercorns(scene, 1330, 240, 70) + food.saltFlakes(scene, 1300, 980, 70) : ''),
});

/** A dish on a white plate on a linen or wooden table. */
const onPlate = (subject: Draw, table: 'linen' | 'oak' | 'slate' = 'oak', r = 520): Subject => ({
  background: `table:${table}`,
  where: 'auf dem Teller',
  draw: (scene) => food.plate(scene, CX, CY, r) + subject(scene),
});

const inBowl = (content: (scene: Scene) => Parameters<typeof food.bowl>[4], table: 'linen' | 'oak' | 'slate' = 'linen', extra: Draw = () => ''): Subject => ({
  background: `table:${table}`,
  where: 'in der Schüssel',
  draw: (scene) => food.bowl(scene, CX, CY, 430, content(scene)) + extra(scene),
});

const drink = (wall: [string, string], subject: Draw): Subject => ({ background: `drink:${wall.join(',')}`, where: 'auf dem Holztisch', draw: subject });

const steak = (style: food.MeatStyle, rx = 430, ry = 300): Subject => onBoard((scene) => food.rawCut(scene, CX, CY, rx, ry, scene.between(-12, 12), style));

const twoCuts = (style: food.MeatStyle, rx = 330, ry = 220): Subject =>
  onBoard((scene) => food.rawCut(scene, CX - 230, CY - 100, rx, ry, -18, style) + food.rawCut(scene, CX + 220, CY + 130, rx, ry, 14, style));

const sliced = (kind: Parameters<typeof food.slice>[4], r: number, rows: number[]): Subject =>
  onBoard(
    (scene) => rows.map((count, row) => food.fan(scene, CX, CY - ((rows.length - 1) / 2) * r * 1.9 + row * r * 1.9, r, count, kind, 0.62)).join(''),
    'slate',
  );

const sausages = (style: food.SausageStyle, count: number, length = 760, thickness = 120, angle = -8): Subject =>
  onBoard((scene) =>
    Array.from({ length: count }, (_, i) =>
      food.sausage(
        scene,
        CX + (i - (count - 1) / 2) * 30,
        CY + (i - (count - 1) / 2) * thickness * 1.35,
        length,
        thickness,
        angle + scene.between(-4, 4),
        style,
      ),
    ).join(''),
  );

/** Ordered from specific to general: the first pattern that matches the name wins. */
const SUBJECTS: ReadonlyArray<readonly [RegExp, Subject]> = [
  [
    /Leberkässemmel/i,
    onBoard(
      (scene) =>
        food.filledRoll(scene, CX, CY, 300, food.slice(scene, CX + 40, CY + 40, 360, 'leberkaese')) + food.dollop(scene, CX + 420, CY - 300, 60, '#d9a520'),
      'oak',
    ),
  ],
  [
    /Schnitzelsemmel/i,
    onBoard(
      (scene) => food.filledRoll(scene, CX, CY, 300, food.schnitzel(scene, CX + 40, CY + 40, 380, 300, 20)) + food.parsley(scene, CX + 420, CY - 280),
      'oak',
    ),
  ],
  [
    /Bosna/i,
    onBoard(
      (scene) =>
        food.sausage(scene, CX, CY + 60, 820, 150, -10, food.BRATWURST) +
        food.onions(scene, CX, CY - 10, 12, 260) +
        food.sausage(scene, CX - 20, CY - 120, 900, 190, -10, { colors: ['#f0c47e', '#d89a4e', '#9e5f24'] }) +
        food.dollop(scene, CX + 380, CY + 280, 70, '#d9a520'),
      'oak',
    ),
  ],
  [
    /Käsekrainer-Teller/i,
    onPlate(
      (scene) =>
        food.sausage(scene, CX, CY - 60, 640, 130, -6, food.GRILLED_KRAINER) +
        food.sausage(scene, CX + 20, CY + 110, 620, 130, -3, food.GRILLED_KRAINER) +
        food.dollop(scene, CX - 230, CY + 250, 70, '#d9a520') +
        food.dollop(scene, CX + 160, CY + 260, 60, '#e8d9b0') +
        food.roll(scene, CX + 260, CY - 260, 130),
    ),
  ],
  [/Käsekrainer/i, sausages(food.KAESEKRAINER, 3)],
  [/Frankfurter/i, sausages(food.FRANKFURTER, 4, 820, 90, -4)],
  [
    /Krakauer/i,
    onBoard((scene) => food.sausage(scene, CX - 100, CY - 150, 900, 200, -6, food.KRAKAUER) + food.fan(scene, CX + 120, CY + 200, 130, 5, 'krakauer', 0.6)),
  ],
  [
    /Blunzen|Blutwurst/i,
    onBoard(
      (scene) =>
        food.sausage(scene, CX - 60, CY - 160, 820, 190, -8, food.BLUNZEN) +
        food.fan(scene, CX + 100, CY + 190, 120, 4, 'blunzen', 0.65) +
        food.onions(scene, CX + 420, CY - 320, 4, 60),
    ),
  ],
  [/Salami/i, sliced('salami', 120, [4, 5, 4])],
  [/Kantwurst/i, onBoard((scene) => food.fan(scene, CX, CY - 170, 150, 4, 'kantwurst', 0.62) + food.fan(scene, CX, CY + 170, 150, 4, 'kantwurst', 0.62))],
  [/Extrawurst/i, sliced('extrawurst', 150, [3, 4])],
  [
    /Schinken/i,
    onBoard((scene) => food.fan(scene, CX - 40, CY - 60, 300, 3, 'ham', 0.38, 20) + food.fan(scene, CX + 60, CY + 180, 260, 2, 'ham', 0.5, 10), 'slate'),
  ],
  [
    /Leberkäse/i,
    onBoard(
      (scene) =>
        food.leberkaeseLoaf(scene, CX - 180, CY - 40, 780, 520) +
        food.slice(scene, CX + 380, CY + 280, 230, 'leberkaese') +
        food.dollop(scene, CX + 470, CY - 300, 60, '#d9a520'),
      'oak',
    ),
  ],
  [/Speck/i, onBoard((scene) => food.bacon(scene, CX - 520, CY - 300, 1000, 240, -4) + food.bacon(scene, CX - 480, CY + 20, 960, 230, 3), 'slate')],
  [/Faschiert/i, onBoard((scene) => food.mince(scene, CX, CY, 400))],
  [/Hühner|Hendl.*brust/i, twoCuts(food.POULTRY, 380, 200)],
  [
    /Lamm/i,
    onBoard((scene) => [0, 1, 2, 3].map((i) => food.chop(scene, CX - 360 + i * 230, CY + 80 + (i % 2) * 60, 150, -75 + i * 8, food.LAMB, true)).join('')),
  ],
  [
    /Suppenfleisch|Knochen/i,
    onBoard(
      (scene) =>
        food.rawCut(scene, CX - 60, CY, 420, 300, 8, food.BEEF) +
        `<circle cx="${CX + 150}" cy="${CY - 40}" r="90" fill="#efe2c8" stroke="#d2bb92" stroke-width="10"/><circle cx="${CX + 150}" cy="${CY - 40}" r="46" fill="#c9975a"/>`,
    ),
  ],
  [/Kalbsschnitzel/i, twoCuts(food.VEAL)],
  [/Rindsschnitzel/i, twoCuts(food.BEEF)],
  [/Schweinsschnitzel/i, twoCuts(food.PORK)],
  [
    /Wiener Schnitzel/i,
    onPlate(
      (scene) =>
        food.schnitzel(scene, CX - 60, CY - 40, 360, 250, -10) +
        food.bowl(scene, CX + 270, CY + 230, 150, food.potatoSalad(scene)) +
        `<path d="M${CX + 250},${CY - 300} a70,70 0 0 1 0,140 Z" fill="#f6e25a" stroke="#e8c830" stroke-width="8"/>` +
        food.parsley(scene, CX - 300, CY + 260),
    ),
  ],
  [/Schweinsbraten/i, onBoard((scene) => food.roast(scene, CX, CY, 440, 300, -6, true))],
  [/Stelze/i, onBoard((scene) => food.stelze(scene, CX - 40, CY, 440) + food.dollop(scene, CX - 380, CY + 300, 70, '#d9a520'), 'oak')],
  [
    /Grillhendl|Hendl/i,
    onPlate((scene) => food.halfChicken(scene, CX - 40, CY - 30, 360) + `<path d="M${CX + 260},${CY - 300} a60,60 0 0 1 0,120 Z" fill="#f6e25a"/>`),
  ],
  [/Tafelspitz/i, steak({ ...food.BEEF, marbling: 0.68 }, 460, 270)],
  [/Rib-Eye|Beiried|Steak/i, twoCuts(food.BEEF, 340, 240)],
  [
    /Mittagsmenü/i,
    onPlate(
      (scene) =>
        food.bowl(scene, CX - 260, CY - 150, 200, food.soup(scene)) +
        food.roast(scene, CX + 150, CY + 120, 240, 170, 10, false) +
        food.dollop(scene, CX - 150, CY + 220, 120, '#f2deb0') +
        food.parsley(scene, CX + 300, CY - 200),
    ),
  ],
  [
    /Gulasch/i,
    inBowl(
      (scene) => food.stew(scene, ['#9a3218', '#5e1606'], '#6a2a16'),
      'oak',
      (scene) => food.roll(scene, CX + 470, CY - 330, 130),
    ),
  ],
  [
    /Beuschel/i,
    inBowl(
      (scene) => food.stew(scene, ['#c08a4a', '#8a5a26'], '#a87050'),
      'linen',
      (scene) => food.roll(scene, CX + 470, CY - 330, 120),
    ),
  ],
  [/Erdäpfelsalat/i, inBowl((scene) => food.potatoSalad(scene))],
  [/Rindfleischsalat/i, inBowl((scene) => food.beefSalad(scene))],
  [
    /Liptauer/i,
    inBowl(
      (scene) => food.spread(scene, '#f0a070', '#d8764a'),
      'oak',
      (scene) => food.roll(scene, CX + 480, CY + 320, 120),
    ),
  ],
  [/Gramm/i, inBowl((scene) => food.crumbs(scene, '#c98a4a', '#8a5424'), 'slate')],
  [
    /Sulz/i,
    onPlate(
      (scene) =>
        food.slice(scene, CX - 80, CY - 20, 300, 'ham') +
        `<path d="M${CX - 330},${CY + 180} q200,-80 420,10" stroke="#1e3a0e" stroke-width="24" fill="none" stroke-linecap="round"/>` +
        food.onions(scene, CX + 230, CY + 120, 10, 120),
      'linen',
    ),
  ],
  [
    /Kernöl/i,
    drink(
      ['#e6e2c8', '#a8a27a'],
      (scene) =>
        food.bottle(scene, CX - 80, HEIGHT * 0.86, 820, '#1e3412', { color: '#f3ead2', stripe: '#2f5a1c', text: 'Kernöl' }) +
        food.bowl(scene, CX + 360, HEIGHT * 0.86 - 60, 130, (d) => `<path d="${d}" fill="#1e3a0e"/>`),
    ),
  ],
  [/Rindsuppe/i, inBowl((scene) => food.soup(scene), 'oak')],
  [
    /Grillkotelett|Kotelett/i,
    onBoard((scene) => food.grilledChop(scene, CX - 220, CY - 100, 280, -10) + food.grilledChop(scene, CX + 230, CY + 130, 270, 12), 'oak'),
  ],
  [/Spareribs|Ripperl/i, onBoard((scene) => food.ribs(scene, CX, CY, 980, 420, -6), 'oak')],
  [
    /Ćevapčići|Cevapcici/i,
    onPlate(
      (scene) =>
        food.cevapcici(scene, CX - 40, CY - 20, 10, 440) +
        food.onions(scene, CX + 260, CY + 230, 8, 90) +
        food.dollop(scene, CX - 280, CY + 260, 90, '#c8401c'),
    ),
  ],
  [
    /Grillwürstel|Grillpaket/i,
    onBoard(
      (scene) =>
        food.sausage(scene, CX - 200, CY - 240, 700, 120, -5, food.BRATWURST) +
        food.sausage(scene, CX - 180, CY - 80, 680, 120, -3, food.GRILLED_KRAINER) +
        food.grilledChop(scene, CX + 300, CY + 170, 230, 10) +
        food.sausage(scene, CX - 220, CY + 230, 600, 110, 6, food.KRAKAUER),
      'oak',
    ),
  ],
  [
    /Almdudler/i,
    drink(
      ['#f2f0e6', '#c9d8b0'],
      (scene) =>
        food.bottle(scene, CX - 200, HEIGHT * 0.86, 700, '#c8a84a', { color: '#f6f1e0', stripe: '#2b6a3a', text: 'Kräuter' }) +
        food.glass(scene, CX + 250, HEIGHT * 0.86, 420, ['#e8b860', '#c08a2a'], { bubbles: true }),
    ),
  ],
  [
    /Märzen|Bier/i,
    drink(['#d8c8a8', '#8a6a44'], (scene) => food.glass(scene, CX, HEIGHT * 0.88, 760, ['#f0b640', '#c07a10'], { foam: true, bubbles: true, taper: 0.72 })),
  ],
  [
    /Mineral|Wasser/i,
    drink(
      ['#e4eef2', '#a8c0c8'],
      (scene) =>
        food.bottle(scene, CX - 200, HEIGHT * 0.86, 720, '#8ab8c8', { color: '#ffffff', stripe: '#1e6aa0', text: 'Quelle' }) +
        food.glass(scene, CX + 250, HEIGHT * 0.86, 420, ['#e8f6fa', '#c8e4ee'], { bubbles: true }) +
        food.fruitSlice(scene, CX + 380, HEIGHT * 0.86 - 420, 70, '#d8d040', '#f6f0a0'),
    ),
  ],
  [
    /Apfelsaft|Saft/i,
    drink(
      ['#f4ecd8', '#d8b880'],
      (scene) =>
        food.glass(scene, CX - 60, HEIGHT * 0.87, 620, ['#f2c24a', '#d08a10'], { bubbles: true }) +
        food.fruitSlice(scene, CX + 360, HEIGHT * 0.86 - 70, 90, '#c8302a', '#f6eac0'),
    ),
  ],
  [
    /Party-Platte|Platte|Jause/i,
    onBoard(
      (scene) =>
        food.fan(scene, CX - 260, CY - 260, 110, 5, 'salami', 0.55) +
        food.fan(scene, CX - 240, CY - 20, 130, 4, 'extrawurst', 0.55) +
        food.fan(scene, CX - 220, CY + 250, 160, 3, 'ham', 0.5) +
        food.cheese(scene, CX + 350, CY - 200, 150, 10) +
        food.gherkin(scene, CX + 330, CY + 80, 260, 30) +
        food.radishes(CX + 250, CY + 290, 4) +
        food.egg(scene, CX + 500, CY - 10, 60),
      'oak',
      false,
    ),
  ],
  [
    /Brötchen/i,
    onBoard(
      (scene) =>
        [
          [-300, -200],
          [220, -200],
          [-300, 220],
          [220, 220],
        ]
          .map(
            ([dx, dy], i) =>
              food.roll(scene, CX + dx!, CY + dy!, 200, true) +
              (i % 2 === 0 ? food.slice(scene, CX + dx! + 10, CY + dy! + 10, 150, i === 0 ? 'ham' : 'salami') : food.egg(scene, CX + dx!, CY + dy!, 110)) +
              food.parsley(scene, CX + dx! + 60, CY + dy! - 40, 30),
          )
          .join(''),
      'oak',
      false,
    ),
  ],
  [/Spanferkel/i, onPlate((scene) => food.suckingPig(scene, CX + 80, CY, 500), 'oak', 640)],
];

/** Pictures of the categories, by name. */
const CATEGORY_SUBJECTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Frischfleisch/i, 'Rib-Eye-Steak'],
  [/Wurst/i, 'Party-Platte'],
  [/Heiße Theke/i, 'Leberkässemmel'],
  [/Mittag/i, 'Wiener Schnitzel'],
  [/Feinkost|Salat/i, 'Erdäpfelsalat'],
  [/Grill/i, 'Grillwürstel'],
  [/Getränk/i, 'Märzen'],
  [/Party|Catering/i, 'Spanferkel'],
];

function subjectFor(name: string, fallback?: string): Subject | undefined {
  return SUBJECTS.find(([pattern]) => pattern.test(name))?.[1] ?? (fallback ? SUBJECTS.find(([pattern]) => pattern.test(fallback))?.[1] : undefined);
}

export interface PhotoSubject {
  /** Stable seed of the picture's randomness (the record's id). */
  seed: string;
  name: string;
  kind: 'product' | 'category' | 'branch';
  /** The category's name, for products whose name matches no subject. */
  category?: string;
}

/** A branch's header: the counter's best on one long board. */
const branchHeader: Subject = {
  background: 'wide:slate',
  where: 'auf dem Holzbrett',
  draw: (scene) =>
    food.leberkaeseLoaf(scene, CX - 420, CY - 250, 520, 330) +
    food.sausage(scene, CX + 260, CY - 320, 620, 110, -4, food.FRANKFURTER) +
    food.sausage(scene, CX + 280, CY - 180, 620, 110, -2, food.KRAKAUER) +
    food.rawCut(scene, CX - 380, CY + 200, 300, 210, -8, food.BEEF) +
    food.fan(scene, CX + 230, CY + 60, 100, 4, 'salami', 0.55) +
    food.fan(scene, CX + 210, CY + 300, 130, 3, 'ham', 0.5) +
    food.roll(scene, CX - 60, CY + 30, 120) +
    food.rosemary(CX - 40, CY + 330, 220, -12) +
    food.peppercorns(scene, CX + 560, CY - 40, 50),
};

/** Whether a product of this name gets a drawing of its own (not its category's picture). */
export function hasOwnSubject(name: string): boolean {
  return subjectFor(name) !== undefined;
}

function chooseSubject(subject: PhotoSubject): Subject {
  if (subject.kind === 'branch') return branchHeader;
  if (subject.kind === 'category') return subjectFor(CATEGORY_SUBJECTS.find(([pattern]) => pattern.test(subject.name))?.[1] ?? subject.name) ?? branchHeader;
  return subjectFor(subject.name, subject.category && CATEGORY_SUBJECTS.find(([pattern]) => pattern.test(subject.category!))?.[1]) ?? branchHeader;
}

/** A record's photo: the key of its background (backgroundSvg) and the SVG of what lies on it (transparent elsewhere). */
export function photoSvg(subject: PhotoSubject): { background: string; svg: string } {
  const scene = new Scene(random(subject.seed));
  const chosen = chooseSubject(subject);
  const content = chosen.draw(scene);
  return { background: chosen.background, svg: picture(scene, '', content) };
}

/** The German alt text: "Rib-Eye-Steak vom Almochsen auf dem Holzbrett", "Fleischerei Gruber Graz: Spezialitäten der Theke auf dem Holzbrett". */
export function photoAlt(subject: PhotoSubject): string {
  if (subject.kind === 'branch') return `${subject.name}: Spezialitäten aus der Theke ${branchHeader.where}`;
  if (subject.kind === 'category')
    return `${subject.name}: ${chooseSubject(subject) === branchHeader ? 'Spezialitäten' : CATEGORY_SUBJECTS.find(([pattern]) => pattern.test(subject.name))?.[1]} ${chooseSubject(subject).where}`;
  return `${subject.name} ${chooseSubject(subject).where}`;
}
