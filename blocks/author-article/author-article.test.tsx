import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { arohaCredit, hemiCredit, storyOf, wireCredit } from '../../common/metadata/fixtures.ts';
import authorArticle from './index.ts';
import { listedAuthors } from './authors.ts';

const withCredits = (by: unknown[]) => storyOf('en', { credits: { by } });

describe('author-article (author list)', () => {
  it('author list: entries without url are skipped', () => {
    const html = renderBlock(authorArticle, { globalContent: withCredits([wireCredit, arohaCredit, hemiCredit]) });
    expect(html).not.toContain('Reuters');
    expect(html).toContain('<a class="author-article__name" href="/author/aroha-tawhiri/">Aroha Tāwhiri</a>');
    expect(html).toContain('<a class="author-article__name" href="/author/hemi-paewai/">Hēmi Paewai</a>');
  });
  it('author list: the only social link is email, as mailto', () => {
    const html = renderBlock(authorArticle, { globalContent: withCredits([arohaCredit, hemiCredit]) });
    expect(html).toContain('href="mailto:aroha-tawhiri@teaomarama.example"');
    expect(html).not.toMatch(/twitter|linkedin/);
    expect(listedAuthors(withCredits([hemiCredit]))).toEqual([{ name: 'Hēmi Paewai', url: '/author/hemi-paewai/' }]);
  });
  it('author list: the email link names the author, in Māori for Māori readers', () => {
    expect(renderBlock(authorArticle, { globalContent: withCredits([arohaCredit]) })).toContain('aria-label="Email Aroha Tāwhiri">Email</a>');
    expect(renderBlock(authorArticle, { lang: 'mi', globalContent: withCredits([arohaCredit]) })).toContain('aria-label="Īmēra ki a Aroha Tāwhiri">Īmēra</a>');
  });
  it('the role from the credit shows beside the name', () => {
    expect(renderBlock(authorArticle, { globalContent: withCredits([arohaCredit]) })).toContain('<span class="author-article__role">Senior reporter</span>');
  });
  it('renders nothing when no author has a url', () => {
    expect(renderBlock(authorArticle, { globalContent: withCredits([wireCredit]) })).toBe('');
  });
});
