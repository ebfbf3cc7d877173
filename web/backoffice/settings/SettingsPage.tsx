/**
 * /backend/settings — the shop configuration (backoffice.md §3 "Config": read and saved as one
 * whole object), for administrators: shop data, order defaults, legal texts with a preview,
 * payment and plugin switches, notifications, order caps, map and tracking (./settings-fields.ts).
 *
 * The form is the record editor of every data screen on a singleton record (useSingletonForm):
 * the same conflict notice when someone saved meanwhile (409), error summary, field messages and
 * question before leaving with unsaved changes. Fields the storefront reads carry the mark
 * "im Shop sichtbar".
 *
 * Whoever may not save the config (POST /api/config is for administrators) gets a notice instead
 * of the form: employees could read it, but have nothing to do here and no reason to see the
 * notification addresses.
 */
import { useId } from 'react';
import { Loading } from '../../common/ui';
import { useDocumentTitle } from '../../common/document';
import { DELIVERY_METHODS } from '#shared/schemas/config.ts';
import { mayCall, useViewer } from '../data/access';
import { CheckboxField, Fieldset, NumberField, SelectField, TextAreaField, TextField } from '../data/fields';
import { useSingletonForm, type RecordForm } from '../data/record-form';
import { RecordEditor } from '../data/RecordEditor';
import { branchesApi } from '../branches/api';
import { t } from '../i18n';
import { configApi, type StoredConfig } from './api';
import { LegalDocumentFields } from './LegalDocumentFields';
import { OrderCapsFields } from './OrderCapsFields';
import { DELIVERY_METHOD_LABELS, SETTINGS_SECTIONS, isShownInShop, maxLengthOf, textOrUnset, type SettingField } from './settings-fields';
import './settings.css';

type ConfigForm = RecordForm<StoredConfig, StoredConfig>;

export default function SettingsPage() {
  const viewer = useViewer();
  if (!viewer) return <Loading />;
  return mayCall(viewer, 'POST', '/api/config') ? <SettingsForm /> : <NoAccess />;
}

function NoAccess() {
  const headingId = useId();
  const title = t('settingsAdmin.title');
  useDocumentTitle(title);
  return (
    <section className="bo-editor" aria-labelledby={headingId}>
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>
      <div className="bo-notice bo-notice--warning" data-testid="settings-no-access">
        <p>{t('settingsAdmin.noAccess')}</p>
      </div>
    </section>
  );
}

function SettingsForm() {
  const form = useSingletonForm<StoredConfig>(configApi);
  // The branches for the per-branch order values (a few per shop: the whole list).
  const branches = branchesApi.useAll().data ?? [];
  return (
    <RecordEditor form={form} title={t('settingsAdmin.title')} canEdit canDelete={false} hasRequiredFields={false}>
      <p className="settings-intro">
        <span className="bo-field__badge" aria-hidden="true">
          {t('settingsAdmin.publicBadge')}
        </span>{' '}
        {t('settingsAdmin.publicHint')}
      </p>
      <nav className="settings-nav" aria-label={t('settingsAdmin.sections')}>
        <ul>
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#settings-${section.id}`}>{t(section.legend)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SETTINGS_SECTIONS.map((section) => (
        <div key={section.id} id={`settings-${section.id}`} className="settings-section">
          <Fieldset legend={t(section.legend)} help={section.help && t(section.help)}>
            {section.fields.map((field) =>
              field.kind === 'orderCaps' ? (
                <OrderCapsFields key={field.key} form={form} branches={branches} />
              ) : field.kind === 'legal' ? (
                <LegalDocumentFields key={field.key} form={form} field={{ ...field, label: t(field.label) }} />
              ) : (
                <SettingControl key={field.key} form={form} field={field} />
              ),
            )}
          </Fieldset>
        </div>
      ))}
    </RecordEditor>
  );
}

function SettingControl({ form, field }: { form: ConfigForm; field: Exclude<SettingField, { kind: 'legal' | 'orderCaps' }> }) {
  const { draft, errors } = form;
  const frame = {
    label: t(field.label),
    help: field.help && t(field.help),
    badge: isShownInShop(field.key) ? t('settingsAdmin.publicBadge') : undefined,
    error: errors[field.key],
  };
  switch (field.kind) {
    case 'text': {
      const { key } = field;
      const onChange = (value: string) => form.setField(key, textOrUnset(value));
      return field.multiLine ? (
        <TextAreaField {...frame} className="settings-wide" rows={3} maxLength={maxLengthOf(key)} value={draft[key]} onChange={onChange} />
      ) : (
        <TextField {...frame} type={field.type} maxLength={maxLengthOf(key)} value={draft[key]} onChange={onChange} />
      );
    }
    case 'number': {
      const { key } = field;
      // An emptied number is left out: the server applies the field's default (shown after the save).
      return (
        <NumberField
          {...frame}
          integer={field.integer}
          unit={field.unit && t(field.unit)}
          value={draft[key]}
          onChange={(value) => form.setField(key, value as number)}
        />
      );
    }
    case 'switch': {
      const { key } = field;
      return <CheckboxField {...frame} checked={draft[key]} onChange={(checked) => form.setField(key, checked)} />;
    }
    case 'deliveryMethod':
      return (
        <SelectField
          {...frame}
          emptyLabel={t('settingsAdmin.field.defaultDeliveryMethod.none')}
          options={DELIVERY_METHODS.map((method) => ({ value: method, label: t(DELIVERY_METHOD_LABELS[method]) }))}
          value={draft.defaultDeliveryMethod}
          onChange={(value) => form.setField('defaultDeliveryMethod', value as StoredConfig['defaultDeliveryMethod'])}
        />
      );
  }
}
