/**
 * Small inline icons of the website's blocks (decorative: the buttons carry the names).
 * The direction is a class, not a `style` attribute: the server-rendered first screen is HTML,
 * and the Content-Security-Policy refuses inline style attributes there.
 */
export function ChevronIcon({ direction }: { direction: 'left' | 'right' | 'down' }) {
  return (
    <svg className={`content-icon content-icon--${direction}`} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="content-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
