// Reads the avatar from a multipart body (busboy): the one file of field `avatar`, at most 3 MB, JPEG by its
// bytes as well as its declared type. A larger file is cut off at the limit, never buffered whole.
import busboy from 'busboy';
import type { Request } from 'express';
import { errors, IdentityError } from './errors.ts';

export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;
const JPEG_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg']);
/** Every JPEG starts with the SOI marker and the start of a segment marker. */
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

export function readAvatar(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: AVATAR_MAX_BYTES + 1, fields: 10, parts: 20, fieldSize: 1024 } });
    } catch {
      reject(errors.missingImage('send the picture as multipart/form-data in the field "avatar"'));
      return;
    }
    let failure: IdentityError | undefined;
    let image: Promise<Buffer> | undefined;
    parser.on('file', (name, file, info) => {
      if (name !== 'avatar' || image) {
        file.resume();
        return;
      }
      if (!JPEG_TYPES.has(info.mimeType.toLowerCase())) failure ??= errors.unsupportedImage();
      image = new Promise((done) => {
        const chunks: Buffer[] = [];
        file.on('data', (chunk: Buffer) => {
          if (!failure) chunks.push(chunk);
        });
        file.on('limit', () => {
          failure ??= errors.imageTooLarge();
          chunks.length = 0;
        });
        file.on('end', () => done(Buffer.concat(chunks)));
      });
    });
    parser.on('error', () => reject(errors.missingImage('the multipart body is malformed')));
    parser.on('close', async () => {
      const bytes = image && (await image);
      if (failure) return reject(failure);
      if (!bytes || bytes.length === 0) return reject(errors.missingImage());
      // busboy stops one byte past the limit: reaching it means the file is larger than allowed.
      if (bytes.length > AVATAR_MAX_BYTES) return reject(errors.imageTooLarge());
      if (!isJpeg(bytes)) return reject(errors.unsupportedImage());
      resolve(bytes);
    });
    req.pipe(parser);
  });
}
