/** Back-office texts of the content-ai screens. */
export const contentAiAdminMessages = {
  'contentAiAdmin.generate': 'Mit KI vorschlagen',
} as const;
