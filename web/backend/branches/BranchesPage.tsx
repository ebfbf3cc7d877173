/** Scaffold for issue 5: its owner replaces this file. */
export function BranchesPage() {
  return <p>{'BranchesPage'}</p>;
}
