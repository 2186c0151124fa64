/** Images: JPEG, PNG or WebP, checked by content on the server. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MSG = {
  tooLarge: 'Ukuran gambar maksimal 2 MB.',
  badType: 'Gambar harus berformat JPEG, PNG atau WebP.',
  badBase64: 'Gambar tidak dapat dibaca: data base64 tidak valid.',
} as const;
