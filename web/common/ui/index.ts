export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { SkipLink } from './SkipLink';
export { ErrorState, Loading } from './StatusPanel';
export { Dialog, type DialogProps } from './Dialog';
