/**
 * One legal document of the settings (terms, privacy policy, imprint, allergens): its external
 * address, its own markdown text, what the shop links (the text wins over the address:
 * storefront/layout/legal.ts, the footer's and checkout's own rule) and a preview of the text.
 *
 * The preview is the storefront's own renderer (storefront/checkout/Markdown.tsx, the terms and
 * privacy dialogs of the checkout) with its defaults, so the admin sees the subset of markdown
 * the shop understands, not a richer one.
 */
import { hasText } from '#shared/text/index.ts';
import { Markdown } from '../../storefront/checkout/Markdown';
import { legalLinks } from '../../storefront/layout/legal';
import { Fieldset, TextAreaField, TextField } from '../data/fields';
import type { RecordForm } from '../data/record-form';
import { t } from '../i18n';
import type { StoredConfig } from './api';
import { isShownInShop, maxLengthOf, textOrUnset, type LegalKey } from './settings-fields';

export function LegalDocumentFields({
  form,
  field,
}: {
  form: RecordForm<StoredConfig, StoredConfig>;
  field: { key: LegalKey; text: `${LegalKey}Text`; label: string };
}) {
  const { draft, errors } = form;
  const documentName = field.label;
  const text = draft[field.text];
  const link = legalLinks(draft).find((candidate) => candidate.key === field.key);
  const badge = (key: LegalKey | `${LegalKey}Text`) => (isShownInShop(key) ? t('settingsAdmin.publicBadge') : undefined);
  return (
    <Fieldset legend={documentName} className="settings-legal">
      <TextField
        type="url"
        label={t('settingsAdmin.legal.url')}
        help={t('settingsAdmin.legal.url.help')}
        badge={badge(field.key)}
        value={draft[field.key]}
        onChange={(value) => form.setField(field.key, textOrUnset(value))}
        error={errors[field.key]}
      />
      <p className="settings-legal__link">
        {!link
          ? t('settingsAdmin.legal.shopLink.none')
          : link.external
            ? t('settingsAdmin.legal.shopLink.external')
            : t('settingsAdmin.legal.shopLink.text', { path: link.href })}
      </p>
      <TextAreaField
        label={t('settingsAdmin.legal.text')}
        help={t('settingsAdmin.legal.text.help')}
        badge={badge(field.text)}
        rows={14}
        maxLength={maxLengthOf(field.text)}
        value={text}
        onChange={(value) => form.setField(field.text, textOrUnset(value))}
        error={errors[field.text]}
      />
      {/* Focusable, so a long preview can be scrolled with the keyboard. */}
      <section className="settings-preview" aria-label={t('settingsAdmin.legal.preview', { document: documentName })} tabIndex={0}>
        <p className="settings-preview__title" aria-hidden="true">
          {t('settingsAdmin.legal.preview', { document: documentName })}
        </p>
        {hasText(text) ? <Markdown source={text} /> : <p className="settings-preview__empty">{t('settingsAdmin.legal.previewEmpty')}</p>}
      </section>
    </Fieldset>
  );
}
