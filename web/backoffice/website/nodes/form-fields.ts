/** The rule of the form field editor (./FormFieldsEditor.tsx) that needs no screen: changing a field's type. */
import type { z } from 'zod';
import type { formFieldSchema } from '#shared/schemas/content.ts';

export type FormField = z.infer<typeof formFieldSchema>;
export type FieldType = FormField['type'];

/** A field as another type: a text keeps its input type, a selection its options; the others drop what they do not use. */
export function withFieldType(field: FormField, type: FieldType): FormField {
  const { type: _textType, options: _options, ...common } = field.value;
  const selection = type === 'select' || type === 'multiselect';
  return {
    type,
    value: { ...common, ...(type === 'text' ? { type: field.value.type ?? 'text' } : {}), options: selection ? field.value.options : [] },
  };
}
