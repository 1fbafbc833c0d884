import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './buttonStyles';

export type ButtonAnchorProps = ComponentPropsWithRef<'a'> & { variant?: ButtonVariant };

const StyledAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * A plain link that looks like a Button, for what the browser itself saves or opens (a
 * download, a calendar event under the API's address); a page of the site is a ButtonLink.
 */
export const ButtonAnchor = ({ variant = 'primary', ...rest }: ButtonAnchorProps) => <StyledAnchor $variant={variant} {...rest} />;
