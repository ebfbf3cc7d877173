/** Back-office texts of the label-sheets screens. */
export const labelSheetsAdminMessages = {
  'labelSheetsAdmin.area': 'Etiketten',
} as const;
