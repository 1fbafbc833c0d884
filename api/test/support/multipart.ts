/** A real multipart/form-data body, encoded by the platform's own FormData. */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  file?: { content: Buffer | string; filename: string; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  // A list is the field sent once per value, as an HTML form sends checkboxes of one name.
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) form.append(name, each);
  if (file) form.append('file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Tiny but real files (an 8×6 picture in each image format): the server decodes images. */
export const sampleFiles = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4EaCBFTEMpAQAs5U8Aes99OYAAAAASUVORK5CYII=', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAIqQ/9k=',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhCAAGAIAAAExpcchQKCH5BAUAAAAALAAAAAAIAAYAAAIGjI+py30FADs=', 'base64'),
  webp: Buffer.from('UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoIAAYAAUAmJaACdLoB+AADsAD+6Di/+YJX5Bu1D/7B384D84D+igAA', 'base64'),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20), Buffer.from('\n%%EOF\n')]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};
