/** Article body (content_elements): paragraphs plus the extra element kinds the spec lists. */
import { embedOf, type ImageBank } from './media.ts';
import { capitalise, fill } from './prng.ts';
import { paragraphs, say, type Scene } from './text.ts';
import type { AnsDocument } from './types.ts';

/** Every non-text kind; story i is given EXTRA_KINDS[i % n] so the corpus covers them all. */
export const EXTRA_KINDS = [
  'copyright', 'divider', 'image', 'interstitial_link', 'raw_html', 'list-ordered', 'list-unordered',
  'correction', 'clarification', 'header', 'oembed_response', 'table', 'quote', 'pullquote', 'video', 'gallery',
] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

export interface BodyContext {
  scene: Scene;
  bank: ImageBank;
  year: number;
  /** Another story to link to (interstitial_link). */
  related: { headline: string; url: string };
  videos: AnsDocument[];
  galleries: AnsDocument[];
  /** Running counter so header levels cycle through 1-6 across the corpus. */
  headerLevel: () => number;
}

type El = Record<string, unknown>;

export function buildBody(ctx: BodyContext, kinds: ExtraKind[], withLocation: boolean): El[] {
  const { scene } = ctx;
  const { r } = scene;
  const texts = paragraphs(scene, r.int(4, 8));
  // A few bodies already start with the location, so the "unless already present" rule has a case.
  if (withLocation) texts[0] = `${scene.town.toUpperCase()} — ${texts[0]}`;
  const els: El[] = texts.map((content) => text(scene, content));
  const extras = kinds.filter((k) => k !== 'copyright').map((k) => element(ctx, k));
  // Extras go between paragraphs, never before the first one.
  for (const el of extras) els.splice(r.int(1, els.length), 0, el);
  if (kinds.includes('copyright')) els.push({ _id: r.id(), type: 'copyright', content: `© ${ctx.year} Te Ao Mārama` });
  return els;
}

function text(scene: Scene, content: string): El {
  return { _id: scene.r.id(), type: 'text', content };
}

function element(ctx: BodyContext, kind: ExtraKind): El {
  const { scene, bank } = ctx;
  const { r, book, vars } = scene;
  const id = r.id();
  switch (kind) {
    case 'copyright':
      return { _id: id, type: 'copyright', content: `© ${ctx.year} Te Ao Mārama` };
    case 'divider':
      return { _id: id, type: 'divider' };
    case 'image': {
      const caption = say(scene, book.captions);
      const img: El = { ...bank.create({ alt: caption, caption, credit: vars.name as string }) };
      img.vanity_credits = { by: [{ type: 'author', name: 'Te Ao Mārama' }] };
      if (r.chance(0.4)) img.alignment = r.pick(['left', 'right']);
      if (r.chance(0.2)) img.link = ctx.related.url;
      return img;
    }
    case 'interstitial_link':
      return { _id: id, type: 'interstitial_link', url: ctx.related.url, content: `${book.readMore}${ctx.related.headline}` };
    case 'raw_html':
      return {
        _id: id,
        type: 'raw_html',
        content: `<aside class="sample-factbox"><h4>${book.factbox}</h4><p>${say(scene, book.paragraphs)}</p></aside>`,
      };
    case 'list-ordered':
    case 'list-unordered': {
      const items = r.sample(book.listItems, 3).map((t) => text(scene, capitalise(fill(t, vars))));
      const nested = { _id: r.id(), type: 'list', list_type: 'unordered', items: book.subItems.map((t) => text(scene, t)) };
      items.splice(1, 0, nested);
      return { _id: id, type: 'list', list_type: kind === 'list-ordered' ? 'ordered' : 'unordered', items };
    }
    case 'correction':
    case 'clarification':
      return { _id: id, type: 'correction', correction_type: kind, text: kind === 'correction' ? book.correction : book.clarification };
    case 'header':
      return { _id: id, type: 'header', level: ctx.headerLevel(), content: r.pick(book.headers) };
    case 'oembed_response':
      return oembed(ctx, id);
    case 'table': {
      const start = ctx.year - 4;
      let value = r.int(200, 900);
      const rows = Array.from({ length: 4 }, (_, i) => {
        const change = r.int(-40, 60);
        value += change;
        return [String(start + i), String(value), `${change >= 0 ? '+' : ''}${change}`].map((c) => text(scene, c));
      });
      return { _id: id, type: 'table', header: book.table.header.map((c) => text(scene, c)), rows, caption: book.table.caption };
    }
    case 'quote':
    case 'pullquote':
      return {
        _id: id,
        type: 'quote',
        subtype: kind === 'pullquote' ? 'pullquote' : 'blockquote',
        content_elements: [text(scene, r.pick(book.quotes))],
        citation: { type: 'text', content: vars.name },
      };
    case 'video':
      return embedOf(r.pick(ctx.videos));
    case 'gallery':
      return embedOf(r.pick(ctx.galleries));
  }
}

/** Offline stand-ins for social embeds: markup only, no third-party scripts. */
function oembed(ctx: BodyContext, id: string): El {
  const { r, vars } = ctx.scene;
  const subtype = r.pick(['twitter', 'instagram', 'youtube'] as const);
  const quote = r.pick(ctx.scene.book.quotes);
  const html =
    subtype === 'youtube'
      ? `<div class="sample-oembed sample-oembed-youtube"><p>${quote}</p></div>`
      : `<blockquote class="sample-oembed sample-oembed-${subtype}"><p>${quote}</p>— ${vars.name}</blockquote>`;
  return {
    _id: id,
    type: 'oembed_response',
    subtype,
    raw_oembed: { type: subtype, html, author_name: vars.name, provider_name: subtype, width: 550, _id: id },
  };
}
