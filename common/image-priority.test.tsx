import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EAGER_IMAGES, FirstImages, useImagePriority, type ImageLoading } from './image-priority.tsx';

function Img({ request, candidate }: { request?: ImageLoading; candidate?: boolean }) {
  const { loading, fetchPriority } = useImagePriority(request, { candidate });
  return <img loading={loading} fetchPriority={fetchPriority} />;
}
const attrs = (html: string) => [...html.matchAll(/<img ([^>]*)\/>/g)].map((m) => m[1]);
const many = (n: number) => Array.from({ length: n }, (_, i) => <Img key={i} />);

describe('which images load at once', () => {
  it('the first images of the page load eagerly, the first of them with high priority; the rest lazily', () => {
    const html = renderToString(<FirstImages>{many(EAGER_IMAGES + 2)}</FirstImages>);
    expect(attrs(html)).toEqual([
      'loading="eager" fetchPriority="high"',
      ...Array(EAGER_IMAGES - 1).fill('loading="eager"'),
      'loading="lazy"', 'loading="lazy"',
    ]);
  });

  it('an image too small to be the largest paint loads eagerly but leaves high priority to the next one', () => {
    const html = renderToString(<FirstImages><Img candidate={false} /><Img /></FirstImages>);
    expect(attrs(html)).toEqual(['loading="eager"', 'loading="eager" fetchPriority="high"']);
  });

  it("a block's own choice stands: eager further down still loads at once (without a second high priority), lazy stays lazy", () => {
    const html = renderToString(<FirstImages><Img request="lazy" />{many(EAGER_IMAGES)}<Img request="eager" /></FirstImages>);
    const got = attrs(html);
    expect(got[0]).toBe('loading="lazy"');
    expect(got[1]).toBe('loading="eager" fetchPriority="high"');
    expect(got.at(-1)).toBe('loading="eager"');
    expect(got.filter((a) => a?.includes('high'))).toHaveLength(1);
  });

  it("each page render counts afresh; outside a page (a block alone, an island in the browser) images load lazily unless the block asks for eager", () => {
    const page = () => renderToString(<FirstImages>{many(2)}</FirstImages>);
    expect(page()).toBe(page());
    expect(attrs(renderToString(<>{many(2)}<Img request="eager" /></>))).toEqual(['loading="lazy"', 'loading="lazy"', 'loading="eager" fetchPriority="high"']);
  });
});
