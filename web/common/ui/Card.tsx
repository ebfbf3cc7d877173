import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Shown edge to edge above the body (an image). */
  media?: ReactNode;
  as?: 'article' | 'section' | 'div' | 'li';
}

export function Card({ media, as: Tag = 'article', className, children, ...rest }: CardProps) {
  return (
    <Tag className={['card', className].filter(Boolean).join(' ')} {...rest}>
      {media}
      <div className="card__body">{children}</div>
    </Tag>
  );
}
