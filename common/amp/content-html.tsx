import type { HTMLAttributes, Ref } from 'react';
import { ampComponentsIn, ampHtml } from './amp-html.ts';
import { AmpComponentScripts } from './extensions.tsx';
import { useAmp } from './img.tsx';

type ContentHtmlProps = HTMLAttributes<HTMLElement> & { html: string; as?: 'div' | 'span'; ref?: Ref<HTMLDivElement> };

/**
 * Markup from content (already isolated: common/content/content-html.ts) in an element; on AMP pages rewritten
 * as AMP takes it (./amp-html.ts), with the scripts of the AMP components it then uses.
 */
export function ContentHtml({ html, as: Tag = 'div', ...rest }: ContentHtmlProps) {
  const amp = useAmp();
  if (!amp) return <Tag {...(rest as HTMLAttributes<HTMLDivElement>)} dangerouslySetInnerHTML={{ __html: html }} />;
  const converted = ampHtml(html);
  return (
    <>
      <Tag {...(rest as HTMLAttributes<HTMLDivElement>)} dangerouslySetInnerHTML={{ __html: converted }} />
      <AmpComponentScripts names={ampComponentsIn(converted)} />
    </>
  );
}
