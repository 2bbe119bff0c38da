/**
 * The token request's body: a form, as RFC 6749 3.2 has it (application/x-www-form-urlencoded), or the same fields
 * as multipart/form-data, which Arc's SDK sends (a FormData). Fields only, small and few: a file part or a body
 * over the limit is an OAuth invalid_request, never a 500.
 */
import busboy from 'busboy';
import express, { type Request, type Response } from 'express';
import { OAuthError } from './oidc-authorize.ts';

const LIMIT = 8 * 1024;
const urlencoded = express.urlencoded({ extended: false, limit: '8kb' });
const invalid = (why: string) => new OAuthError(400, 'invalid_request', why);

function multipart(req: Request): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 0, fields: 20, parts: 20, fieldSize: 4096, fieldNameSize: 64 } });
    } catch {
      reject(invalid('the multipart body has no boundary'));
      return;
    }
    const form: Record<string, string> = {};
    let failure: OAuthError | undefined;
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > LIMIT && !failure) {
        failure = invalid(`the body must be at most ${LIMIT} bytes`);
        reject(failure);
        req.unpipe(parser);
        req.resume();
      }
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) failure ??= invalid(`the field ${JSON.stringify(name.slice(0, 64))} is too long`);
      // A field given twice is ambiguous (RFC 6749 3.2: parameters must not be repeated).
      else if (name in form) failure ??= invalid(`the field ${JSON.stringify(name)} is given more than once`);
      else form[name] = value;
    });
    parser.on('file', (_name, file) => {
      failure ??= invalid('the token request takes fields only, no files');
      file.resume();
    });
    parser.on('filesLimit', () => (failure ??= invalid('the token request takes fields only, no files')));
    parser.on('fieldsLimit', () => (failure ??= invalid('too many fields')));
    parser.on('partsLimit', () => (failure ??= invalid('too many fields')));
    parser.on('error', () => reject(failure ?? invalid('the multipart body is malformed')));
    parser.on('close', () => (failure ? reject(failure) : resolve(form)));
    req.pipe(parser);
  });
}

/** The form's fields (either encoding); anything else, or a broken body, is an OAuthError (invalid_request). */
export function readTokenForm(req: Request, res: Response): Promise<Record<string, unknown>> {
  if (req.is('multipart/form-data')) return multipart(req);
  if (!req.is('application/x-www-form-urlencoded')) return Promise.reject(invalid('the body must be application/x-www-form-urlencoded or multipart/form-data'));
  return new Promise((resolve, reject) =>
    urlencoded(req, res, (error?: unknown) => (error ? reject(invalid('the form body is malformed or over 8 KB')) : resolve((req.body ?? {}) as Record<string, unknown>))),
  );
}
