// npx tsx scripts/story-images.ts ID[=WxH] ...: draws a sample JPEG for each image id into .storybook/images/,
// where Storybook serves it at /resizer/v2/{id} in place of the resizer (.storybook/static.ts). Default 800x450.
// Stories reuse the ids already there (storyImage() in .storybook/fixtures.ts); draw one only for a new fixture id.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageSvg } from '../services/sample-content/images.ts';

const DIR = path.resolve(import.meta.dirname, '../.storybook/images');

/** The same id always draws the same picture. */
const seedOf = (id: string) => [...id].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export async function main(args: string[]): Promise<number> {
  if (!args.length) {
    console.error('usage: npx tsx scripts/story-images.ts ID[=WxH] ...  (26 characters A-Z 0-9; size defaults to 800x450)');
    return 2;
  }
  await mkdir(DIR, { recursive: true });
  for (const arg of args) {
    const match = /^([A-Z0-9]{26})(?:=(\d{2,4})x(\d{2,4}))?$/.exec(arg);
    if (!match) {
      console.error(`${arg}: expected an image id (26 characters A-Z 0-9), optionally =WIDTHxHEIGHT`);
      return 2;
    }
    const [, id, w = '800', h = '450'] = match;
    const [width, height] = [Number(w), Number(h)];
    const svg = imageSvg({ id: id!, width, height, seed: seedOf(id!), focal: { x: width / 2, y: height / 2 } });
    await writeFile(path.join(DIR, id!), await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer());
    console.log(`.storybook/images/${id} ${width}x${height}`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
