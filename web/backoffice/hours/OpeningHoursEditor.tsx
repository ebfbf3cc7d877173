/**
 * The opening-hours editor of the back office: opening and delivery hours of a branch, and the
 * availability schedule of a category or product (the same list of rules, shared/schemas/branch.ts).
 *
 * Controlled: `value` is the list of rules, every edit hands the whole new list to `onChange`.
 * For the eye the rules are grouped into the regular week (daily, then Monday to Sunday, each
 * with a state "none / open / closed" and its time ranges; several ranges are split hours) and
 * special days (once rules by date: closing days, holiday closures, special hours). The order of
 * the list does not matter to the storefront (precedence comes from the rule types), so there is
 * no reordering; rules keep their index while edited, and `errors` (the API's dotted paths, e.g.
 * `openingHours.3.from` with `fieldPath` 'openingHours') appear at the field they name.
 *
 * Beside it, the next 14 days as the storefront computes them (./hours-model.ts `previewRows`,
 * on shared/hours), days decided by a special-day rule highlighted.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { OpeningHoursRule } from '#shared/hours/index.ts';
import { formatLocalDate, localDateOf } from '#shared/time/index.ts';
import { useNow } from '../../common/time';
import { Button } from '../../common/ui';
import { Fieldset, SelectField, TextField, type SelectOption } from '../data/fields';
import { pluralKey, t } from '../i18n';
import {
  MAX_SPECIAL_DAYS_AT_ONCE,
  PREVIEW_DAYS,
  addRange,
  addSpecialDays,
  dayTitle,
  groupKeyAfterRemoval,
  groupRules,
  pastSpecialIndexes,
  previewRows,
  removeRules,
  setGroupDate,
  setGroupState,
  timeInputValue,
  updateRule,
  weekdayTitle,
  type GroupState,
  type RegularType,
  type RuleGroup,
  type SpecialDaysResult,
} from './hours-model';
import './hours-editor.css';

export type HoursVariant = 'hours' | 'schedule';

export interface OpeningHoursEditorProps {
  value: readonly OpeningHoursRule[] | null | undefined;
  onChange: (rules: OpeningHoursRule[]) => void;
  /** Heading of the editor: 'Öffnungszeiten', 'Lieferzeiten', 'Verfügbarkeit'. */
  label: string;
  help?: string;
  /** German messages by the API's dotted field path. */
  errors?: Readonly<Partial<Record<string, string>>>;
  /** The path of the list in the record ('openingHours', 'deliveryHours', 'schedule'). */
  fieldPath: string;
  /** The shop's IANA zone: "today" and the preview's days are the shop's, not the browser's. */
  timeZone: string;
  /**
   * hours: a branch's opening or delivery hours (no rules: closed). schedule: when a category or
   * product is available (no rules: always, shared/availability), worded "verfügbar".
   */
  variant?: HoursVariant;
  /** The current time; tests pass a fixed one. */
  now?: Date;
}

const FOCUS_SPECIAL_HEADING = '[data-focus="special-heading"]';
const groupSelector = (key: string) => `[data-group="${key}"]`;

function stateLabels(variant: HoursVariant): Record<'open' | 'closed', string> {
  return variant === 'schedule'
    ? { open: t('hoursEditor.state.available'), closed: t('hoursEditor.state.unavailable') }
    : { open: t('hoursEditor.state.open'), closed: t('hoursEditor.state.closed') };
}

