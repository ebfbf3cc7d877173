/** Scaffold for issue 5: its owner replaces this file. */
export function OrderListPage({ view }: { view: 'current' | 'missed' | 'history' }) {
  void view;
  return <p>{'OrderListPage'}</p>;
}
