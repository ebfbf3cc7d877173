/** Back-office texts of the image-templates screens. */
export const imageTemplatesAdminMessages = {} as const;
