/** Scaffold for issue 5: its owner replaces this file. */
export function FrontDeskScreen() {
  return <p>{'FrontDeskScreen'}</p>;
}
