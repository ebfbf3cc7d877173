/** Placeholder while the page is being built in this session (issue 4); replaced by its owner. */
export function CheckoutPage(_props: { paymentFailed?: boolean }) {
  return null;
}
