/**
 * Stable ids of the demo shop. ULIDs generated once (timestamps of 2 Nov 2026) and written here,
 * so links, bookmarks and tests keep pointing at the same records after `npm run reset`.
 * Never regenerate them: the e2e tests and the README refer to these records.
 */

export const divisionIds = {
  main: '01M6DMBE0051GEAFYYADKTEN4K',
} as const;

export const branchIds = {
  graz: '01M6DMBEZ8YFEQZT5DTM2SFB23',
  leibnitz: '01M6DMBFYGZM17W4DZ8M2NSWW9',
  weiz: '01M6DMBGXRADFDVFQC5H54Z2HA',
} as const;

export const tagIds = {
  mittagsmenue: '01M6DMBHX0C8DQN0RJ479VECN8',
  lieferung: '01M6DMBJW8G4MJE3VBX8QFN7AG',
  parkplatz: '01M6DMBKVGPBY3VYYR8V3GD8DN',
  leberkaese: '01M6DMBMTRN6EWEGJH1XKFJHZ1',
  sitzplaetze: '01M6DMBNT08EMX78BK22CNC5KF',
  catering: '01M6DMBPS8GHGGN6GS5Q5HJAR9',
} as const;

export const categoryIds = {
  frischfleisch: '01M6DMBQRGFYZDDF0CRVVMWTBY',
  wurst: '01M6DMBRQR2GVDEJ89Y7RKA8W0',
  heisseTheke: '01M6DMBSQ0JBHZPKMNGYJZBCGT',
  mittagsmenue: '01M6DMBTP8MJ14EET2E5VR03F1',
  feinkost: '01M6DMBVNGRFRK78K5R9BH6G7F',
  grill: '01M6DMBWMR7GW7J5XNHWCYT8N9',
  getraenke: '01M6DMBXM022SZRNJ4ZXW955W1',
  party: '01M6DMBYK8C35GPRWJM3G4V4S4',
} as const;

export const menuIds = {
  graz: '01M6DMBZJGR6XRDQS2MQHNXQ82',
  leibnitz: '01M6DMC0HRZNKZCSZS7WAVN189',
  weiz: '01M6DMC1H0YFR4BTGQZ9WTFDNP',
} as const;

export const tableIds = {
  grazT1: '01M6DMC2G88GN13E80Y54NK3ZA',
  grazT2: '01M6DMC3FGQJZCRSJGK2HTTVH6',
  grazT3: '01M6DMC4ERX7SMQZ154K9MCXQP',
  grazT4: '01M6DMC5E052W8Y8B4H4X89AZ3',
  weizT1: '01M6DMC6D8SBQCMN6DGC39PJPB',
  weizT2: '01M6DMC7CGERSZYEJ15A6WRBE8',
  weizT3: '01M6DMC8BRATXNBB05ZZJ8DRRZ',
} as const;

export const donateeIds = {
  tafel: '01M6DMC9B0QMF8KN2GZYMCADTG',
  tierheim: '01M6DMCAA8J5HN8XR7SC697R73',
  feuerwehr: '01M6DMCB9GKMG9HPX4RBFEBX7Z',
} as const;

export const navigationIds = {
  mainMenu: '01M6DMCC8RW97BRDYSWF7C0PWA',
  footer: '01M6DMCD80Z2CRTXY52Y791YV4',
  socialMedia: '01M6DMCE7803T94DV2FKSQ6A3S',
} as const;

export const siteIds = {
  kontakt: '01M6DMCF6G75PHZ5GQDC3TXK36',
  ueberUns: '01M6DMCG5R714310DF7F2DFRDN',
  catering: '01M6DMCH5038RWW1YTERDWEZ6V',
  privacy: '01M6DMCJ48H3J0903QSHWPSD8H',
  imprint: '01M6DMCK3G2CB75T6ZE15DG56K',
  terms: '01M6DMCM2RXTPV3TGXVA1CSWCW',
  allergens: '01M6DMCN20QHPJ10VHNK2V1GSQ',
} as const;

export const nodeIds = {
  news: '01M6DMCP18P3KS110ABHT3RTED',
  employeeGruber: '01M6DMCQ0GAZEA9K1K811TZNJW',
  employeeHolzer: '01M6DMCQZRYQ0Z7D46D87F2YH4',
  cateringForm: '01M6DMD8K02KRNEMCNFAR0Z9ED',
} as const;

export const blockIds = {
  footerNote: '01M6DMCRZ0PVJ4XAE4083E64JX',
} as const;

export const userIds = {
  admin: '01M6DMCSY839PT30Y8Q60D9X7X',
  graz: '01M6DMCTXGJK91J3DP4WP1JCEY',
  leibnitz: '01M6DMCVWR3TQRM8DKXC7MK3ZE',
  weiz: '01M6DMCWW0BK3JJB2VN5F8EQGK',
} as const;

