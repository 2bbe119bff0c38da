import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Router } from 'express';
import sharp from 'sharp';

/** Serves routers on 127.0.0.1 at an ephemeral port; `close` stops the server. */
export async function serve(mounts: Record<string, Router>): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  for (const [at, router] of Object.entries(mounts)) app.use(at, router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type Rgb = { r: number; g: number; b: number };
export const GREY: Rgb = { r: 128, g: 128, b: 128 };
export const RED: Rgb = { r: 255, g: 0, b: 0 };

/** A plain image with one solid square ("spot") centred at (cx, cy), written as jpg, png or webp. */
export async function writeImage(
  file: string,
  opts: { width: number; height: number; spot?: { cx: number; cy: number; size: number; colour: Rgb } },
): Promise<void> {
  const base = sharp({ create: { width: opts.width, height: opts.height, channels: 3, background: GREY } });
  const layers = [];
  if (opts.spot) {
    const { cx, cy, size, colour } = opts.spot;
    const square = await sharp({ create: { width: size, height: size, channels: 3, background: colour } }).png().toBuffer();
    layers.push({ input: square, left: Math.round(cx - size / 2), top: Math.round(cy - size / 2) });
  }
  const ext = path.extname(file).slice(1);
  const format = ext === 'jpg' ? 'jpeg' : (ext as 'png' | 'webp');
  await base.composite(layers).toFormat(format, format === 'jpeg' ? { quality: 95 } : {}).toFile(file);
}

/** Decoded size and pixel reader for a response body. */
export async function decode(body: Buffer) {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number): Rgb => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  const count = (test: (p: Rgb) => boolean) => {
    let n = 0;
    for (let y = 0; y < info.height; y++) for (let x = 0; x < info.width; x++) if (test(pixel(x, y))) n++;
    return n;
  };
  return { width: info.width, height: info.height, pixel, count };
}

/** Lossy encoding blurs edges, so "red" is a tolerance, not an exact value. */
export const isRed = (p: Rgb) => p.r > 200 && p.g < 60 && p.b < 60;
