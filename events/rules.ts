/**
 * The rules and schedules of bus `theke` (DESIGN.md §6): the CDK events stack deploys them and the
 * local stack's in-process bus and scheduler (infra/local/bus) apply the very same list.
 *
 * Each side effect adds its rule here together with its consumer (e-mail, SMS, printing,
 * statistics) and each job its schedule.
 */
import type { EventRuleDefinition, ScheduleDefinition } from './definitions';
import { ORDER_PRINT_REQUESTED } from './contracts/printing';
import { CUSTOMER_EMAIL_EVENTS, CUSTOMER_SMS_EVENTS } from './contracts/notifications';
import { FORM_EVENT_SOURCE, FORM_SUBMITTED } from './contracts/forms';
import { ORDER_EVENT_SOURCE, ORDER_PLACED } from './contracts/orders';

export const eventRules: EventRuleDefinition[] = [
  {
    name: 'order-receipt',
    description: 'Beleg für die Drucker der Filiale: bei Bestätigung der Bestellung und auf Anforderung',
    pattern: { source: [ORDER_EVENT_SOURCE], 'detail-type': ['OrderConfirmed', ORDER_PRINT_REQUESTED] },
    consumer: 'events/consumers/printing/order-receipt.ts',
  },
  {
    name: 'order-email',
    description: 'E-Mail an den Kunden: Bestelleingang, Bestätigung, Ablehnung, Storno, Terminvorschlag, abholbereit oder unterwegs, erneuter Versand',
    pattern: { source: [ORDER_EVENT_SOURCE], 'detail-type': [...CUSTOMER_EMAIL_EVENTS] },
    consumer: 'events/consumers/notifications/order-email.ts',
  },
  {
    name: 'order-sms',
    description: 'SMS an den Kunden (SMS-Plugin): Bestätigung, Ablehnung, Storno, Terminvorschlag, abholbereit oder unterwegs, erneuter Versand',
    pattern: { source: [ORDER_EVENT_SOURCE], 'detail-type': [...CUSTOMER_SMS_EVENTS] },
    consumer: 'events/consumers/notifications/order-sms.ts',
  },
  {
    name: 'shop-alert-email',
    description: 'E-Mail an die Benachrichtigungsadresse des Shops: neue Bestellung',
    pattern: { source: [ORDER_EVENT_SOURCE], 'detail-type': [ORDER_PLACED] },
    consumer: 'events/consumers/notifications/shop-alert-email.ts',
  },
  {
    name: 'shop-alert-sms',
    description: 'SMS an die Benachrichtigungsnummer des Shops (SMS-Plugin): neue Bestellung',
    pattern: { source: [ORDER_EVENT_SOURCE], 'detail-type': [ORDER_PLACED] },
    consumer: 'events/consumers/notifications/shop-alert-sms.ts',
  },
  {
    name: 'form-email',
    description: 'E-Mail an die Benachrichtigungsadresse des Shops: neue Anfrage über ein Kontaktformular der Website',
    pattern: { source: [FORM_EVENT_SOURCE], 'detail-type': [FORM_SUBMITTED] },
    consumer: 'events/consumers/notifications/form-email.ts',
  },
  {
    name: 'order-statistics',
    description: 'Statistik: Bestellungen, Umsatz, Artikel, Bestellzeiten und Herkunft zählen; Stornos und Ablehnungen abziehen',
    pattern: { source: [ORDER_EVENT_SOURCE], 'detail-type': [ORDER_PLACED, 'OrderConfirmed', 'OrderCanceled', 'OrderRejected'] },
    consumer: 'events/consumers/statistics/order-rollups.ts',
  },
];

export const schedules: ScheduleDefinition[] = [
  {
    name: 'payment-status-check',
    description: 'Offene Online-Zahlungen beim Zahlungsanbieter abfragen',
    cron: '*/5 * * * *',
    job: 'events/jobs/payment-status-check.ts',
  },
  {
    name: 'missed-orders',
    description: 'Nicht rechtzeitig bestätigte Bestellungen als verpasst markieren',
    cron: '* * * * *',
    job: 'events/jobs/missed-orders.ts',
  },
  {
    name: 'upload-cleanup',
    description: 'Hochgeladene Dateien löschen, die nach einem Tag in keiner Bestellung verwendet werden',
    cron: '17 * * * *',
    job: 'events/jobs/upload-cleanup.ts',
  },
  {
    name: 'analytics-rollup',
    description: 'Neue Einträge des Analytics-Logs in die Besucherstatistik übernehmen',
    cron: '* * * * *',
    job: 'events/jobs/analytics-rollup.ts',
  },
];