export const productIds = {
  rindsschnitzel: '01M6DQS9M0T6Y6BNERG9ADR5DA',
  schweinsschnitzel: '01M6DQSAK8RQXYYGYB6FZBCN8H',
  kalbsschnitzel: '01M6DQSBJG0R946KWVJ1FQKH4D',
  tafelspitz: '01M6DQSCHR1TKP7W35VM1C0V0R',
  beiried: '01M6DQSDH0MXG8PD2NVP5FY2W9',
  schweinsbraten: '01M6DQSEG8D6NH4SZ8P5ZZAMXE',
  faschiertes: '01M6DQSFFGRB6VE3EKNC1QENHA',
  huehnerbrust: '01M6DQSGERSX1MH7CR96XZ5D07',
  lammkoteletts: '01M6DQSHE0ETWK6D7WT06GB6SJ',
  suppenfleisch: '01M6DQSJD874B83HTHERHR332Z',
  extrawurst: '01M6DQSKCG9N0W9CGXPVWHWH94',
  beinschinken: '01M6DQSMBRWPYYQ8Y9ZJ71VZQH',
  salami: '01M6DQSNB0HB01QS6710ADJXB0',
  krakauer: '01M6DQSPA8MSS57G2ENFZH32CK',
  leberkaeseKalt: '01M6DQSQ9G8N1A5YNDRGHKRX28',
  bauchspeck: '01M6DQSR8R79TRR99FPXGJQCJK',
  kantwurst: '01M6DQSS808W33ZK4FCRMJKK28',
  blutwurst: '01M6DQST78Z4Y09WR1RQ9081RP',
  frankfurter: '01M6DQSV6GQC17TJA70HZC6FTC',
  kaesekrainer: '01M6DQSW5R70N86X6WKV8K9WBW',
  leberkaesesemmel: '01M6DQSX50N89J39RRSP5RDBT2',
  leberkaeseWarm: '01M6DQSY48Z92SWRXBH0CDNBWB',
  schnitzelsemmel: '01M6DQSZ3G9KQ8TJ8NPZ06MDEN',
  bosna: '01M6DQT02REA00BRGXP7DFM7BR',
  stelze: '01M6DQT120PP5Z5T10G9TKGM11',
  grillhendl: '01M6DQT218W1PBKMVZ7M5ZXM9Y',
  kaesekrainerTeller: '01M6DQT30GRD30BC6NZQSFZTM3',
  tagesmenue: '01M6DQT3ZR2EYV61QDGS6B4QGC',
  wienerSchnitzelMenue: '01M6DQT4Z0CR5FY847BR00DFD5',
  rindsgulasch: '01M6DQT5Y8H802XA7V8EV0KD75',
  beuschel: '01M6DQT6XGYN3WKEX2J3B2NJ44',
  erdaepfelsalat: '01M6DQT7WRKY2PV8106RZZXBAB',
  rindfleischsalat: '01M6DQT8W0JJY25DJPVF4R845S',
  liptauer: '01M6DQT9V8DBWAZ33T92G6WZK0',
  grammelschmalz: '01M6DQTATGBNJ4A1Z9DBKKT7Q9',
  kuerbiskernoel: '01M6DQTBSRTX92K6WHWF0NPSJQ',
  rindsuppe: '01M6DQTCS0569BQCAXKQH3FH5R',
  sulz: '01M6DQTDR88XS49E4W10E9342Z',
  grillkoteletts: '01M6DQTEQGWCPYPRTKM1XKYZSZ',
  spareribs: '01M6DQTFPRFZM9H0W82E1GMRB1',
  cevapcici: '01M6DQTGP0KDG8VQGN7D5T2405',
  ribeye: '01M6DQTHN8N067540X63A3Z59B',
  grillwuerstel: '01M6DQTJMGCAW5KRSAQ70V3EJN',
  almdudler: '01M6DQTKKRQAGDPRT560855WQY',
  bier: '01M6DQTMK09H45NAG1DZT8B958',
  mineral: '01M6DQTNJ8J6369NCKNKNFFT6D',
  apfelsaftGespritzt: '01M6DQTPHGEY7QHSM5PR1R8K2C',
  aufschnittplatte: '01M6DQTQGRV4TV32N7AHM15A8R',
  broetchen: '01M6DQTRG0AR3RKNMTD4G9SX8K',
  spanferkel: '01M6DQTSF8K98S4VKJMM25GYGZ',
  grillpaket: '01M6DQTTEG2REW6M949QFCGC95',
} as const;

/**
 * The API key of Graz's order screens (/backend/screens/frontdesk|backoffice/{branchId}/{key}),
 * so `npm start` can print ready links and the e2e tests can open them. 32 random bytes,
 * base64url, as the branch settings generate one; the seed stores only its hash (through the
 * branches API's prepareBranch). Local demo only: rotate it in the branch settings of a real shop.
 */
