/**
 * The fields of a contact form (storefront.md §3 "Form node"): added, reordered (arrows or the
 * handle) and removed with ../../data/ItemList.tsx; per field its type (text, yes/no, select,
 * multiselect), for text the input (one line, e-mail, several lines), the field id the answer is
 * stored under, label, placeholder, required, narrow width, and the options of a selection.
 */
import { FORM_FIELD_TYPES, FORM_TEXT_TYPES } from '#shared/schemas/content.ts';
import { CheckboxField, Fieldset, SelectField, TextField } from '../../data/fields';
import { ItemList } from '../../data/ItemList';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';

import { withFieldType, type FieldType, type FormField } from './form-fields';

/** The server's limits (shared/schemas/content.ts). */
const MAX_FIELDS = 100;
const MAX_OPTIONS = 100;

const newField = (): FormField => ({
  type: 'text',
  value: { type: 'text', fieldId: '', label: '', description: '', isRequired: false, hasMaxWidth: false, options: [] },
});

export function FormFieldsEditor({ fields, onChange, errors }: { fields: readonly FormField[]; onChange: (fields: FormField[]) => void; errors: FieldErrors }) {
  const at = (index: number, path: string) => errors[`content.fields.${index}.value.${path}`];
  return (
    <Fieldset legend={t('websiteAdmin.formFields.legend')} help={t('websiteAdmin.formFields.help')}>
      <div className="bo-fieldset__wide">
        <ItemList
          scope="content.fields"
          items={fields}
          onChange={onChange}
          create={newField}
          draggable
          itemLabel={(field, index) =>
            field.value.label.trim()
              ? t('websiteAdmin.formFields.item', { label: field.value.label.trim() })
              : t('websiteAdmin.formFields.itemUnnamed', { position: index + 1 })
          }
          legend={(field, index) =>
            t('websiteAdmin.formFields.legendText', {
              position: index + 1,
              label: field.value.label.trim() || '…',
              type: t(`websiteAdmin.formFieldType.${field.type}`),
            })
          }
          addLabel={t('websiteAdmin.formFields.add')}
          max={MAX_FIELDS}
          variant="card"
          empty={<p className="bo-items__empty">{t('websiteAdmin.formFields.empty')}</p>}
          renderItem={(field, index, update) => {
            const set = (changes: Partial<FormField['value']>) => update({ ...field, value: { ...field.value, ...changes } });
            return (
              <>
                <div className="ws-grid">
                  <SelectField
                    label={t('websiteAdmin.formFields.type')}
                    value={field.type}
                    options={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`websiteAdmin.formFieldType.${type}`) }))}
                    onChange={(type) => update(withFieldType(field, (type as FieldType | undefined) ?? 'text'))}
                  />
                  {field.type === 'text' && (
                    <SelectField
                      label={t('websiteAdmin.formFields.textType')}
                      value={field.value.type ?? 'text'}
                      options={FORM_TEXT_TYPES.map((type) => ({ value: type, label: t(`websiteAdmin.formTextType.${type}`) }))}
                      onChange={(type) => set({ type: (type as FormField['value']['type']) ?? 'text' })}
                      error={at(index, 'type')}
                    />
                  )}
                  <TextField
                    label={t('websiteAdmin.formFields.label')}
                    required
                    maxLength={200}
                    value={field.value.label}
                    onChange={(label) => set({ label })}
                    error={at(index, 'label')}
                  />
                  <TextField
                    label={t('websiteAdmin.formFields.fieldId')}
                    help={t('websiteAdmin.formFields.fieldIdHelp')}
                    maxLength={100}
                    value={field.value.fieldId}
                    onChange={(fieldId) => set({ fieldId })}
                    error={at(index, 'fieldId')}
                  />
                  {field.type !== 'boolean' && (
                    <TextField
                      label={t('websiteAdmin.formFields.description')}
                      help={t('websiteAdmin.formFields.descriptionHelp')}
                      maxLength={1000}
                      value={field.value.description}
                      onChange={(description) => set({ description })}
                      error={at(index, 'description')}
                    />
                  )}
                </div>
                <div className="ws-grid">
                  <CheckboxField
                    label={t('websiteAdmin.formFields.required')}
                    checked={field.value.isRequired}
                    onChange={(isRequired) => set({ isRequired })}
                  />
                  <CheckboxField
                    label={t('websiteAdmin.formFields.hasMaxWidth')}
                    checked={field.value.hasMaxWidth}
                    onChange={(hasMaxWidth) => set({ hasMaxWidth })}
                  />
                </div>
                {(field.type === 'select' || field.type === 'multiselect') && (
                  <Fieldset legend={t('websiteAdmin.formFields.options')}>
                    <div className="bo-fieldset__wide">
                      <ItemList
                        scope={`content.fields.${index}.options`}
                        items={field.value.options}
                        onChange={(options) => set({ options })}
                        create={() => ({ value: '', label: '' })}
                        itemLabel={(option, position) =>
                          option.label.trim()
                            ? t('websiteAdmin.formFields.optionNamed', { label: option.label.trim() })
                            : t('websiteAdmin.formFields.option', { position: position + 1 })
                        }
                        legend={(_option, position) => t('websiteAdmin.formFields.option', { position: position + 1 })}
                        addLabel={t('websiteAdmin.formFields.addOption')}
                        max={MAX_OPTIONS}
                        variant="row"
                        empty={<p className="bo-items__empty">{t('websiteAdmin.formFields.optionsEmpty')}</p>}
                        renderItem={(option, position, updateOption) => (
                          <div className="ws-grid">
                            <TextField
                              label={t('websiteAdmin.formFields.optionLabel')}
                              required
                              maxLength={200}
                              value={option.label}
                              // A new option's value follows its label until the value is typed itself.
                              onChange={(label) => updateOption({ label, value: option.value === option.label ? label : option.value })}
                              error={at(index, `options.${position}.label`)}
                            />
                            <TextField
                              label={t('websiteAdmin.formFields.optionValue')}
                              required
                              maxLength={200}
                              value={option.value}
                              onChange={(value) => updateOption({ ...option, value })}
                              error={at(index, `options.${position}.value`)}
                            />
                          </div>
                        )}
                      />
                    </div>
                  </Fieldset>
                )}
              </>
            );
          }}
        />
      </div>
    </Fieldset>
  );
}
