import { describe, expect, it } from 'vitest';
import {
  contentGenerationLimitKey,
  formSubmissionLimitKey,
  messageLimitKey,
  unusedUploadKey,
  unusedUploadsBefore,
  unusedUploadsPartition,
  CATALOGUE_GENERATION_KEY,
  CONFIG_ID,
  CUSTOMER_ORDER_PREFIX,
  ENTITY_PREFIX,
  ENTITY_TYPES,
  PRINT_JOB_PREFIX,
  ANALYTICS_ROLLUP_WATERMARK_KEY,
  analyticsLogDayPartition,
  analyticsRollupChunkKey,
  analyticsSaltKey,
  analyticsVisitorKey,
  analyticsLogKey,
  claimSubject,
  consumerClaimKey,
  createdAtBound,
  customerOrderKey,
  customerByNameKey,
  customerSearchKey,
  customerSearchPartition,
  customersByNamePartition,
  entityKey,
  isEntityType,
  openOrderKey,
  openOrdersDueBound,
  openOrdersPartition,
  userActivityKey,
  userActivityStartBound,
  orderHistoryKey,
  orderHistoryPartition,
  printJobKey,
  ticketCounterKey,
  typeListKey,
  typePartition,
  uniqueKey,
  uniqueValue,
  rollupKey,
} from './keys';

const ID = '01M6DMBEZ8YFEQZT5DTM2SFB23';
const ORDER = '01M6DMDB0000000000000000AA';

