/** Back-office texts of the image-templates screens. */
export const imageTemplatesAdminMessages = {
  'imageTemplatesAdmin.area': 'Bildvorlagen',
} as const;
