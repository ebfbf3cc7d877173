/**
 * Publishing to the event bus (DESIGN.md §6) with the real EventBridge client: bus
 * THEKE_EVENT_BUS, and on the local stack the endpoint THEKE_EVENTBRIDGE_ENDPOINT (the local
 * server's PutEvents, which feeds the in-process bus with the same rules).
 *
 *   await publishEvent('theke.orders', 'OrderPlaced', { orderId, … });
 *
 * It throws when EventBridge refuses the entry, so the caller decides what a lost event means for
 * its request (order create logs it and still answers: the order is stored).
 *
 * The EventBridge client loads with the first event, not with the Lambda (./sdk-client.ts): its
 * modules take about 8 ms of a cold start, and most requests of the Lambdas that publish (reads,
 * lists) never do.
 */
import { readSetting } from './config';
import { lazyClient } from './sdk-client';

const eventBridgeModule = () => import('@aws-sdk/client-eventbridge');

const eventBridgeClient = lazyClient('eventBridgeEndpoint', async ({ region, endpoint }) => {
  const { EventBridgeClient } = await eventBridgeModule();
  return new EventBridgeClient({
    region,
    ...(endpoint
      ? {
          endpoint,
          // The local bus accepts any credentials; never send real ones to it.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
});

export class PublishError extends Error {
  override readonly name = 'PublishError';
}

/** Puts one event on the bus; resolves with its event id. */
export async function publishEvent(source: string, detailType: string, detail: object): Promise<string> {
  const client = await eventBridgeClient();
  const { PutEventsCommand } = await eventBridgeModule();
  const result = await client.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: readSetting('eventBus'), Source: source, DetailType: detailType, Detail: JSON.stringify(detail) }],
    }),
  );
  const entry = result.Entries?.[0];
  // PutEvents answers 200 even when it refuses an entry: the refusal is in the entry.
  if (!entry?.EventId || entry.ErrorCode) {
    throw new PublishError(`${source} ${detailType} was not accepted: ${entry?.ErrorCode ?? 'no entry'} ${entry?.ErrorMessage ?? ''}`.trim());
  }
  return entry.EventId;
}
