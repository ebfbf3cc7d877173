/**
 * The appointment of the checkout (storefront.md §2 date and time picker, §5 "Appointment", §9
 * "Time slots"): a date picker (calendar with ISO week numbers, Monday to Sunday 'Mo' to 'So';
 * past days and days without an available slot are disabled) and a time picker (hours and
 * minutes in 5-minute steps, the day's available times listed, a warning for a time outside
 * them, 'Zum ausgewählten Tag sind keine Termine verfügbar.' for a day without any).
 *
 * The slots come from shared/slots (appointmentSlots) for the branch, the order type and the
 * products' lead times; the value is the appointment as an ISO instant (the cart's
 * order.appointment).
 *
 * Decisions where the spec is silent:
 * - Choosing a day keeps the chosen time when that day offers it, else takes the day's first
 *   available time, so one tap on a day gives a valid appointment; the time picker refines it.
 * - Choosing an hour keeps the minute when that hour offers it, else takes the hour's first
 *   available minute. Times outside the slots stay choosable (with the warning) because the
 *   spec asks for a warning, not a lock; the order API refuses them with the spec's message.
 * - The time picker shows the hours from the day's first to its last slot (plus the chosen
 *   hour), not all 24.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../common/i18n';
import { Button, Dialog } from '../../common/ui';
import { slotsOn, type Slot, type SlotDay } from '#shared/slots/index.ts';
import { SLOT_STEP_MINUTES } from '#shared/slots/lead-time.ts';
import {
  addDays,
  dayIndexOf,
  formatLocalDate,
  formatTime,
  localDateOf,
  monthName,
  weekdayName,
  weekdayOf,
  zonedInstant,
  type LocalDate,
} from '#shared/time/index.ts';
import { addMonths, joinTime, monthGrid, monthOf, slotRanges, splitTime, type LocalMonth } from './calendar';
import { FieldError, fieldAria, inputId } from './fields';

const FIELD = 'appointmentDate';
const WEEKDAY_INDEXES = [0, 1, 2, 3, 4, 5, 6];
const MINUTES = Array.from({ length: 60 / SLOT_STEP_MINUTES }, (_, index) => index * SLOT_STEP_MINUTES);

export interface AppointmentPickerProps {
  slotDays: readonly SlotDay[];
  /** ISO instant or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  today: LocalDate;
  /** The last day that may be chosen (today + 89 days). */
  lastDay: LocalDate;
  timeZone: string;
  required: boolean;
  error?: string;
}

/** 'Samstag, 21.11.2026' */
function longDate(date: LocalDate): string {
  return `${weekdayName(weekdayOf(date))}, ${formatLocalDate(date)}`;
}

function instantOf(date: LocalDate, time: string, slots: readonly Slot[], timeZone: string): Date | null {
  const slot = slots.find((candidate) => candidate.time === time);
  if (slot) return slot.at;
  const parts = splitTime(time);
  return parts ? zonedInstant(date, parts.hour * 60 + parts.minute, timeZone) : null;
}

