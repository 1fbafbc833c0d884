import { useEffect, useState } from 'react';

/**
 * A data URL showing a chosen image in an <img>. Logos are small (the API takes at most
 * 2 MB), so reading the file is cheap, and a data URL needs no revoking.
 */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // A preview of a file no longer chosen is never shown.
  return preview && preview.file === file ? preview.url : null;
}
