import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button of the theme; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

/** The button look for links (e.g. a router Link that reads as a call to action). */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return ['btn', `btn--${variant}`, className].filter(Boolean).join(' ');
}
