export const PDF_REQUIRED = 'The resume must be a PDF file.';

// `accept` only filters the file picker (users can switch it to "All files"); the server
// checks the content, this saves a round trip for the obvious case.
export const isPdf = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
