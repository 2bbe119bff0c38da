// What Storybook serves besides the stories (main.ts staticDirs), and which file answers an image URL a story
// renders. There is no resizer in Storybook: a resizer URL (`/resizer/v2/{id}?auth=...&width=...`) is answered by
// the file named as the image id in .storybook/images/, whatever the size asked (static servers ignore the query).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Paths relative to .storybook/, as staticDirs takes them. */
export const STATIC_DIRS = [
  // Site properties point logos at /static/brand/... as the server serves public/.
  { from: '../public', to: '/static' },
  // The resizer's default base (common/images.ts); one sample JPEG per image id, drawn by scripts/story-images.ts.
  { from: './images', to: '/resizer/v2' },
];

/** The file Storybook answers `url` with, or undefined when it would be a 404 (or is not on Storybook's origin). */
export function servedFile(url: string): string | undefined {
  if (url.startsWith('data:')) return url;
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const pathname = decodeURIComponent(url.split(/[?#]/, 1)[0]!);
  for (const dir of STATIC_DIRS) {
    if (!pathname.startsWith(`${dir.to}/`)) continue;
    const file = path.join(import.meta.dirname, dir.from, pathname.slice(dir.to.length));
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Every image address in rendered HTML: `<img>` and `<source>` src and srcset candidates, `<video>` posters. */
export function imageUrlsOf(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:img|source|video)\b[^>]*>/gi)) {
    for (const [, name, raw] of tag.matchAll(/\s(src|srcset|poster)="([^"]*)"/gi)) {
      const value = raw!.replace(/&amp;/g, '&');
      if (name!.toLowerCase() === 'srcset') urls.push(...value.split(',').map((c) => c.trim().split(/\s+/)[0]!).filter(Boolean));
      else if (value) urls.push(value);
    }
  }
  return urls;
}