export function AppointmentPicker({ slotDays, value, onChange, today, lastDay, timeZone, required, error }: AppointmentPickerProps) {
  const [dialog, setDialog] = useState<'date' | 'time' | null>(null);
  const chosen = value ? new Date(value) : null;
  const valid = chosen && !Number.isNaN(chosen.getTime()) ? chosen : null;
  const date = valid ? localDateOf(valid, timeZone) : null;
  const time = valid ? formatTime(valid, timeZone) : null;
  const daySlots = date ? slotsOn(slotDays, date) : [];
  const isAvailable = time !== null && daySlots.some((slot) => slot.time === time);

  const choose = (nextDate: LocalDate, nextTime: string) => {
    const instant = instantOf(nextDate, nextTime, slotsOn(slotDays, nextDate), timeZone);
    if (instant) onChange(instant.toISOString());
  };

  const chooseDate = (nextDate: LocalDate) => {
    const slots = slotsOn(slotDays, nextDate);
    const keep = time && slots.some((slot) => slot.time === time) ? time : slots[0]?.time;
    if (keep) choose(nextDate, keep);
    setDialog(null);
  };

  let warning: string | null = null;
  if (date && daySlots.length === 0) warning = t('appointment.noSlotsOnDay');
  else if (date && !isAvailable) warning = t('appointment.timeNotAvailable');

  const legendId = `${inputId(FIELD)}-legend`;
  return (
    <fieldset className={['checkout-appointment', error ? 'checkout-field--invalid' : null].filter(Boolean).join(' ')} aria-labelledby={legendId}>
      <legend id={legendId} className="checkout-field__label">
        {t('appointment.label')}
        {required && (
          <>
            <span className="checkout-field__required" aria-hidden="true">
              {' *'}
            </span>
            {/* A button cannot carry aria-required: the legend says it instead. */}
            <span className="visually-hidden">{` (${t('checkout.requiredField')})`}</span>
          </>
        )}
      </legend>
      <div className="checkout-appointment__buttons">
        <Button
          variant="secondary"
          id={inputId(FIELD)}
          className="checkout-appointment__button"
          onClick={() => setDialog('date')}
          aria-haspopup="dialog"
          {...fieldAria(FIELD, { required: false, error })}
        >
          <CalendarIcon />
          {date ? t('checkout.appointment.dateValue', { date: formatLocalDate(date) }) : t('checkout.appointment.chooseDate')}
        </Button>
        <Button variant="secondary" className="checkout-appointment__button" onClick={() => setDialog('time')} aria-haspopup="dialog" disabled={!date}>
          <ClockIcon />
          {time ? t('checkout.appointment.timeValue', { time }) : t('checkout.appointment.chooseTime')}
        </Button>
        {value && (
          <button type="button" className="checkout-link-button" onClick={() => onChange(null)}>
            {t('checkout.appointment.clear')}
          </button>
        )}
      </div>
      {!value && !required && <p className="checkout-field__hint">{t('checkout.appointment.none')}</p>}
      {warning && (
        <p className="checkout-warning" role="status">
          {warning}
        </p>
      )}
      <FieldError name={FIELD} error={error} />

      <Dialog
        open={dialog === 'date'}
        onClose={() => setDialog(null)}
        title={t('checkout.appointment.chooseDate')}
        className="checkout-dialog"
        footer={
          <Button variant="secondary" onClick={() => setDialog(null)}>
            {t('checkout.close')}
          </Button>
        }
      >
        <DatePicker slotDays={slotDays} selected={date} today={today} lastDay={lastDay} onSelect={chooseDate} />
      </Dialog>
      {date && (
        <Dialog
          open={dialog === 'time'}
          onClose={() => setDialog(null)}
          title={`${t('checkout.appointment.chooseTime')} – ${longDate(date)}`}
          className="checkout-dialog"
        >
          <TimePicker
            slots={daySlots}
            initial={time}
            onApply={(nextTime) => {
              choose(date, nextTime);
              setDialog(null);
            }}
            onCancel={() => setDialog(null)}
          />
        </Dialog>
      )}
    </fieldset>
  );
}

interface DatePickerProps {
  slotDays: readonly SlotDay[];
  selected: LocalDate | null;
  today: LocalDate;
  lastDay: LocalDate;
  onSelect: (date: LocalDate) => void;
}

