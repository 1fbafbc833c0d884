import styled from 'styled-components';
import { useFilePreview } from './useFilePreview';
import { CheckedInput } from '@portal/shared-ui';

export const LOGO_MUST_BE_IMAGE = 'The logo must be an image file (PNG, JPEG, GIF or WebP).';

/**
 * By the type the browser reports. The file picker's `accept` can be overridden ("All files")
 * and the API checks the bytes anyway; this only spares the upload of, say, a PDF.
 */
export const isImage = (file: File): boolean => /^image\//.test(file.type);

type LogoFieldProps = {
  companyName: string;
  currentLogo: string | null;
  chosen: File | null;
  onChoose: (file: File | null) => void;
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

/** The logo file input (images only) with a preview of the chosen image, else of the current logo. */
export const LogoField = ({ companyName, currentLogo, chosen, onChoose }: LogoFieldProps) => {
  const badFile = chosen !== null && !isImage(chosen);
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
        error={badFile ? LOGO_MUST_BE_IMAGE : null}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <Preview>
        {preview ? <Logo src={preview.src} alt={preview.alt} /> : null}
        <figcaption>{preview ? preview.caption : 'No logo yet.'}</figcaption>
      </Preview>
    </>
  );
};
