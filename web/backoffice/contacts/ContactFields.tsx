/**
 * The contact fields external users and leads share (shared/schemas/crm.ts `contact`): company,
 * person, e-mail, phone, comment. The browser's autofill stays off: these are someone else's
 * data, not the signed-in staff member's.
 */
import type { ExternalUser } from '#shared/schemas/crm.ts';
import { t } from '../i18n';
import { TextAreaField, TextField } from '../data/fields';
import type { FieldErrors } from '../data/record-form';

export type ContactDraft = Pick<ExternalUser, 'companyName' | 'firstName' | 'lastName' | 'email' | 'phone' | 'comment'>;

export function ContactFields({
  draft,
  errors,
  setField,
}: {
  draft: ContactDraft;
  errors: FieldErrors;
  setField: (field: keyof ContactDraft, value: string) => void;
}) {
  const text = (field: keyof ContactDraft) => ({ value: draft[field], error: errors[field], onChange: (value: string) => setField(field, value) });
  return (
    <>
      <div className="org-grid">
        <TextField label={t('organisationAdmin.field.companyName')} maxLength={200} {...text('companyName')} />
        <TextField label={t('organisationAdmin.field.firstName')} maxLength={100} {...text('firstName')} />
        <TextField label={t('organisationAdmin.field.lastName')} maxLength={100} {...text('lastName')} />
        <TextField label={t('organisationAdmin.field.email')} type="email" maxLength={254} {...text('email')} />
        <TextField label={t('organisationAdmin.field.phone')} type="tel" maxLength={50} {...text('phone')} />
      </div>
      <TextAreaField label={t('organisationAdmin.field.comment')} maxLength={5000} {...text('comment')} />
    </>
  );
}
