import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { classifyRatio, formatDuration, isoDuration, promoRatio, roundRatio, VideoPlayer, videoFrame, videoRatioOf, withAutoplay } from './index.ts';
import { fixtureVideos, SAMPLE_EMBED } from './fixtures.ts';

describe('common/video duration', () => {
  it('duration format: m:ss under an hour, from ms', () => {
    expect(formatDuration(45_000)).toBe('0:45');
    expect(formatDuration(430_000)).toBe('7:10');
    expect(formatDuration(600_000)).toBe('10:00');
    expect(formatDuration(3_599_999)).toBe('59:59');
  });
  it('duration format: h:mm:ss from an hour', () => {
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(36_000_000 + 61_000)).toBe('10:01:01');
  });
  it('no badge for a missing, zero (live) or invalid duration', () => {
    for (const v of [undefined, null, 0, -5, Number.NaN, '430000']) expect(formatDuration(v)).toBeUndefined();
  });
  it('machine-readable duration for <time>', () => {
    expect(isoDuration(3_725_000)).toBe('PT1H2M5S');
    expect(isoDuration(45_000)).toBe('PT45S');
    expect(isoDuration(600_000)).toBe('PT10M');
  });
});

describe('common/video aspect ratio', () => {
  it('the ratio rounds to 4 decimals', () => {
    expect(roundRatio(16 / 9)).toBe(1.7778);
    expect(roundRatio(4 / 3)).toBe(1.3333);
    expect(promoRatio({ promo_items: { basic: { url: 'x', width: 1440, height: 810 } } })).toBe(1.7778);
  });
  it('classified 16:9, 1:1, 4:3 or 9:16', () => {
    expect(classifyRatio(1280 / 720)).toBe('16:9');
    expect(classifyRatio(1)).toBe('1:1');
    expect(classifyRatio(1024 / 768)).toBe('4:3');
    expect(classifyRatio(1080 / 1920)).toBe('9:16');
  });
  it('any other ratio, or none, defaults to 16:9', () => {
    expect(classifyRatio(1.5)).toBe('16:9');
    expect(classifyRatio(0.75)).toBe('16:9');
    expect(classifyRatio(undefined)).toBe('16:9');
    expect(classifyRatio(0)).toBe('16:9');
  });
  it("'--' uses the promo image ratio (basic, else lead art), falling back to 16:9; a chosen ratio wins", () => {
    const portrait = { promo_items: { basic: { url: 'p', width: 1080, height: 1920 } } };
    expect(videoRatioOf('--', portrait)).toBe('9:16');
    expect(videoRatioOf('--', { promo_items: { lead_art: { promo_items: { basic: { url: 's', width: 600, height: 600 } } } } })).toBe('1:1');
    expect(videoRatioOf('--', {})).toBe('16:9');
    expect(videoRatioOf('--', { promo_items: { basic: { url: 'x' } } })).toBe('16:9');
    expect(videoRatioOf('4:3', portrait)).toBe('4:3');
    expect(videoRatioOf(undefined, portrait)).toBe('9:16');
  });
  it('video height 65 (vh, the viewport percentage) when the ratio is at most 1', () => {
    expect(videoFrame('9:16')).toEqual({ ratio: '9:16', value: 0.5625, height: '65vh' });
    expect(videoFrame('1:1')).toEqual({ ratio: '1:1', value: 1, height: '65vh' });
    expect(videoFrame('16:9')).toEqual({ ratio: '16:9', value: 1.7778 });
    expect(videoFrame('4:3', 90)).toEqual({ ratio: '4:3', value: 1.3333 });
  });
  it('viewportPercentage sets the height (min 0, max 150)', () => {
    expect(videoFrame('9:16', 80).height).toBe('80vh');
    expect(videoFrame('9:16', 400).height).toBe('150vh');
    expect(videoFrame('9:16', -1).height).toBe('0vh');
  });
});

describe('common/video player', () => {
  it('renders the embed markup as it is, inside a frame of the ratio', () => {
    const html = renderToString(<VideoPlayer html={SAMPLE_EMBED(4000)} frame={videoFrame('16:9')} videoId="V1" />);
    expect(html).toContain(SAMPLE_EMBED(4000));
    expect(html).toContain('data-video-player=""');
    expect(html).toContain('data-ratio="16:9"');
    expect(html).toContain('--video-ratio:1.7778');
    expect(html).not.toContain('video-player--vertical');
    expect(html).not.toContain('data-autoplay');
  });
  it('the embed keeps all but its ids and names, prefixed user-content- (they cannot shadow the page\'s own), autoplay included', () => {
    const html = renderToString(<VideoPlayer html={'<video id="__pb_islands" controls></video><iframe name="querySelector" src="/x"></iframe>'} frame={videoFrame('16:9')} autoplay />);
    expect(html).toContain('<video autoplay muted playsinline id="user-content-__pb_islands" controls></video><iframe name="user-content-querySelector" src="/x"></iframe>');
  });

  it('portrait frames take the viewport height', () => {
    const html = renderToString(<VideoPlayer html="<video></video>" frame={videoFrame('9:16', 70)} />);
    expect(html).toContain('video-player--vertical');
    expect(html).toContain('--video-height:70vh');
  });
  it('autoplay: native videos get autoplay muted playsinline (once each); the frame carries data-autoplay for script players', () => {
    expect(withAutoplay('<video controls playsinline src="a.mp4"></video>')).toBe('<video autoplay muted controls playsinline src="a.mp4"></video>');
    expect(withAutoplay('<div class="powa"></div>')).toBe('<div class="powa"></div>');
    const html = renderToString(<VideoPlayer html="<video controls></video>" frame={videoFrame('16:9')} autoplay playthrough />);
    expect(html).toContain('<video autoplay muted playsinline controls>');
    expect(html).toContain('data-autoplay="true"');
    expect(html).toContain('data-playthrough="true"');
  });
  it('fixtures are feed-shaped videos, newest first', () => {
    const [a, b] = fixtureVideos(2);
    expect(a.type).toBe('video');
    expect(Date.parse(a.display_date!)).toBeGreaterThan(Date.parse(b.display_date!));
  });
});
