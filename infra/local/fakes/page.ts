/**
 * The payment page of a fake provider: what the customer sees instead of Mollie's or Datatrans's
 * hosted page on the local stack. These pages belong to the fake providers, not to the shop, so
 * their German texts are written here and not taken from the shop's catalogue (shared/i18n).
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface PaymentPage {
  /** 'Mollie' or 'Datatrans'. */
  provider: string;
  /** Amount in cents and its currency. */
  amountCents: number;
  currency: string;
  description: string;
  /** Where the two buttons post (`action=pay` or `action=fail`); absent once the payment is decided. */
  formAction?: string;
  /** The state in words once the payment is decided. */
  outcome?: string;
  /** Back to the shop once the payment is decided. */
  returnUrl?: string;
}

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('de-AT', { style: 'currency', currency }).format(cents / 100);
}

export function paymentPage(page: PaymentPage): string {
  const actions = page.formAction
    ? `<form method="post" action="${escapeHtml(page.formAction)}">
        <button type="submit" name="action" value="pay" class="pay">Bezahlen</button>
        <button type="submit" name="action" value="fail" class="fail">Zahlung fehlschlagen lassen</button>
      </form>`
    : `<p class="outcome">${escapeHtml(page.outcome ?? '')}</p>${page.returnUrl ? `<p><a href="${escapeHtml(page.returnUrl)}">Zurück zum Shop</a></p>` : ''}`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.provider)} – Testzahlung</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  .note { font-size: 0.85rem; color: #52525b; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0; }
  form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.8rem; border-radius: 0.5rem; border: 0; cursor: pointer; }
  .pay { background: #15803d; color: #fff; }
  .fail { background: #e4e4e7; color: #18181b; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(page.provider)}</h1>
  <p class="note">Testzahlung der lokalen Entwicklungsumgebung – es fließt kein Geld.</p>
  <p>${escapeHtml(page.description)}</p>
  <p class="amount">${escapeHtml(formatAmount(page.amountCents, page.currency))}</p>
  ${actions}
</main>
</body>
</html>
`;
}
