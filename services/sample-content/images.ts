/**
 * Draws each sample image from its seed: an SVG of gradients and shapes composed in code, encoded
 * to JPEG by sharp. Same spec -> same pixels, so an existing original is kept rather than redrawn.
 */
import sharp from 'sharp';
import { diskOriginals, type OriginalStore } from '../resizer/originals.ts';
import { Rng } from './prng.ts';
import type { ImageSpec } from './types.ts';

/** Where drawn originals go: the resizer's original store (a folder, or the shared database). */
export type OriginalSink = Pick<OriginalStore, 'has' | 'put'>;

/** A folder name is the short form of a store of files in it. */
const sinkOf = (target: OriginalSink | string): OriginalSink => (typeof target === 'string' ? diskOriginals(target) : target);

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

export function imageSvg(spec: ImageSpec): string {
  const r = new Rng(spec.seed);
  const { width: w, height: h } = spec;
  const hue = r.int(0, 359);
  const angle = r.int(0, 3);
  const [x2, y2] = [[1, 0], [0, 1], [1, 1], [1, 0.3]][angle];
  const shapes: string[] = [];
  // Low rolling "hills" give the images a landscape feel at any crop.
  for (let layer = 0; layer < 3; layer++) {
    const base = h * (0.55 + layer * 0.13);
    const amp = h * (0.04 + r.next() * 0.08);
    const c1 = r.next() * w;
    const c2 = r.next() * w;
    shapes.push(
      `<path d="M0 ${base} C ${c1} ${base - amp} ${c2} ${base + amp} ${w} ${base - amp / 2} L ${w} ${h} L 0 ${h} Z" ` +
        `fill="${hsl(hue + 20 + layer * 25, 45, 30 + layer * 10)}" opacity="0.85"/>`,
    );
  }
  for (let i = 0, n = r.int(3, 7); i < n; i++) {
    const cx = r.next() * w;
    const cy = r.next() * h * 0.6;
    const size = Math.min(w, h) * (0.05 + r.next() * 0.2);
    const fill = hsl(hue + r.int(90, 270), 60, 55 + r.int(0, 25));
    shapes.push(
      r.chance(0.6)
        ? `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${size.toFixed(1)}" fill="${fill}" opacity="0.6"/>`
        : `<rect x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" width="${(size * 1.6).toFixed(1)}" height="${size.toFixed(1)}" ` +
            `transform="rotate(${r.int(-30, 30)} ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="${fill}" opacity="0.5"/>`,
    );
  }
  // A faint ring marks the focal point, which makes crops easy to check by eye.
  const ring = Math.min(w, h) * 0.06;
  shapes.push(`<circle cx="${spec.focal.x}" cy="${spec.focal.y}" r="${ring.toFixed(1)}" fill="none" stroke="white" stroke-width="${(ring / 8).toFixed(1)}" opacity="0.45"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${hsl(hue, 55, 70)}"/><stop offset="1" stop-color="${hsl(hue + 60, 50, 40)}"/>` +
    `</linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}</svg>`
  );
}

export async function renderImage(spec: ImageSpec, target: OriginalSink | string, overwrite = false): Promise<boolean> {
  const sink = sinkOf(target);
  if (!overwrite && (await sink.has(spec.id))) return false;
  const jpeg = await sharp(Buffer.from(imageSvg(spec))).jpeg({ quality: 82, mozjpeg: false }).toBuffer();
  await sink.put(spec.id, 'jpg', jpeg);
  return true;
}

export async function renderImages(
  specs: ImageSpec[],
  target: OriginalSink | string,
  opts: { concurrency?: number; overwrite?: boolean } = {},
): Promise<{ written: number; skipped: number }> {
  const sink = sinkOf(target);
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      if (await renderImage(spec, sink, opts.overwrite)) written++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  return { written, skipped: specs.length - written };
}
