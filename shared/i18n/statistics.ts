/**
 * Server and shared texts of the statistics (functions/statistics, docs/statistics.md): the API's
 * refusal of an unknown name (ranges use api.validation.dateRange*) and the labels an answer's rows carry (shared/statistics/answer.ts). The back office
 * shows the labels as the API sends them; its screen texts live in its own area file.
 */
export const statisticsMessages = {
  'api.statistics.unknown': 'Diese Statistik gibt es nicht.',

  // Row labels: the folded tail of a long list, records that no longer exist, readable keys.
  'statistics.label.other': 'Sonstige',
  'statistics.label.deletedProduct': 'Gelöschtes Produkt',
  'statistics.label.deletedQrCode': 'Gelöschter QR-Code',
  'statistics.label.direct': 'Direkt',
  'statistics.label.light': 'Hell',
  'statistics.label.dark': 'Dunkel',
  'statistics.label.resolution': '{width} × {height}',
  'statistics.label.pixelRatio': '{ratio}×',
  'statistics.label.event': '{category}: {action}',
  'statistics.label.flow': '{from} → {to}',

  // Order origins (shared/statistics/origins.ts `originKey`): how an order reached the shop.
  'statistics.origin.qr': 'QR-Code: {name}',
  'statistics.origin.kiosk': 'Kiosk',
  'statistics.origin.phone': 'Telefon',
  'statistics.origin.table': 'Tisch',
  'statistics.origin.storefront': 'Onlineshop (direkt)',
  'statistics.origin.campaign': 'Kampagne: {name}',
} as const;

export type StatisticsMessageKey = keyof typeof statisticsMessages;
