export { Button, type ButtonProps } from './Button';
export { ButtonAnchor, type ButtonAnchorProps } from './ButtonAnchor';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export type { ButtonVariant } from './buttonStyles';
