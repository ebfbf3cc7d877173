/** What the route-walking tests expect of every answer. */
import { apiMessages } from '#shared/i18n/api.ts';
import { formMessages } from '#shared/i18n/forms.ts';
import { mediaMessages } from '#shared/i18n/media.ts';
import { paymentsMessages } from '#shared/i18n/payments.ts';

/**
 * Routes on the path of a resource but served by another route group (functions/manifest.ts): the
 * resource whose records they work on. The staff's payment check is an order route in the
 * payments Lambda, which holds every provider call.
 */
export const RESOURCE_OF_ROUTE: Readonly<Record<string, string>> = {
  'POST /api/orders/{id}/update-payment-status': 'orders',
  // The store page's catalogue names the branch it is for.
  'GET /api/init/store/{id}': 'branches',
};

/**
 * Routes whose call in the access test (its fresh order, body `{}`) passes the access check and is
 * then refused by the route's own rules: the answer they give there instead of a success.
 */
export const REFUSED_AFTER_ACCESS: Record<string, { status: number; code: string }> = {
  'POST /api/orders/public/{uid}/{hash}/confirm-counter-appointment': { status: 409, code: 'publicOrder.noCounterAppointment' },
  'POST /api/orders/public/{uid}/{hash}/reject-counter-appointment': { status: 409, code: 'publicOrder.noCounterAppointment' },
  'POST /api/orders/public/{uid}/{hash}/questionnaire': { status: 400, code: 'validation.required' },
  // Audit entries are written by staff saves, not created for the test: the route's random id names none.
  'GET /api/logs/{id}': { status: 404, code: 'entity.notFound' },
  // The webhooks want the provider's payment id (form field) or signature, which `{}` lacks.
  'POST /api/payments/mollie/webhook': { status: 400, code: 'payments.webhookInvalid' },
  'POST /api/payments/datatrans/webhook': { status: 401, code: 'payments.signatureInvalid' },
  // The access test's order pays cash: there is no online payment to ask the provider about.
  'POST /api/orders/{id}/update-payment-status': { status: 409, code: 'payments.noOnlinePayment' },
  // The access test's order has an e-mail address but no phone number: no SMS to send.
  'POST /api/orders/{id}/resend-new-order-sms': { status: 422, code: 'notification.noPhone' },
  // `{}` names neither an image nor what a picture shows: nothing to describe.
  'POST /api/content-ai/generate/image': { status: 400, code: 'contentAi.imageNeedsSubject' },
  // The access test's order names a product the catalogue does not have: nothing to recompute.
  'PUT /api/orders/{id}/items/{itemIndex}': { status: 409, code: 'orderItem.productUnknown' },
  // `{}` has no proposed time.
  'POST /api/orders/{id}/status/counter-appointment': { status: 400, code: 'validation.required' },
  // The access test's printer has no job waiting: nothing to fetch or to confirm.
  'GET /api/cloudprnt/{deviceId}/{deviceKey}': { status: 404, code: 'print.noJob' },
  'DELETE /api/cloudprnt/{deviceId}/{deviceKey}': { status: 404, code: 'print.noJob' },
  // `{}` has no `$elapsedMs`: the contact form's timing check refuses it (functions/forms/submit.ts).
  'POST /api/custom/form/{id}': { status: 400, code: 'form.tooFast' },
  // sampleBody('users') brings a new user name; a user's name is their Cognito sign-in name and cannot change (functions/users/accounts.ts).
  'PUT /api/users/{id}': { status: 400, code: 'users.usernameFixed' },
  // The time clock's user is clocked out after the access test's start and end: nothing to pause or resume.
  'POST /api/time-tracking/{username}/{accessToken}/working-activities/pause': { status: 409, code: 'timeClock.notClockedIn' },
  'POST /api/time-tracking/{username}/{accessToken}/working-activities/resume': { status: 409, code: 'timeClock.notClockedIn' },
  // A time sheet needs its month, a holiday account its year, which the access test does not send.
  'GET /api/time-sheets/balances': { status: 400, code: 'validation.required' },
  'GET /api/time-sheets/holiday-balances': { status: 400, code: 'validation.number' },
  // A profile needs its days (start, end), which the access test does not send.
  'GET /api/statistics/user-profile': { status: 400, code: 'validation.requiredField' },
  'GET /api/statistics/user-profile-working-activities': { status: 400, code: 'validation.requiredField' },
  // A statistic needs its range (from, to), which the access test does not send.
  'GET /api/statistics/{name}': { status: 400, code: 'validation.requiredField' },
  // `{}` names no status to move the task to (functions/tasks; who may move which task: test/integration/projects-tasks.int.test.ts).
  'POST /api/tasks/{id}/status': { status: 400, code: 'validation.option' },
  // The access test's fresh TV has no command waiting: nothing to abort.
  'POST /api/digital-signage-devices/{id}/command/abort': { status: 409, code: 'signage.noOpenCommand' },
};

/** Routes that answer an allowed call in a protocol of their own (CloudPRNT): fields its answer has. */
export const PROTOCOL_AFTER_ACCESS: Record<string, string[]> = {
  'POST /api/cloudprnt/{deviceId}/{deviceKey}': ['jobReady'],
  // The web app manifest, as browsers read it (no {"data": …} envelope).
  'GET /api/config/app-manifest': ['name', 'start_url', 'icons'],
  // A font stylesheet (text/css, no envelope): the access test asks for roboto 400 ('Roboto', 'style-regular').
  'GET /api/fonts/google/{family}/{stylesheet}': ['text'],
};

/** Routes that answer an allowed call with a redirect (302) to a path of the web app. */
export const REDIRECTS_AFTER_ACCESS: Record<string, RegExp> = {
  // The customer back from the payment page; the access test's order pays cash: its status page.
  'GET /api/payments/return/{uid}/{hash}': /^\/status\/[0-9a-f]+\/[0-9a-f]+$/,
  // The start of the online payment; a cash order has nothing to pay there: its status page.
  'GET /api/payments/start/{uid}/{hash}': /^\/status\/[0-9a-f]+\/[0-9a-f]+$/,
};

const templates = [...Object.values(apiMessages), ...Object.values(paymentsMessages), ...Object.values(formMessages), ...Object.values(mediaMessages)].map(
  (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`),
);

/** Whether a message is a text of the German API catalogue (placeholders filled in). */
export function isCatalogueMessage(message: string): boolean {
  return templates.some((template) => template.test(message));
}
