/** Dates on the status page: '04.05.2030 um 14:45 Uhr' in the shop's time zone. */
import { formatDate, formatTime } from '../../../shared/time';
import { t } from '../../common/i18n';

/** An ISO instant as date and time of the shop; an unreadable value stays as it is. */
export function formatInstant(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return t('status.dateTime', { date: formatDate(instant, timeZone), time: formatTime(instant, timeZone) });
}
