/** Scaffold for issue 5: its owner replaces this file. */
export function BackOfficeScreen() {
  return <p>{'BackOfficeScreen'}</p>;
}
