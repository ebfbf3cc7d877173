/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, Esc and the
 * inert page for free. A click on the backdrop closes it too (the spec's "closes on Esc or a
 * click outside"); focus returns to what had it before. Used for the opening-hours dialog,
 * the product overlay, the legal texts and the pickers.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (e.g. 'Schliessen', 'Speichern'). */
  footer?: ReactNode;
  className?: string;
}

export function Dialog({ open, onClose, title, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      // Esc: the browser closes the dialog; keep React's state in step.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the ::backdrop reports the dialog itself as target.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {open && (
        <div className="dialog__inner">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
