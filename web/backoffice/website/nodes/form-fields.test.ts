import { describe, expect, it } from 'vitest';
import { formFieldSchema } from '#shared/schemas/content.ts';
import { withFieldType, type FormField } from './form-fields';

const email: FormField = {
  type: 'text',
  value: { type: 'email', fieldId: 'email', label: 'E-Mail', description: 'name@beispiel.at', isRequired: true, hasMaxWidth: true, options: [] },
};
const branch: FormField = {
  type: 'select',
  value: {
    fieldId: 'branch',
    label: 'Filiale',
    description: '',
    isRequired: true,
    hasMaxWidth: false,
    options: [
      { value: 'graz', label: 'Graz' },
      { value: 'weiz', label: 'Weiz' },
    ],
  },
};

describe('withFieldType', () => {
  it('keeps label, field id, placeholder and flags when the type changes', () => {
    expect(withFieldType(email, 'boolean')).toEqual({
      type: 'boolean',
      value: { fieldId: 'email', label: 'E-Mail', description: 'name@beispiel.at', isRequired: true, hasMaxWidth: true, options: [] },
    });
  });

  it('keeps the options between select and multiselect, and drops them for a text', () => {
    expect(withFieldType(branch, 'multiselect').value.options).toEqual(branch.value.options);
    expect(withFieldType(branch, 'text')).toEqual({
      type: 'text',
      value: { type: 'text', fieldId: 'branch', label: 'Filiale', description: '', isRequired: true, hasMaxWidth: false, options: [] },
    });
  });

  it('gives a text its input type back and takes it from the others', () => {
    expect(withFieldType(withFieldType(email, 'select'), 'text').value.type).toBe('text');
    expect(withFieldType(email, 'text').value.type).toBe('email');
    expect('type' in withFieldType(email, 'select').value).toBe(false);
  });

  it('answers fields the server accepts', () => {
    for (const type of ['text', 'boolean', 'select', 'multiselect'] as const) {
      expect(formFieldSchema.safeParse(withFieldType(branch, type)).success).toBe(true);
    }
  });
});
