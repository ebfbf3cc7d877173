/** Scaffold for issue 5: its owner replaces this file. */
export function DevicesPage() {
  return <p>{'DevicesPage'}</p>;
}
