export const IMAGE_REQUIRED = 'The profile image must be an image file (PNG, JPEG, GIF, WebP…).';

// `accept` only filters the file picker (users can switch it to "All files"); the server
// checks the content, this saves a round trip for the obvious case.
export const isImage = (file: File): boolean => file.type.startsWith('image/');
