/** Scaffold for issue 5: its owner replaces this file. */
export function OrderDetailPage() {
  return <p>{'OrderDetailPage'}</p>;
}
