import { solidPng } from '../../src/db/seed/png.js';

/** A real PNG and the first bytes of JPEG and WebP files: what the server's content check looks at. */
export const pngBytes = (colour: [number, number, number] = [200, 30, 30]) => solidPng(8, 8, colour);
export const jpegBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
export const webpBytes = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);
export const gifBytes = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 3)]);

/** Base64 of `bytes` PNG-signed bytes: passes the type check, so only the size decides. */
export const pngOfSize = (bytes: number) => {
  const b = Buffer.alloc(bytes, 7);
  pngBytes().copy(b, 0, 0, 8);
  return b.toString('base64');
};

export const IMAGE_ERRORS = {
  tooLarge: 'Ukuran gambar maksimal 2 MB.',
  badType: 'Gambar harus berformat JPEG, PNG atau WebP.',
  badBase64: 'Gambar tidak dapat dibaca: data base64 tidak valid.',
};

/** Bad uploads and the answer each gets: wrong type, too big, broken base64. */
export const badImages = (): [label: string, base64: string, status: number, message: string][] => [
  ['GIF', gifBytes().toString('base64'), 400, IMAGE_ERRORS.badType],
  ['text', Buffer.from('<svg onload="alert(1)"></svg>').toString('base64'), 400, IMAGE_ERRORS.badType],
  ['2 MB + 1 byte', pngOfSize(2 * 1024 * 1024 + 1), 413, IMAGE_ERRORS.tooLarge],
  ['broken base64', 'iVBORw0KGgo!!!$$$', 400, IMAGE_ERRORS.badBase64],
];