describe('keys', () => {
  it('builds entity keys as PREFIX#id for pk and sk', () => {
    expect(entityKey('Branch', ID)).toEqual({ pk: 'BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23', sk: 'BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23' });
    expect(entityKey('ImageTemplate', 'X1')).toEqual({ pk: 'IMAGE_TEMPLATE#X1', sk: 'IMAGE_TEMPLATE#X1' });
    expect(entityKey('DigitalSignageDevice', 'X1').pk).toBe('DIGITAL_SIGNAGE_DEVICE#X1');
    expect(entityKey('AnalyticsLogEntry', 'X1').pk).toBe('ANALYTICS_LOG#X1');
    expect(entityKey('FormSubmission', 'X1').pk).toBe('FORM_SUBMISSION#X1');
    expect(entityKey('Config', CONFIG_ID)).toEqual({ pk: 'CONFIG#shop', sk: 'CONFIG#shop' });
    expect(CATALOGUE_GENERATION_KEY).toEqual({ pk: 'CATALOGUE_GENERATION', sk: 'CATALOGUE_GENERATION' });
  });

  it('has one distinct prefix per entity type', () => {
    const prefixes = Object.values(ENTITY_PREFIX);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(ENTITY_TYPES).toHaveLength(35);
    expect(isEntityType('QrCode')).toBe(true);
    expect(isEntityType('toString')).toBe(false);
  });

  it('lists entities of a type on gsi1', () => {
    expect(typePartition('Product')).toBe('TYPE#PRODUCT');
    expect(typeListKey('QrCode', 'X1')).toEqual({ gsi1pk: 'TYPE#QR_CODE', gsi1sk: 'QR_CODE#X1' });
  });

  it('normalises unique values and builds uniqueness items', () => {
    expect(uniqueValue('  /Über-Uns ')).toBe('/über-uns');
    expect(uniqueKey('Branch', 'identifier', 'Graz')).toEqual({ pk: 'BRANCH_IDENTIFIER#graz', sk: 'BRANCH_IDENTIFIER#graz' });
    expect(uniqueKey('Site', 'path', '/Impressum').pk).toBe('SITE_PATH#/impressum');
    expect(uniqueKey('User', 'username', 'Anna.Huber').pk).toBe('USER_USERNAME#anna.huber');
    expect(uniqueKey('Order', 'uid', 'AbC123').pk).toBe('ORDER_UID#abc123');
    expect(uniqueKey('Order', 'idempotencyKey', 'Kx7_Q-2mZr9aB3cD')).toEqual({
      pk: 'ORDER_IDEMPOTENCY_KEY#kx7_q-2mzr9ab3cd',
      sk: 'ORDER_IDEMPOTENCY_KEY#kx7_q-2mzr9ab3cd',
    });
    expect(uniqueKey('Table', 'identifier', 'T1', { type: 'Branch', id: ID })).toEqual({
      pk: 'BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23#TABLE_IDENTIFIER#t1',
      sk: 'BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23#TABLE_IDENTIFIER#t1',
    });
  });

  it('keys the order history per branch by creation time', () => {
    expect(orderHistoryPartition(ID)).toBe('BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23#ORDERS');
    expect(orderHistoryKey(ID, '2026-11-02T09:15:00.000Z', ORDER)).toEqual({
      gsi1pk: 'BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23#ORDERS',
      gsi1sk: 'CREATED#2026-11-02T09:15:00.000Z#ORDER#01M6DMDB0000000000000000AA',
    });
    expect(createdAtBound('2026-11-02T00:00:00.000Z', 'from')).toBe('CREATED#2026-11-02T00:00:00.000Z');
    expect(createdAtBound('2026-11-02T23:59:59.999Z', 'to')).toBe('CREATED#2026-11-02T23:59:59.999Z~');
  });

  it('puts a range end after every order created at that instant', () => {
    const { gsi1sk } = orderHistoryKey(ID, '2026-11-02T09:15:00.000Z', 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(gsi1sk < createdAtBound('2026-11-02T09:15:00.000Z', 'to')).toBe(true);
    expect(gsi1sk > createdAtBound('2026-11-02T09:15:00.000Z', 'from')).toBe(true);
  });

  it("bounds a user's activities by start around every activity starting at that instant", () => {
    const { gsi2sk } = userActivityKey(ID, '2026-11-02T05:55:00Z', 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(userActivityStartBound('2026-11-02T05:55:00Z', 'from')).toBe('2026-11-02T05:55:00.000Z');
    expect(userActivityStartBound('2026-11-02T05:55:00Z', 'to')).toBe('2026-11-02T05:55:00.000Z~');
    expect(gsi2sk > userActivityStartBound('2026-11-02T05:55:00Z', 'from')).toBe(true);
    expect(gsi2sk < userActivityStartBound('2026-11-02T05:55:00Z', 'to')).toBe(true);
  });

  it('keys open orders per branch by due time on the sparse gsi2', () => {
    expect(openOrdersPartition(ID)).toBe('BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23#OPEN_ORDERS');
    expect(openOrderKey(ID, '2026-11-02T11:30:00.000Z', ORDER)).toEqual({
      gsi2pk: 'BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23#OPEN_ORDERS',
      gsi2sk: 'DUE#2026-11-02T11:30:00.000Z#ORDER#01M6DMDB0000000000000000AA',
    });
    expect(openOrdersDueBound('2026-11-02T11:00:00.000Z')).toBe('DUE#2026-11-02T11:00:00.000Z');
  });

  it('keeps the orders of a customer in the customer item collection', () => {
    expect(customerOrderKey('C1', '2026-11-02T09:15:00.000Z', ORDER)).toEqual({
      pk: 'CUSTOMER#C1',
      sk: 'ORDER#2026-11-02T09:15:00.000Z#01M6DMDB0000000000000000AA',
    });
    expect(CUSTOMER_ORDER_PREFIX).toBe('ORDER#');
  });

  it('spreads the customer search items by kind and first character, the customer last in the sort key', () => {
    expect(customerSearchPartition('name', 'gruber')).toBe('CUSTOMER_SEARCH#NAME#g');
    expect(customerSearchKey('name', 'gruber', 'C1')).toEqual({ pk: 'CUSTOMER_SEARCH#NAME#g', sk: 'gruber#CUSTOMER#C1' });
    expect(customerSearchKey('email', 'max@example.at', 'C1')).toEqual({ pk: 'CUSTOMER_SEARCH#EMAIL#m', sk: 'max@example.at#CUSTOMER#C1' });
    expect(customerSearchKey('phone', '436641234567', 'C1')).toEqual({ pk: 'CUSTOMER_SEARCH#PHONE#4', sk: '436641234567#CUSTOMER#C1' });
    expect(customersByNamePartition()).toBe('TYPE#CUSTOMER#BY_NAME');
    expect(customerByNameKey('gruber josef', 'C1')).toEqual({ gsi2pk: 'TYPE#CUSTOMER#BY_NAME', gsi2sk: 'gruber josef#CUSTOMER#C1' });
  });

  it('keeps the ticket counter of a branch per local day in the branch partition', () => {
    expect(ticketCounterKey(ID, '2026-11-02')).toEqual({
      pk: 'BRANCH#01M6DMBEZ8YFEQZT5DTM2SFB23',
      sk: 'TICKET#2026-11-02',
    });
    expect(ticketCounterKey(ID, '2026-11-02')).not.toEqual(entityKey('Branch', ID));
  });

  it('partitions the analytics log by UTC day', () => {
    expect(analyticsLogDayPartition('2026-11-02')).toBe('TYPE#ANALYTICS_LOG#DAY#2026-11-02');
    expect(analyticsLogKey('2026-11-02T23:59:00.000Z', 'L1')).toEqual({
      gsi1pk: 'TYPE#ANALYTICS_LOG#DAY#2026-11-02',
      gsi1sk: 'CREATED#2026-11-02T23:59:00.000Z#ANALYTICS_LOG#L1',
    });
  });
  it('keeps the print jobs of a device in its partition, first in first out', () => {
    expect(printJobKey(ID, '01M6DMDB0000000000000000AB')).toEqual({
      pk: 'DEVICE#01M6DMBEZ8YFEQZT5DTM2SFB23',
      sk: 'PRINT_JOB#01M6DMDB0000000000000000AB',
    });
    expect(printJobKey(ID, '01M6DMDB0000000000000000AB').sk.startsWith(PRINT_JOB_PREFIX)).toBe(true);
    expect(printJobKey(ID, '01M6DMDB0000000000000000AA').sk < printJobKey(ID, '01M6DMDB0000000000000000AB').sk).toBe(true);
    expect(printJobKey(ID, 'J').sk).not.toBe(entityKey('Device', ID).sk);
  });

  it('names the claim of a consumer per order event or per request', () => {
    expect(consumerClaimKey('order-receipt', claimSubject.orderEvent(ORDER, 'OrderConfirmed'))).toEqual({
      pk: 'CLAIM#order-receipt#ORDER#01M6DMDB0000000000000000AA#OrderConfirmed',
      sk: 'CLAIM#order-receipt#ORDER#01M6DMDB0000000000000000AA#OrderConfirmed',
    });
    expect(consumerClaimKey('order-receipt', claimSubject.request('R1')).pk).toBe('CLAIM#order-receipt#REQUEST#R1');
    expect(consumerClaimKey('order-email', claimSubject.orderEventAt(ORDER, 'OrderCounterAppointmentProposed', '2026-11-02T09:15:00.000Z')).pk).toBe(
      'CLAIM#order-email#ORDER#01M6DMDB0000000000000000AA#OrderCounterAppointmentProposed#2026-11-02T09:15:00.000Z',
    );
    expect(consumerClaimKey('form-email', claimSubject.formSubmission(ID)).pk).toBe(`CLAIM#form-email#FORM_SUBMISSION#${ID}`);
  });

  it('names the hourly message counter of a recipient per channel', () => {
    expect(messageLimitKey('email', 'ab12', '2026-11-24T22')).toEqual({ pk: 'MESSAGE_LIMIT#EMAIL#ab12', sk: 'HOUR#2026-11-24T22' });
    expect(messageLimitKey('sms', 'ab12', '2026-11-24T22')).toEqual({ pk: 'MESSAGE_LIMIT#SMS#ab12', sk: 'HOUR#2026-11-24T22' });
  });

  it('names the contact form counter of a client per window', () => {
    expect(formSubmissionLimitKey('ab12', '2026-11-24T22:10:00.000Z')).toEqual({ pk: 'FORM_LIMIT#ab12', sk: 'WINDOW#2026-11-24T22:10:00.000Z' });
    expect(contentGenerationLimitKey('ab12', '2026-11-24T22')).toEqual({ pk: 'AI_LIMIT#ab12', sk: 'HOUR#2026-11-24T22' });
  });

  it('lists unused uploads on the sparse gsi2 by creation time', () => {
    expect(unusedUploadsPartition()).toBe('TYPE#UPLOAD#UNUSED');
    expect(unusedUploadKey('2026-11-24T22:00:00.000Z', ID)).toEqual({
      gsi2pk: 'TYPE#UPLOAD#UNUSED',
      gsi2sk: 'CREATED#2026-11-24T22:00:00.000Z#UPLOAD#01M6DMBEZ8YFEQZT5DTM2SFB23',
    });
    expect(unusedUploadsBefore('2026-11-24T22:00:00.000Z')).toBe('CREATED#2026-11-24T22:00:00.000Z');
    expect(unusedUploadKey('2026-11-24T21:59:59.999Z', ID).gsi2sk < unusedUploadsBefore('2026-11-24T22:00:00.000Z')).toBe(true);
    expect(unusedUploadKey('2026-11-24T22:00:00.000Z', ID).gsi2sk < unusedUploadsBefore('2026-11-24T22:00:00.000Z')).toBe(false);
  });

  it('names roll-up counters per metric, scope and year, days and months apart', () => {
    expect(rollupKey('popular-items', 'ALL', 'D', '2026-11-24', ID)).toEqual({
      pk: 'ROLLUP#popular-items#ALL#2026',
      sk: 'D#2026-11-24#01M6DMBEZ8YFEQZT5DTM2SFB23',
    });
    expect(rollupKey('revenue', 'b1', 'M', '2026-11', '')).toEqual({ pk: 'ROLLUP#revenue#b1#2026', sk: 'M#2026-11#' });
  });

  it("names the analytics salt per day, the counted visitors and the roll-up job's claims", () => {
    expect(analyticsSaltKey('2026-11-27')).toEqual({ pk: 'ANALYTICS_SALT#2026-11-27', sk: 'ANALYTICS_SALT#2026-11-27' });
    expect(analyticsVisitorKey('2026-11-27', 'ab12')).toEqual({ pk: 'VISITOR#2026-11-27#ab12', sk: 'VISITOR#2026-11-27#ab12' });
    expect(ANALYTICS_ROLLUP_WATERMARK_KEY).toEqual({ pk: 'ANALYTICS_ROLLUP#WATERMARK', sk: 'ANALYTICS_ROLLUP#WATERMARK' });
    expect(analyticsRollupChunkKey('2026-11-27T10:15', 2)).toEqual({ pk: 'ANALYTICS_ROLLUP#2026-11-27T10:15', sk: 'CHUNK#2' });
  });
});
