/**
 * Server and shared texts of the media features: the image library's upload and processing
 * messages (functions/images, events/consumers/media), fonts and content generation.
 *
 * The processor stores a key of these as an image's `errorCode`; the screen shows it with `t`, so
 * those texts take no parameters (the limits of shared/media/image-files.ts are written out; a
 * test keeps them equal).
 */
export const mediaMessages = {
  'api.image.notAnImage': 'Die Datei ist kein Bild im Format JPG, PNG, WebP, GIF oder AVIF.',
  'api.image.tooLarge': 'Die Datei ist zu groß. Erlaubt sind höchstens 25 MB.',
  'api.image.empty': 'Die Datei ist leer.',
  'api.image.typeNotAllowed': 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind JPG, PNG, WebP, GIF und AVIF.',
  'api.image.extensionMismatch': 'Die Dateiendung passt nicht zum Dateityp. Bitte wählen Sie die Datei erneut aus.',
  'api.image.unreadable': 'Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden.',
  'api.image.dimensions':
    'Das Bild muss an jeder Seite mindestens 64 Pixel und an der längsten Seite höchstens 12.000 Pixel haben, bei höchstens 100 Megapixeln.',
  'api.image.processingFailed': 'Das Bild konnte nicht verarbeitet werden. Bitte laden Sie es erneut hoch.',
  'api.image.uploadMissing': 'Die hochgeladene Datei ist nicht angekommen. Bitte laden Sie sie erneut hoch.',
  // Fonts (functions/fonts, shared/fonts) and content generation (functions/content-ai).
  'api.font.unknownFamily': 'Diese Schriftart gibt es nicht.',
  'api.font.unknownVariant': 'Diesen Schriftschnitt gibt es für diese Schriftart nicht.',
  'font.weight.100': 'Thin',
  'font.weight.200': 'Extralight',
  'font.weight.300': 'Light',
  'font.weight.400': 'Regular',
  'font.weight.500': 'Medium',
  'font.weight.600': 'Semibold',
  'font.weight.700': 'Bold',
  'font.weight.800': 'Extrabold',
  'font.weight.900': 'Black',
  'font.style.normal': 'normal',
  'font.style.italic': 'kursiv',
  'font.variant.normal': '{weight} {name}',
  'font.variant.italic': '{weight} {name} kursiv',
  'font.category.sans-serif': 'Serifenlos',
  'font.category.serif': 'Mit Serifen',
  'api.contentAi.limit': 'Sie haben in dieser Stunde schon {limit} Vorschläge erstellen lassen. Bitte versuchen Sie es später wieder.',
  'api.contentAi.unavailable': 'Der KI-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später wieder.',
  'api.contentAi.badAnswer': 'Der KI-Dienst hat keinen brauchbaren Vorschlag geliefert. Bitte versuchen Sie es noch einmal.',
  'api.contentAi.imageNeedsSubject': 'Bitte wählen Sie ein Bild oder beschreiben Sie, was darauf zu sehen ist.',
} as const;

export type MediaMessageKey = keyof typeof mediaMessages;