export function OpeningHoursEditor({ value, onChange, label, help, errors, fieldPath, timeZone, variant = 'hours', now }: OpeningHoursEditorProps) {
  const clock = useNow(60_000);
  const at = now ?? clock;
  const rules = value ?? [];
  const grouped = groupRules(rules);
  const today = localDateOf(at, timeZone);
  const past = pastSpecialIndexes(rules, today);
  const labels = stateLabels(variant);
  const idPrefix = useId();

  // Focus after an edit that removes or adds the focused control: applied once the new list is rendered.
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    pendingFocus.current = null;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [value]);
  const change = (next: OpeningHoursRule[], focus?: string) => {
    pendingFocus.current = focus ?? null;
    onChange(next);
  };

  const errorAt = (index: number, field: string): string | undefined => errors?.[`${fieldPath}.${index}.${field}`];
  /** Messages about a rule as a whole (its type, closed flag, or the rule itself), shown at the group's state. */
  const groupError = (group: RuleGroup): string | undefined =>
    group.indexes.map((index) => errors?.[`${fieldPath}.${index}`] ?? errorAt(index, 'type') ?? errorAt(index, 'isClosed')).find(Boolean);

  const regularState = (group: RuleGroup, dayName: string) => {
    const daily = grouped.regular[0];
    const noneLabel = group.type !== 'daily' && daily.state !== 'none' ? t('hoursEditor.state.likeDaily') : t('hoursEditor.state.none');
    const options: SelectOption[] = [
      { value: 'none', label: noneLabel },
      { value: 'open', label: labels.open },
      { value: 'closed', label: labels.closed },
    ];
    return (
      <SelectField
        className="hours-day__state"
        label={dayName}
        value={group.state}
        options={options}
        error={groupError(group)}
        onChange={(state) => change(setGroupState(rules, group, (state ?? 'none') as GroupState))}
      />
    );
  };

  const rangeLines = (group: RuleGroup, dayName: string) =>
    group.rangeIndexes.length > 0 && (
      <div className="hours-day__lines">
        {group.rangeIndexes.map((index, position) => {
          const rule = rules[index];
          const number = position + 1;
          const single = group.rangeIndexes.length === 1;
          return (
            <div className="hours-range" key={index}>
              <span className="hours-range__word" aria-hidden="true">
                {t('hoursEditor.from')}
              </span>
              <TextField
                className="hours-time"
                type="time"
                label={single ? t('hoursEditor.fromLabel', { day: dayName }) : t('hoursEditor.fromLabelNth', { day: dayName, number })}
                value={timeInputValue(rule.from)}
                error={errorAt(index, 'from')}
                onChange={(from) => change(updateRule(rules, index, { from }))}
              />
              <span className="hours-range__word" aria-hidden="true">
                {t('hoursEditor.to')}
              </span>
              <TextField
                className="hours-time"
                type="time"
                label={single ? t('hoursEditor.toLabel', { day: dayName }) : t('hoursEditor.toLabelNth', { day: dayName, number })}
                value={timeInputValue(rule.to)}
                error={errorAt(index, 'to')}
                onChange={(to) => change(updateRule(rules, index, { to }))}
              />
              <Button
                variant="secondary"
                className="hours-range__remove"
                aria-label={t('hoursEditor.removeRangeFor', { number, day: dayName })}
                onClick={() => {
                  const key = groupKeyAfterRemoval(group, index);
                  change(removeRules(rules, [index]), key ? `${groupSelector(key)} select` : FOCUS_SPECIAL_HEADING);
                }}
              >
                {t('hoursEditor.removeRange')}
              </Button>
            </div>
          );
        })}
      </div>
    );

  const addRangeButton = (group: RuleGroup, dayName: string) =>
    group.state !== 'closed' && (
      <Button
        variant="secondary"
        className="hours-day__add"
        aria-label={t('hoursEditor.addRangeFor', { day: dayName })}
        onClick={() => change(addRange(rules, group), `${groupSelector(group.key)} .hours-range:last-child input`)}
      >
        {t('hoursEditor.addRange')}
      </Button>
    );

  const regularDay = (group: RuleGroup) => {
    const dayName = weekdayTitle(group.type as RegularType) ?? t('hoursEditor.daily');
    return (
      <li key={group.key} className="hours-day" data-group={group.key}>
        {regularState(group, dayName)}
        <div className="hours-day__ranges">
          {rangeLines(group, dayName)}
          {addRangeButton(group, dayName)}
        </div>
      </li>
    );
  };

  const specialDay = (group: RuleGroup) => {
    const dayName = dayTitle(group.date) ?? t('hoursEditor.special.noDate');
    const isPast = group.indexes.every((index) => past.includes(index));
    const dateError = group.indexes.map((index) => errorAt(index, 'date')).find(Boolean);
    const options: SelectOption[] = [
      { value: 'open', label: labels.open },
      { value: 'closed', label: labels.closed },
    ];
    return (
      <li key={group.key} className={['hours-day', 'hours-day--special', isPast ? 'is-past' : undefined].filter(Boolean).join(' ')} data-group={group.key}>
        <div className="hours-day__head">
          <p className="hours-day__title">
            {dayName}
            {isPast && ' '}
            {isPast && <span className="hours-day__past">{t('hoursEditor.special.past')}</span>}
          </p>
          <TextField
            className="hours-date"
            type="date"
            label={t('hoursEditor.special.dateLabel', { day: dayName })}
            value={group.date}
            error={dateError}
            onChange={(date) => change(setGroupDate(rules, group, date))}
          />
          <SelectField
            className="hours-day__state hours-day__state--special"
            label={t('hoursEditor.special.stateLabel', { day: dayName })}
            value={group.state === 'closed' ? 'closed' : 'open'}
            options={options}
            error={groupError(group)}
            onChange={(state) => change(setGroupState(rules, group, state === 'closed' ? 'closed' : 'open'))}
          />
        </div>
        <div className="hours-day__ranges">
          {rangeLines(group, dayName)}
          <div className="hours-day__actions">
            {addRangeButton(group, dayName)}
            <Button
              variant="secondary"
              aria-label={t('hoursEditor.special.removeFor', { day: dayName })}
              onClick={() => change(removeRules(rules, group.indexes), FOCUS_SPECIAL_HEADING)}
            >
              {t('hoursEditor.special.remove')}
            </Button>
          </div>
        </div>
      </li>
    );
  };

  return (
    <fieldset ref={rootRef} className="bo-fieldset hours-editor">
      <legend className="bo-fieldset__legend">{label}</legend>
      {help && <p className="bo-field__help">{help}</p>}
      {errors?.[fieldPath] && <p className="bo-field__error">{errors[fieldPath]}</p>}
      <div className="hours-editor__body">
        <div className="hours-editor__layout">
          <div className="hours-editor__rules">
            <section className="hours-editor__section" aria-labelledby={`${idPrefix}-regular`}>
              <h3 id={`${idPrefix}-regular`} className="hours-editor__heading">
                {t('hoursEditor.regular.title')}
              </h3>
              <p className="bo-field__help">{t('hoursEditor.regular.help')}</p>
              <ul className="hours-days">{grouped.regular.map(regularDay)}</ul>
            </section>

            <section className="hours-editor__section" aria-labelledby={`${idPrefix}-special`}>
              <h3 id={`${idPrefix}-special`} className="hours-editor__heading" tabIndex={-1} data-focus="special-heading">
                {t('hoursEditor.special.title')}
              </h3>
              <p className="bo-field__help">{t('hoursEditor.special.help')}</p>
              {grouped.special.length === 0 ? (
                <p className="hours-editor__empty">{t('hoursEditor.special.empty')}</p>
              ) : (
                <ul className="hours-days">{grouped.special.map(specialDay)}</ul>
              )}
              {past.length > 0 && (
                <Button variant="secondary" className="hours-editor__remove-past" onClick={() => change(removeRules(rules, past), FOCUS_SPECIAL_HEADING)}>
                  {t('hoursEditor.special.removePast')}
                </Button>
              )}
              <SpecialDayAdder rules={rules} variant={variant} onAdd={(next) => change(next)} />
            </section>
          </div>

          <div className="hours-editor__preview">
            <HoursPreview rules={rules} now={at} timeZone={timeZone} variant={variant} />
          </div>
        </div>
      </div>
    </fieldset>
  );
}

