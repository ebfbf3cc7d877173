/**
 * Server and shared texts of the media features: the image library's upload and processing
 * messages (functions/images, events/consumers/media), fonts and content generation.
 */
export const mediaMessages = {
  'api.image.notAnImage': 'Die Datei ist kein Bild im Format JPG, PNG, WebP, GIF oder AVIF.',
} as const;
