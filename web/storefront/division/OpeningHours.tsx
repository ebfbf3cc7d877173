/**
 * Opening hours as a table of day ranges and times (storefront.md §2): 'Mo–Fr 07:00–18:30',
 * 'So Geschlossen'. With isDeliveryHoursEnabled a switch shows the delivery hours instead. The
 * grouping is shared/hours `weekRows`; the table writes 'Geschlossen', the dialog 'geschlossen'.
 * Also the opening-hours dialog (Esc, a click outside or 'Schliessen' close it).
 */
import { useId, useState } from 'react';
import { weekRows, type OpeningHoursRules, type WeekStyle } from '#shared/hours/index.ts';
import { t } from '../../common/i18n';
import { Button, Dialog } from '../../common/ui';
import type { Branch } from '../data';

export function HoursTable({ rules, style = 'table', caption }: { rules: OpeningHoursRules; style?: WeekStyle; caption?: string }) {
  const rows = weekRows(rules, style);
  return (
    <table className="hours-table">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('layout.hours.day')}</th>
          <th scope="col">{t('layout.hours.time')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td className={row.isClosed ? 'hours-table__closed' : undefined}>
              {row.isClosed ? row.hours : row.ranges.map((range) => <span key={range}>{range}</span>)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The branch's opening hours, with the switch to delivery hours when it has them. */
export function BranchHours({ branch, style = 'table' }: { branch: Branch; style?: WeekStyle }) {
  const [showDelivery, setShowDelivery] = useState(false);
  const label = useId();
  const hasDeliveryHours = !!branch.isDeliveryHoursEnabled;
  const delivery = hasDeliveryHours && showDelivery;
  return (
    <div className="branch-hours">
      {hasDeliveryHours && (
        <div className="segmented" role="group" aria-labelledby={label}>
          <span id={label} className="visually-hidden">
            {t('layout.hours.switch')}
          </span>
          <button type="button" aria-pressed={!delivery} onClick={() => setShowDelivery(false)}>
            {t('hours.openingHours')}
          </button>
          <button type="button" aria-pressed={delivery} onClick={() => setShowDelivery(true)}>
            {t('hours.deliveryHours')}
          </button>
        </div>
      )}
      <HoursTable
        rules={delivery ? branch.deliveryHours : branch.openingHours}
        style={style}
        caption={`${delivery ? t('hours.deliveryHours') : t('hours.openingHours')} ${branch.name}`}
      />
    </div>
  );
}

export function HoursDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  return (
    <Dialog
      open={branch !== null}
      onClose={onClose}
      title={branch ? t('layout.hours.dialogTitle', { name: branch.name }) : ''}
      className="hours-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('hours.dialog.close')}
        </Button>
      }
    >
      {branch && <BranchHours branch={branch} style="dialog" />}
    </Dialog>
  );
}
