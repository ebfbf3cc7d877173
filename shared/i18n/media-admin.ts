/** Back-office texts of the media screens. */
export const mediaAdminMessages = {
  'mediaAdmin.group.media': 'Medien',
} as const;
