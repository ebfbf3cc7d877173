/**
 * The nine required-field switches of a branch (is{Takeaway|DineIn|Delivery}{Email|Phone|Address}Required)
 * as a table: a row per order type, a column per customer field. Each checkbox carries its whole
 * meaning as its name ("Lieferung: E-Mail erforderlich"), so a screen reader that reads a single
 * cell out of the table still says what it switches. An order type the branch does not offer
 * says so in its row; its switches stay editable (they apply once the type is switched on).
 */
import { t, type PlainMessageKey } from '../i18n';
import { Fieldset } from '../data/fields';
import {
  ORDER_TYPE_LABEL,
  ORDER_TYPE_SWITCH,
  REQUIREMENT_FIELDS,
  REQUIREMENT_ORDER_TYPES,
  requirementKey,
  type BranchDraft,
  type RequirementField,
  type RequirementKey,
} from './branch-form';

const FIELD_LABEL: Record<RequirementField, PlainMessageKey> = {
  email: 'branchAdmin.required.email',
  phone: 'branchAdmin.required.phone',
  address: 'branchAdmin.required.address',
};

export interface RequiredFieldsMatrixProps {
  draft: BranchDraft;
  onChange: (key: RequirementKey, required: boolean) => void;
  errors: Readonly<Record<string, string>>;
}

export function RequiredFieldsMatrix({ draft, onChange, errors }: RequiredFieldsMatrixProps) {
  const messages = REQUIREMENT_ORDER_TYPES.flatMap((orderType) => REQUIREMENT_FIELDS.map((field) => errors[requirementKey(orderType, field)])).filter(Boolean);
  return (
    <Fieldset legend={t('branchAdmin.section.required')} help={t('branchAdmin.required.help')} className="branch-required">
      <div className="bo-table-wrap">
        <table className="bo-table">
          <caption className="visually-hidden">{t('branchAdmin.required.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('branchAdmin.required.orderType')}</th>
              {REQUIREMENT_FIELDS.map((field) => (
                <th key={field} scope="col" className="branch-required__cell">
                  {t(FIELD_LABEL[field])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REQUIREMENT_ORDER_TYPES.map((orderType) => {
              const typeLabel = t(ORDER_TYPE_LABEL[orderType]);
              const offered = draft[ORDER_TYPE_SWITCH[orderType]];
              return (
                <tr key={orderType}>
                  <th scope="row">
                    {typeLabel}
                    {!offered && <span className="branch-required__off">{` (${t('branchAdmin.required.notOffered')})`}</span>}
                  </th>
                  {REQUIREMENT_FIELDS.map((field) => {
                    const key = requirementKey(orderType, field);
                    return (
                      <td key={field} className="branch-required__cell">
                        <input
                          type="checkbox"
                          aria-label={t('branchAdmin.required.cell', { orderType: typeLabel, field: t(FIELD_LABEL[field]) })}
                          checked={Boolean(draft[key])}
                          aria-invalid={errors[key] ? true : undefined}
                          onChange={(event) => onChange(key, event.target.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {messages.map((message) => (
        <p key={message} className="bo-field__error">
          {message}
        </p>
      ))}
    </Fieldset>
  );
}
