/**
 * The editor's notes below a field or group: hints (the server accepts the set-up, but the shop
 * would not work as meant) and the server's messages that no single field shows.
 */
export function Hints({ hints }: { hints: readonly string[] }) {
  if (hints.length === 0) return null;
  return (
    <ul className="pe-hints">
      {hints.map((hint, index) => (
        <li key={index} className="pe-hint">
          {hint}
        </li>
      ))}
    </ul>
  );
}

export function Messages({ messages }: { messages: readonly (string | undefined)[] }) {
  const shown = messages.filter((message): message is string => Boolean(message));
  if (shown.length === 0) return null;
  return (
    <ul className="pe-messages">
      {/* Two fields may have the same message ("Bitte füllen Sie das Feld „Name“ aus."): keyed by position. */}
      {shown.map((message, index) => (
        <li key={index} className="bo-field__error">
          {message}
        </li>
      ))}
    </ul>
  );
}
