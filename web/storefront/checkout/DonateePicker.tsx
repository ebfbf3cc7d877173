/**
 * The donation recipient of the checkout (storefront.md §2 "donatee picker", §8 'Keine passende
 * Organisation gefunden.', §9 "A donation amount is displayed fixed at 0.07 in the currency"),
 * shown when enablePluginDonations is on. A dialog lists the recipients with a search over name
 * and description; choosing one closes it. Choosing none is fine: the donation is an offer.
 */
import { useId, useState } from 'react';
import { t } from '../../common/i18n';
import { Button, Dialog } from '../../common/ui';
import { DONATION_AMOUNT } from '#shared/checkout/options.ts';
import { formatMoney, money } from '#shared/money/money.ts';
import { filterDonatees, type DonateeEntry } from './order-payload';

export interface DonateePickerProps {
  donatees: readonly DonateeEntry[];
  /** Id of the chosen recipient, '' for none. */
  value: string;
  onChange: (id: string) => void;
  currency: string;
}

export function DonateePicker({ donatees, value, onChange, currency }: DonateePickerProps) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const searchId = useId();
  const chosen = donatees.find((donatee) => donatee.id === value);
  const matches = filterDonatees(donatees, term);

  const choose = (id: string) => {
    onChange(id);
    setOpen(false);
    setTerm('');
  };

  return (
    <div className="donatee">
      <p>{t('checkout.donation.text', { amount: formatMoney(money(DONATION_AMOUNT), currency) })}</p>
      {chosen && (
        <div className="donatee__chosen">
          <p className="donatee__name">{chosen.name}</p>
          {chosen.description && <p className="donatee__description">{chosen.description}</p>}
        </div>
      )}
      <div className="donatee__actions">
        <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {chosen ? t('checkout.donation.change') : t('checkout.donation.choose')}
        </Button>
        {chosen && (
          <button type="button" className="checkout-link-button" onClick={() => onChange('')}>
            {t('checkout.donation.remove')}
          </button>
        )}
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('checkout.donation.choose')}
        className="checkout-dialog"
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('checkout.close')}
          </Button>
        }
      >
        <label className="checkout-field__label" htmlFor={searchId}>
          {t('checkout.donation.search')}
        </label>
        <input id={searchId} type="search" className="checkout-input" value={term} onChange={(event) => setTerm(event.target.value)} autoComplete="off" />
        {matches.length === 0 ? (
          <p className="donatee__empty" role="status">
            {t('donatee.noMatch')}
          </p>
        ) : (
          <ul className="donatee__list">
            {matches.map((donatee) => (
              <li key={donatee.id}>
                <button type="button" className="donatee__option" aria-pressed={donatee.id === value} onClick={() => choose(donatee.id)}>
                  <span className="donatee__name">{donatee.name}</span>
                  {donatee.description && <span className="donatee__description">{donatee.description}</span>}
                  {donatee.id === value && <span className="donatee__badge">{t('checkout.donation.selected')}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </div>
  );
}
