/** Images (specs for images.ts + ANS image objects), and the video and gallery documents. */
import { MAIN_SITE, SITES, SUBTYPES, type Subtype } from './catalogue.ts';
import { fill, type Rng } from './prng.ts';
import type { AnsDocument, ImageSpec } from './types.ts';

/** Where readers fetch the original; resizer-style, so the 26-character id can be read back from it. */
export const imageUrl = (id: string): string => `/resizer/v2/${id}.jpg`;

/** Served by the app's static files; no video tool ships with the project, so the file may be absent. */
export const SAMPLE_VIDEO_PATH = '/static/sample/sample.mp4';

/** Fixed, readable ids for the subtype footer logos, so page configs can name them (photo-service). */
export function subtypeLogoId(subtype: Subtype): string {
  return `LOGO${subtype.replace(/-/g, '').toUpperCase()}`.padEnd(26, '0').slice(0, 26);
}

export interface ImageAns extends AnsDocument {
  type: 'image';
  url: string;
  width: number;
  height: number;
  focal_point: { x: number; y: number };
  alt_text: string;
  caption: string;
}

export class ImageBank {
  readonly specs: ImageSpec[] = [];
  readonly docs: ImageAns[] = [];

  constructor(private readonly r: Rng) {}

  create(o: { width?: number; height?: number; alt: string; caption?: string; credit?: string; id?: string }): ImageAns {
    const width = o.width ?? 1440;
    const height = o.height ?? 810;
    const id = o.id ?? this.r.id();
    // Focal points sit away from the edges, as an editor would place them.
    const focal = { x: Math.round(width * (0.3 + this.r.next() * 0.4)), y: Math.round(height * (0.3 + this.r.next() * 0.4)) };
    this.specs.push({ id, width, height, seed: this.r.int(1, 2 ** 31 - 1), focal });
    const image: ImageAns = {
      _id: id,
      type: 'image',
      version: '0.10.9',
      url: imageUrl(id),
      width,
      height,
      focal_point: focal,
      alt_text: o.alt,
      caption: o.caption ?? '',
      subtitle: o.alt,
      credits: { by: [{ type: 'author', name: o.credit ?? 'Te Ao Mārama' }] },
    };
    this.docs.push(image);
    return image;
  }
}

export function subtypeLogos(bank: ImageBank): void {
  for (const subtype of SUBTYPES) {
    bank.create({ id: subtypeLogoId(subtype), width: 600, height: 200, alt: `${SITES[subtype]} logo` });
  }
}

export function videoEmbed(durationMs: number): string {
  return (
    `<video class="sample-video" controls playsinline preload="none" width="1280" height="720" data-duration-ms="${durationMs}">` +
    `<source src="${SAMPLE_VIDEO_PATH}" type="video/mp4"></video>`
  );
}

/** Fields a story, video or gallery share; built by the caller. */
export type BaseFields = Omit<AnsDocument, '_id' | 'type'>;

export function videoDoc(r: Rng, id: string, base: BaseFields, watchTag: object, live = false): AnsDocument {
  const duration = live ? 0 : r.int(45, 900) * 1000;
  const tags = (base.taxonomy as { tags: object[] }).tags;
  const doc: AnsDocument = {
    ...base,
    _id: id,
    type: 'video',
    duration,
    embed_html: videoEmbed(duration),
    streams: [{ url: SAMPLE_VIDEO_PATH, stream_type: 'mp4', width: 1280, height: 720 }],
    taxonomy: { ...(base.taxonomy as object), tags: live ? tags : [watchTag, ...tags] },
  };
  if (live) {
    doc.subtype = 'live';
    doc.contentConfig = { permaLinkURL: (base.websites as Record<string, { website_url: string }>)[MAIN_SITE].website_url, title: 'Live: Te Ao Mārama' };
  }
  return doc;
}

export function galleryDoc(r: Rng, id: string, base: BaseFields, bank: ImageBank, captions: string[], vars: Record<string, string | number>): AnsDocument {
  const count = r.int(6, 10);
  const images = Array.from({ length: count }, () => {
    const portrait = r.chance(0.25);
    const caption = fill(r.pick(captions), vars);
    return bank.create({ width: portrait ? 900 : 1440, height: portrait ? 1200 : 960, alt: caption, caption });
  });
  return {
    ...base,
    _id: id,
    type: 'gallery',
    content_elements: images,
    promo_items: { basic: images[0] },
  };
}

/** A document embedded in a story body or lead art: the parts a player or carousel needs. */
export function embedOf(doc: AnsDocument): AnsDocument {
  const keep = ['_id', 'type', 'headlines', 'description', 'subheadlines', 'display_date', 'canonical_url', 'websites', 'credits',
    'promo_items', 'embed_html', 'duration', 'streams', 'content_elements'];
  const out: AnsDocument = { _id: doc._id, type: doc.type };
  for (const k of keep) if (k in doc) out[k] = doc[k];
  return out;
}