export const screenApiKeys = {
  graz: 'zSquCDRsGbFU_WIzW_lzNYUWrrIyDvlixW-VzyaCFb0',
} as const;

/**
 * The time-clock link of the Weiz employee (`/backend/time-tracking/team-weiz/{token}`, README):
 * 32 random bytes, base64url, as the user editor makes one; stored only as its hash. Local demo
 * only: make a new link in the user editor of a real shop.
 */
export const timeClockKeys = {
  weiz: 'RADgYfmO40NXWoaoHaFq4ZxOfGus9M4NBxP4E-h7YYk',
} as const;

export const workingScheduleIds = {
  weiz: '01M6DQS9M0Q71SZHWV51KNENWN',
} as const;

export const projectIds = {
  grillSeason: '01M6DQSAK840MBGQHAJSTKQBQ0',
} as const;

export const taskIds = {
  grillMenu: '01M6DQSBJGKTT4TE86RCRXASAQ',
  grillFlyer: '01M6DQSCHR3XPDK8ZZDA3AVNKY',
  grillCoolRoom: '01M6DQSDH028RBCX1VG87BT8QS',
} as const;

export const deviceIds = {
  grazPrinter: '01M6DV7580CHQM4KSJD9Y132C0',
} as const;

/**
 * The CloudPRNT key of Graz's receipt printer, so `npm start` can print the simulator command and
 * the printer URL (`/api/cloudprnt/{deviceId}/{key}`). 32 random bytes, base64url, as the devices
 * page generates one; the seed stores only its hash (through the devices API's prepareDevice).
 * Local demo only: a real printer gets its own key on the devices page.
 */
export const printerKeys = {
  graz: 'pWE6UjPDSgkmQQi1_ywYE4HoTWm2esZmBWoxVXA6Qyw',
} as const;

/** Demo customers (data/customers.ts); the customers e2e test opens Josef Gruber. */
export const customerIds = {
  gruber: '01M6DV75800BRB1ZR8EY75TA92',
  pichler: '01M6DV75811NSH09822STNB9QC',
  gasthaus: '01M6DV7582T3N4JYWXB2FTETQM',
  huber: '01M6DV7583PFJRV76H2XR0KP4Z',
} as const;

/** Their orders, linked to them by `customer.id`. */
export const customerOrderIds = {
  gruberLeberkaese: '01M6DV7584KHXAHV8YBC6EVCPD',
  gruberSchnitzel: '01M6DV7585GWHSX7KY4D925KQH',
  pichler: '01M6DV7586DYXAXW8BX8BMYGKT',
  gasthaus: '01M6DV7587CC35EVH6VFR4F4NQ',
} as const;