interface AdderState {
  from: string;
  to: string;
  kind: 'closed' | 'open';
  fromTime: string;
  toTime: string;
}

const EMPTY_ADDER: AdderState = { from: '', to: '', kind: 'closed', fromTime: '', toTime: '' };

type AdderError = Extract<SpecialDaysResult, { ok: false }>['error'];

function adderErrorText(error: AdderError): string {
  if (error === 'dateMissing') return t('hoursEditor.add.dateMissing');
  if (error === 'rangeReversed') return t('hoursEditor.add.rangeReversed');
  if (error === 'rangeTooLong') return t('hoursEditor.add.rangeTooLong', { count: MAX_SPECIAL_DAYS_AT_ONCE });
  return t('api.validation.hoursNeedTimes');
}

/**
 * Adds a closing day, a holiday closure over several days or special hours. Closed is the default:
 * that is what a shop enters most (Christmas, Easter Monday, inventory day). No <form> of its own,
 * as the editor sits inside the record's form; Enter in its fields adds instead of saving the record.
 */
function SpecialDayAdder({ rules, variant, onAdd }: { rules: readonly OpeningHoursRule[]; variant: HoursVariant; onAdd: (rules: OpeningHoursRule[]) => void }) {
  const [state, setState] = useState<AdderState>(EMPTY_ADDER);
  const [error, setError] = useState<AdderError | null>(null);
  const [status, setStatus] = useState('');
  const labels = stateLabels(variant);
  const set = (changes: Partial<AdderState>) => {
    setState((current) => ({ ...current, ...changes }));
    setError(null);
  };
  const errorFor = (...kinds: AdderError[]) => (error && kinds.includes(error) ? adderErrorText(error) : undefined);

  const add = () => {
    const result = addSpecialDays(rules, { from: state.from, to: state.to, isClosed: state.kind === 'closed', fromTime: state.fromTime, toTime: state.toTime });
    if (!result.ok) {
      setError(result.error);
      setStatus('');
      return;
    }
    const count = result.added.length;
    const lines = [t(pluralKey(count, 'hoursEditor.add.added.one', 'hoursEditor.add.added.other'), { count })];
    if (result.skipped.length > 0) lines.push(t('hoursEditor.add.skipped', { dates: result.skipped.map(formatLocalDate).join(', ') }));
    setError(null);
    setStatus(lines.join(' '));
    // The kind and times stay for the next entry (several half days in a row); the dates are cleared.
    setState((current) => ({ ...current, from: '', to: '' }));
    if (count > 0) onAdd(result.rules);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="hours-adder" onKeyDown={onKeyDown}>
      <Fieldset legend={t('hoursEditor.add.title')}>
        <TextField type="date" label={t('hoursEditor.add.date')} value={state.from} error={errorFor('dateMissing')} onChange={(from) => set({ from })} />
        <TextField
          type="date"
          label={t('hoursEditor.add.until')}
          help={t('hoursEditor.add.untilHelp')}
          value={state.to}
          error={errorFor('rangeReversed', 'rangeTooLong')}
          onChange={(to) => set({ to })}
        />
        <SelectField
          label={t('hoursEditor.add.kind')}
          value={state.kind}
          options={[
            { value: 'closed', label: labels.closed },
            { value: 'open', label: labels.open },
          ]}
          onChange={(kind) => set({ kind: kind === 'open' ? 'open' : 'closed' })}
        />
        {state.kind === 'open' && (
          <>
            <TextField
              type="time"
              label={t('hoursEditor.add.fromTime')}
              value={state.fromTime}
              error={state.fromTime ? undefined : errorFor('timesMissing')}
              onChange={(fromTime) => set({ fromTime })}
            />
            <TextField
              type="time"
              label={t('hoursEditor.add.toTime')}
              value={state.toTime}
              error={state.toTime ? undefined : errorFor('timesMissing')}
              onChange={(toTime) => set({ toTime })}
            />
          </>
        )}
        <div className="hours-adder__submit">
          <Button variant="secondary" onClick={add}>
            {t('hoursEditor.add.submit')}
          </Button>
          <p className="hours-adder__status" role="status">
            {status}
          </p>
        </div>
      </Fieldset>
    </div>
  );
}

