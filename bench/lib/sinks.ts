import { Writable } from 'node:stream';

/**
 * Where a timed engine render streams to: accepts and drops every chunk, like a socket that is always ready.
 * The engine's sink has already encoded them to UTF-8, as the raw side's string is encoded (bench/render.ts).
 */
export function discard(): Writable {
  return new Writable({
    decodeStrings: false,
    write(_chunk, _encoding, done) {
      done();
    },
  });
}

/** A sink that keeps what was written, for checking the engine's output. */
export function collect(): Writable & { text(): string } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      done();
    },
  });
  return Object.assign(sink, { text: () => Buffer.concat(chunks).toString('utf8') });
}