function DatePicker({ slotDays, selected, today, lastDay, onSelect }: DatePickerProps) {
  const available = useMemo(() => new Set(slotDays.map((day) => day.date)), [slotDays]);
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDay);
  const [month, setMonth] = useState<LocalMonth>(() => monthOf(selected ?? slotDays[0]?.date ?? today));
  const grid = useRef<HTMLTableElement>(null);
  const isEnabled = (date: LocalDate) => date >= today && date <= lastDay && available.has(date);

  // Arrow keys move between the enabled days of the month (left/right a day, up/down a week).
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    const current = (event.target as HTMLElement).dataset.date;
    if (!step || !current) return;
    event.preventDefault();
    for (let next = addDays(current, step); monthOf(next) === month; next = addDays(next, step)) {
      const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]:not(:disabled)`);
      if (button) {
        button.focus();
        return;
      }
    }
  };

  const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return (
    <div className="date-picker">
      <div className="date-picker__header">
        <button
          type="button"
          className="date-picker__nav"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= firstMonth}
          aria-label={t('checkout.datePicker.previousMonth')}
        >
          ‹
        </button>
        <p className="date-picker__month" aria-live="polite">
          {monthName(monthNumber)} {year}
        </p>
        <button
          type="button"
          className="date-picker__nav"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= lastMonth}
          aria-label={t('checkout.datePicker.nextMonth')}
        >
          ›
        </button>
      </div>
      <table className="date-picker__grid" ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <th scope="col" className="date-picker__week">
              {t('time.calendarWeek')}
            </th>
            {WEEKDAY_INDEXES.map((weekday) => (
              <th key={weekday} scope="col">
                <abbr title={weekdayName(weekday)}>{weekdayName(weekday, 'short')}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((row) => (
            <tr key={row.week}>
              <th scope="row" className="date-picker__week" aria-label={t('checkout.datePicker.week', { week: row.week })}>
                {row.week}
              </th>
              {row.days.map((date, index) =>
                date === null ? (
                  <td key={index} />
                ) : (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={[
                        'date-picker__day',
                        date === today ? 'date-picker__day--today' : null,
                        date === selected ? 'date-picker__day--selected' : null,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      disabled={!isEnabled(date)}
                      aria-pressed={date === selected}
                      onClick={() => onSelect(date)}
                    >
                      {/* Read as '23. November 2026, Montag': the visible number starts the name. */}
                      {dayIndexOf(date) - dayIndexOf(`${month}-01`) + 1}
                      <span className="visually-hidden">{`. ${monthName(monthNumber)} ${year}, ${weekdayName(weekdayOf(date))}`}</span>
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface TimePickerProps {
  slots: readonly Slot[];
  initial: string | null;
  onApply: (time: string) => void;
  onCancel: () => void;
}

function TimePicker({ slots, initial, onApply, onCancel }: TimePickerProps) {
  const start = splitTime(initial ?? '') ?? splitTime(slots[0]?.time ?? '') ?? { hour: 12, minute: 0 };
  const [hour, setHour] = useState(start.hour);
  const [minute, setMinute] = useState(start.minute - (start.minute % SLOT_STEP_MINUTES));
  const times = useMemo(() => new Set(slots.map((slot) => slot.time)), [slots]);
  const ranges = slotRanges(
    slots.map((slot) => slot.time),
    SLOT_STEP_MINUTES,
  );
  const slotHours = slots.map((slot) => splitTime(slot.time)?.hour ?? 0);
  const firstHour = Math.min(hour, ...slotHours);
  const lastHour = Math.max(hour, ...slotHours);
  const hours = Array.from({ length: lastHour - firstHour + 1 }, (_, index) => firstHour + index);
  const hourHasSlots = (candidate: number) => MINUTES.some((m) => times.has(joinTime(candidate, m)));
  const selected = joinTime(hour, minute);

  const chooseHour = (next: number) => {
    setHour(next);
    if (!times.has(joinTime(next, minute))) {
      const first = MINUTES.find((m) => times.has(joinTime(next, m)));
      if (first !== undefined) setMinute(first);
    }
  };

  return (
    <div className="time-picker">
      <div className="time-picker__available">
        <p className="time-picker__label">{t('appointment.availableTimes')}</p>
        {ranges.length === 0 ? (
          <p className="checkout-warning">{t('appointment.noSlotsOnDay')}</p>
        ) : (
          <ul className="time-picker__ranges">
            {ranges.map((range) => (
              <li key={range.from}>
                {range.from === range.to ? t('checkout.timePicker.single', { time: range.from }) : t('checkout.timePicker.range', range)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <fieldset className="time-picker__group">
        <legend className="time-picker__label">{t('checkout.timePicker.hour')}</legend>
        <div className="time-picker__options">
          {hours.map((candidate) => (
            <label key={candidate} className={['chip', hourHasSlots(candidate) ? null : 'chip--muted'].filter(Boolean).join(' ')}>
              <input type="radio" name="time-picker-hour" value={candidate} checked={candidate === hour} onChange={() => chooseHour(candidate)} />
              <span>{String(candidate).padStart(2, '0')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="time-picker__group">
        <legend className="time-picker__label">{t('checkout.timePicker.minute')}</legend>
        <div className="time-picker__options">
          {MINUTES.map((candidate) => (
            <label key={candidate} className={['chip', times.has(joinTime(hour, candidate)) ? null : 'chip--muted'].filter(Boolean).join(' ')}>
              <input type="radio" name="time-picker-minute" value={candidate} checked={candidate === minute} onChange={() => setMinute(candidate)} />
              <span>{String(candidate).padStart(2, '0')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="time-picker__selected" aria-live="polite">
        {t('checkout.appointment.timeValue', { time: selected })}
      </p>
      {slots.length > 0 && !times.has(selected) && (
        <p className="checkout-warning" role="status">
          {t('appointment.timeNotAvailable')}
        </p>
      )}
      <div className="dialog__footer">
        <Button variant="secondary" onClick={onCancel}>
          {t('checkout.close')}
        </Button>
        <Button onClick={() => onApply(selected)}>{t('checkout.timePicker.apply')}</Button>
      </div>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
