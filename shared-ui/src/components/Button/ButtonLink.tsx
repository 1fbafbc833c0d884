import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './buttonStyles';

export type ButtonLinkProps = ComponentPropsWithRef<typeof Link> & { variant?: ButtonVariant };

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** A router link that looks like a Button: navigation stays a link for assistive tech. */
export const ButtonLink = ({ variant = 'primary', ...rest }: ButtonLinkProps) => (
  <StyledLink $variant={variant} {...rest} />
);
