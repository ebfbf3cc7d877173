/** Back-office texts of the label-sheets screens. */
export const labelSheetsAdminMessages = {} as const;
