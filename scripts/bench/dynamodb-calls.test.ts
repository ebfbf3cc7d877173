import { describe, expect, it } from 'vitest';
import { sequentialRoundTrips, type DynamoDbCall } from './dynamodb-calls';

const call = (startedMs: number, endedMs: number): DynamoDbCall => ({ command: 'GetItemCommand', target: 'X', startedMs, endedMs });

describe('sequentialRoundTrips', () => {
  it('counts parallel calls once and a call after them as the next trip', () => {
    // Five reads side by side, then one read, then the counter, then the transaction.
    const calls = [call(0, 30), call(0, 22), call(1, 40), call(2, 25), call(3, 35), call(41, 50), call(52, 60), call(61, 75)];
    expect(sequentialRoundTrips(calls)).toBe(4);
  });

  it('treats a call that starts while another still runs as parallel, whatever the order given', () => {
    expect(sequentialRoundTrips([call(10, 20), call(0, 15)])).toBe(1);
    expect(sequentialRoundTrips([call(10, 20), call(0, 10)])).toBe(2);
  });

  it('is zero without calls', () => {
    expect(sequentialRoundTrips([])).toBe(0);
  });
});
