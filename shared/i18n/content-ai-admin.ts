/** Back-office texts of the content-ai screens. */
export const contentAiAdminMessages = {} as const;
