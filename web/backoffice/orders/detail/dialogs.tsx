/**
 * The order detail's dialogs: reject and cancel with a message to the customer, the counter
 * appointment (date and time in 5-minute steps, in the shop's zone) and the real amount of a
 * line. Each is a form: Enter submits, the submit button waits for the call, a failure stays in
 * the dialog (role=alert) so what was typed is not lost; Esc or 'Zurück' closes it and the
 * native dialog gives the focus back to the button that opened it.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { amountInputText } from '#shared/quantity/format.ts';
import { getUnit } from '#shared/units/units.ts';
import { Button, Dialog } from '#web/common/ui/index.ts';
import { t } from '../../i18n';
import { COUNTER_TIMES, counterAppointmentInstant, defaultCounterAppointment, parseStaffAmount } from './order-view';

/** Answers null on success (the dialog closes) or the German message to show. */
export type DialogSubmit<V> = (value: V) => Promise<string | null>;

interface FormDialogProps {
  title: string;
  submitLabel: string;
  destructive?: boolean;
  onClose: () => void;
  /** Answers null on success, else the message to show. */
  onSubmit: () => Promise<string | null>;
  children: ReactNode;
}

function FormDialog({ title, submitLabel, destructive, onClose, onSubmit, children }: FormDialogProps) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const message = await onSubmit();
    setBusy(false);
    if (message === null) onClose();
    else setError(message);
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      title={title}
      className="od-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('orderDetail.dialog.back')}
          </Button>
          <Button type="submit" form={formId} className={destructive ? 'od-button--danger' : undefined} disabled={busy} aria-busy={busy}>
            {busy ? t('orderDetail.action.busy') : submitLabel}
          </Button>
        </>
      }
    >
      {/* A changed field makes the last refusal stale. */}
      <form id={formId} className="od-form" onSubmit={(event) => void submit(event)} onChange={() => setError(null)} noValidate>
        {children}
        <div role="alert">{error && <p className="error-text">{error}</p>}</div>
      </form>
    </Dialog>
  );
}

/** The optional message to the customer of a reject or cancel (single or bulk). */
function CustomerMessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const fieldId = useId();
  return (
    <div className="od-field">
      <label htmlFor={fieldId} className="od-field__label">
        {t('orderDetail.message.label')}
      </label>
      <textarea
        id={fieldId}
        className="bo-input"
        rows={4}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${fieldId}-hint`}
        autoFocus
      />
      <p id={`${fieldId}-hint`} className="od-field__hint">
        {t('orderDetail.message.hint')}
      </p>
    </div>
  );
}

/** Reject or cancel: a short explanation and the optional message to the customer. */
export function MessageDialog({ kind, onClose, onSubmit }: { kind: 'reject' | 'cancel'; onClose: () => void; onSubmit: DialogSubmit<string> }) {
  const [message, setMessage] = useState('');
  return (
    <FormDialog
      title={t(`orderDetail.${kind}.title`)}
      submitLabel={t(`orderDetail.action.${kind}`)}
      destructive
      onClose={onClose}
      onSubmit={() => onSubmit(message.trim())}
    >
      <p>{t(`orderDetail.${kind}.text`)}</p>
      <CustomerMessageField value={message} onChange={setMessage} />
    </FormDialog>
  );
}

/**
 * Reject the orders selected in the current list (POST /api/orders/bulk-reject): the same
 * confirmation and optional message to the customers as the single reject.
 */
export function BulkRejectDialog({ count, onClose, onSubmit }: { count: number; onClose: () => void; onSubmit: DialogSubmit<string> }) {
  const [message, setMessage] = useState('');
  return (
    <FormDialog
      title={t('orderList.bulkReject.title')}
      submitLabel={t('orderList.bulkReject.submit')}
      destructive
      onClose={onClose}
      onSubmit={() => onSubmit(message.trim())}
    >
      <p>{count === 1 ? t('orderList.bulkReject.text.one') : t('orderList.bulkReject.text.other', { count })}</p>
      <CustomerMessageField value={message} onChange={setMessage} />
    </FormDialog>
  );
}

/** Another appointment, proposed to the customer; checked against the clock before it is sent. */
export function CounterAppointmentDialog({
  appointment,
  timeZone,
  onClose,
  onSubmit,
}: {
  appointment: string | undefined;
  timeZone: string;
  onClose: () => void;
  onSubmit: DialogSubmit<string>;
}) {
  const [initial] = useState(() => defaultCounterAppointment(appointment, new Date(), timeZone));
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const dateId = useId();
  const timeId = useId();

  const submit = () => {
    const at = counterAppointmentInstant(date, time, timeZone);
    if (!at) return Promise.resolve(t('orderDetail.counter.missing'));
    if (at.getTime() <= Date.now()) return Promise.resolve(t('orderDetail.counter.past'));
    return onSubmit(at.toISOString());
  };

  return (
    <FormDialog title={t('orderDetail.counter.title')} submitLabel={t('orderDetail.counter.submit')} onClose={onClose} onSubmit={submit}>
      <p>{t('orderDetail.counter.text')}</p>
      <div className="od-form__row">
        <div className="od-field">
          <label htmlFor={dateId} className="od-field__label">
            {t('orderDetail.counter.date')}
          </label>
          <input
            id={dateId}
            type="date"
            className="bo-input"
            value={date}
            min={initial.date}
            onChange={(event) => setDate(event.target.value)}
            required
            autoFocus
          />
        </div>
        <div className="od-field">
          <label htmlFor={timeId} className="od-field__label">
            {t('orderDetail.counter.time')}
          </label>
          <select id={timeId} className="bo-input" value={time} onChange={(event) => setTime(event.target.value)} required>
            {COUNTER_TIMES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
    </FormDialog>
  );
}

/** The real amount of a line (e.g. weighed at the counter) in the line's unit; a comma is fine. */
export function AmountDialog({
  productName,
  amount,
  unit,
  onClose,
  onSubmit,
}: {
  productName: string;
  amount: number;
  unit: string;
  onClose: () => void;
  onSubmit: DialogSubmit<number>;
}) {
  const [text, setText] = useState(() => amountInputText(amount));
  const fieldId = useId();
  const submit = () => {
    const parsed = parseStaffAmount(text);
    return parsed === null ? Promise.resolve(t('orderDetail.amount.invalid')) : onSubmit(parsed);
  };
  return (
    <FormDialog
      title={t('orderDetail.amount.title', { product: productName })}
      submitLabel={t('orderDetail.amount.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="od-field">
        <label htmlFor={fieldId} className="od-field__label">
          {t('orderDetail.amount.label', { unit: getUnit(unit).name })}
        </label>
        <div className="od-amount">
          <input
            id={fieldId}
            className="bo-input od-amount__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${fieldId}-hint`}
            autoFocus
            onFocus={(event) => event.target.select()}
          />
          <span className="od-amount__unit" aria-hidden="true">
            {getUnit(unit).shortName}
          </span>
        </div>
        <p id={`${fieldId}-hint`} className="od-field__hint">
          {t('orderDetail.amount.hint')}
        </p>
      </div>
    </FormDialog>
  );
}