/** The next 14 days as the storefront computes them; days decided by a special-day rule are marked. */
function HoursPreview({ rules, now, timeZone, variant }: { rules: readonly OpeningHoursRule[]; now: Date; timeZone: string; variant: HoursVariant }) {
  // shared/availability: a schedule without rules leaves the item always available.
  if (variant === 'schedule' && rules.length === 0) {
    return <p className="hours-preview__always">{t('hoursEditor.preview.alwaysAvailable')}</p>;
  }
  const closed = variant === 'schedule' ? t('hoursEditor.state.unavailable') : t('hours.table.closed');
  return (
    <table className="hours-preview">
      <caption>
        {t('hoursEditor.preview.caption', { count: PREVIEW_DAYS })} <span className="hours-preview__help">{t('hoursEditor.preview.help')}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('hoursEditor.preview.day')}</th>
          <th scope="col">{t('hoursEditor.preview.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {previewRows(rules, now, timeZone).map((row) => (
          <tr
            key={row.date}
            className={[row.isSpecial ? 'is-special' : undefined, row.isClosed ? 'is-closed' : undefined].filter(Boolean).join(' ') || undefined}
          >
            <th scope="row">
              {row.day}
              {row.isToday && <span className="hours-preview__today">{` (${t('time.today')})`}</span>}
            </th>
            <td>
              {row.isClosed ? closed : row.ranges.join(', ')}
              {row.isSpecial && ' '}
              {row.isSpecial && <span className="hours-preview__special">{t('hoursEditor.preview.special')}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
