import styled from 'styled-components';
import { useFilePreview } from './useFilePreview';
import { CheckedInput } from '@portal/shared-ui';

export const LOGO_MUST_BE_IMAGE = 'The logo must be an image file (PNG, JPEG, GIF or WebP).';

/**
 * By the type the browser reports. The file picker's `accept` can be overridden ("All files")
 * and the API checks the bytes anyway; this only spares the upload of, say, a PDF.
 */
export const isImage = (file: File): boolean => /^image\//.test(file.type);

/** A save the server refused over the logo it carried: why, and that file. */
export type LogoRefusal = { message: string; file: File };

/**
 * The refusal of a save that sent `sent`, if it is about that file: the API's file checks say
 * "The file …" (too large, not an image) or "The image …" (too many pixels, unreadable).
 */
export const logoRefusalOf = (message: string, sent: File | null): LogoRefusal | null =>
  sent !== null && /^The (file|image) /.test(message) ? { message, file: sent } : null;

type LogoFieldProps = {
  companyName: string;
  currentLogo: string | null;
  chosen: File | null;
  onChoose: (file: File | null) => void;
  /** The last save's refusal of its logo: shown at the field until another file is chosen. */
  refusal?: LogoRefusal | null;
};

const Preview = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Logo = styled.img`
  width: 64px;
  height: 64px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The logo file input (images only) with a preview of the chosen image, else of the current
 * logo. Why a file was refused, here or by the server, is said at the field while that file
 * is the one chosen: a new choice is judged on its own.
 */
export const LogoField = ({ companyName, currentLogo, chosen, onChoose, refusal = null }: LogoFieldProps) => {
  const badFile = chosen !== null && !isImage(chosen);
  const serverRefused = refusal !== null && refusal.file === chosen ? refusal.message : null;
  const chosenPreview = useFilePreview(chosen && !badFile ? chosen : null);
  const preview = chosenPreview
    ? { src: chosenPreview, alt: `New logo of ${companyName}`, caption: 'New logo, saved on Update' }
    : currentLogo && { src: currentLogo, alt: `Current logo of ${companyName}`, caption: 'Current logo' };

  return (
    <>
      <CheckedInput
        label="Logo"
        name="file"
        type="file"
        accept="image/*"
        error={badFile ? LOGO_MUST_BE_IMAGE : serverRefused}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <Preview>
        {preview ? <Logo src={preview.src} alt={preview.alt} /> : null}
        <figcaption>{preview ? preview.caption : 'No logo yet.'}</figcaption>
      </Preview>
    </>
  );
};