/** The photo (Image record) of each product, under the product's key in `productIds`. */
export const productPhotoIds = {
  rindsschnitzel: '01M6DQS9M03JSJF43584EYKNS8',
  schweinsschnitzel: '01M6DQS9M03JSJF43584EYKNS9',
  kalbsschnitzel: '01M6DQS9M03JSJF43584EYKNSA',
  tafelspitz: '01M6DQS9M03JSJF43584EYKNSB',
  beiried: '01M6DQS9M03JSJF43584EYKNSC',
  schweinsbraten: '01M6DQS9M03JSJF43584EYKNSD',
  faschiertes: '01M6DQS9M03JSJF43584EYKNSE',
  huehnerbrust: '01M6DQS9M03JSJF43584EYKNSF',
  lammkoteletts: '01M6DQS9M03JSJF43584EYKNSG',
  suppenfleisch: '01M6DQS9M03JSJF43584EYKNSH',
  extrawurst: '01M6DQS9M03JSJF43584EYKNSJ',
  beinschinken: '01M6DQS9M03JSJF43584EYKNSK',
  salami: '01M6DQS9M03JSJF43584EYKNSM',
  krakauer: '01M6DQS9M03JSJF43584EYKNSN',
  leberkaeseKalt: '01M6DQS9M03JSJF43584EYKNSP',
  bauchspeck: '01M6DQS9M03JSJF43584EYKNSQ',
  kantwurst: '01M6DQS9M03JSJF43584EYKNSR',
  blutwurst: '01M6DQS9M03JSJF43584EYKNSS',
  frankfurter: '01M6DQS9M03JSJF43584EYKNST',
  kaesekrainer: '01M6DQS9M03JSJF43584EYKNSV',
  leberkaesesemmel: '01M6DQS9M03JSJF43584EYKNSW',
  leberkaeseWarm: '01M6DQS9M03JSJF43584EYKNSX',
  schnitzelsemmel: '01M6DQS9M03JSJF43584EYKNSY',
  bosna: '01M6DQS9M03JSJF43584EYKNSZ',
  stelze: '01M6DQS9M03JSJF43584EYKNT0',
  grillhendl: '01M6DQS9M03JSJF43584EYKNT1',
  kaesekrainerTeller: '01M6DQS9M03JSJF43584EYKNT2',
  tagesmenue: '01M6DQS9M03JSJF43584EYKNT3',
  wienerSchnitzelMenue: '01M6DQS9M03JSJF43584EYKNT4',
  rindsgulasch: '01M6DQS9M03JSJF43584EYKNT5',
  beuschel: '01M6DQS9M03JSJF43584EYKNT6',
  erdaepfelsalat: '01M6DQS9M03JSJF43584EYKNT7',
  rindfleischsalat: '01M6DQS9M03JSJF43584EYKNT8',
  liptauer: '01M6DQS9M03JSJF43584EYKNT9',
  grammelschmalz: '01M6DQS9M03JSJF43584EYKNTA',
  kuerbiskernoel: '01M6DQS9M03JSJF43584EYKNTB',
  rindsuppe: '01M6DQS9M03JSJF43584EYKNTC',
  sulz: '01M6DQS9M03JSJF43584EYKNTD',
  grillkoteletts: '01M6DQS9M03JSJF43584EYKNTE',
  spareribs: '01M6DQS9M03JSJF43584EYKNTF',
  cevapcici: '01M6DQS9M03JSJF43584EYKNTG',
  ribeye: '01M6DQS9M03JSJF43584EYKNTH',
  grillwuerstel: '01M6DQS9M03JSJF43584EYKNTJ',
  almdudler: '01M6DQS9M03JSJF43584EYKNTK',
  bier: '01M6DQS9M03JSJF43584EYKNTM',
  mineral: '01M6DQS9M03JSJF43584EYKNTN',
  apfelsaftGespritzt: '01M6DQS9M03JSJF43584EYKNTP',
  aufschnittplatte: '01M6DQS9M03JSJF43584EYKNTQ',
  broetchen: '01M6DQS9M03JSJF43584EYKNTR',
  spanferkel: '01M6DQS9M03JSJF43584EYKNTS',
  grillpaket: '01M6DQS9M03JSJF43584EYKNTT',
} as const;

/** The photo of each category, under the category's key in `categoryIds`. */
export const categoryPhotoIds = {
  frischfleisch: '01M6DQS9M03JSJF43584EYKNTV',
  wurst: '01M6DQS9M03JSJF43584EYKNTW',
  heisseTheke: '01M6DQS9M03JSJF43584EYKNTX',
  mittagsmenue: '01M6DQS9M03JSJF43584EYKNTY',
  feinkost: '01M6DQS9M03JSJF43584EYKNTZ',
  grill: '01M6DQS9M03JSJF43584EYKNV0',
  getraenke: '01M6DQS9M03JSJF43584EYKNV1',
  party: '01M6DQS9M03JSJF43584EYKNV2',
} as const;

/** The header photo of each branch, under the branch's key in `branchIds`. */
export const branchPhotoIds = {
  graz: '01M6DQS9M03JSJF43584EYKNV3',
  leibnitz: '01M6DQS9M03JSJF43584EYKNV4',
  weiz: '01M6DQS9M03JSJF43584EYKNV5',
} as const;

/** Digital signage of Graz (data/signage.ts): its scenes, segments, stream and shop-window TV. */
export const sceneIds = {
  heisseTheke: '01M8GJP400D1SJXNB6T4PS5TXQ',
  mittagsmenue: '01M8GJP4Z8N5FTFCTS5GCT2FV8',
  leberkaeseAusDemOfen: '01M8GJP5YGPCZWDYB8NDQPSQNF',
  schaufensterHochkant: '01M8GJP6XRJY684EK0SA6PKKK9',
} as const;

export const signageSegmentIds = {
  theke: '01M8GJP7X0052H0XV928AD60FM',
  mittag: '01M8GJP8W86TEQDZED9YHVN9DB',
} as const;

export const signageStreamIds = {
  schaufensterGraz: '01M8GJP9VGSS7Q09169P0TQD7S',
} as const;

export const signageDeviceIds = {
  schaufensterGraz: '01M8GJPATR99JFAPZZ9TVBDH40',
} as const;

/**
 * The key of Graz's shop-window TV, so `npm start` can print the player link
 * (`/signage/{deviceId}/{key}`, no sign-in). 32 random bytes, base64url, as the TV page generates
 * one; the seed stores only its hash. Local demo only: a real TV gets its own key in the back office.
 */
export const signageKeys = {
  schaufensterGraz: 'C6_KaOA_HfWxrhTNlMgPRuFf06bmIVRLPvj48leIye8',
} as const;
