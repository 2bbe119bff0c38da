import { Head, nothing, useAppContext, useContent } from '../../engine/index.ts';
import { pageMetadata, resolvePageType, socialImageSource, type PageMetadataInput } from '../../common/metadata/index.ts';
import { StructuredData } from '../../common/metadata/structured-data-script.tsx';

/** Head tags only; React 19 hoists them into <head>. Not an island: nothing here runs in the browser. */
export default function PageMetadata() {
  const { pageType: engineType, pageMeta, globalContent, siteProperties, lang, requestUri, outputType } = useAppContext();
  const pageType = resolvePageType(engineType, globalContent, requestUri);
  if (!pageType) return nothing('page type unknown: set meta.pageType in the page config');
  const image = socialImageSource(pageType, globalContent, siteProperties);
  const input: PageMetadataInput = { pageType, globalContent, siteProperties, lang, requestUri, pageMeta, image, outputType };
  // An image without its own resizer token is signed first (signing-service for og:image).
  return image?.id && !image.auth ? <SignedHeadTags id={image.id} base={input} /> : <HeadAndData input={input} />;
}

function SignedHeadTags({ id, base }: { id: string; base: PageMetadataInput }) {
  const signed = useContent<{ hash?: string }>('signing-service', { id });
  return <HeadAndData input={{ ...base, signedImageAuth: signed?.hash }} />;
}

/** The head tags and the structured data, from the same input (the JSON-LD in the body: React hoists no inline script). */
function HeadAndData({ input }: { input: PageMetadataInput }) {
  return <><HeadTags input={input} /><StructuredData input={input} /></>;
}

function HeadTags({ input }: { input: PageMetadataInput }) {
  const { title, canonical, amphtml, meta, alternates = [] } = pageMetadata(input);
  return (
    <Head>
      <title>{title}</title>
      {meta.map((m) => <meta key={m.property ?? m.name} {...m} />)}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {amphtml ? <link rel="amphtml" href={amphtml} /> : null}
      {alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
      {typeof input.siteProperties?.favicon === 'string' ? <link rel="icon" href={input.siteProperties.favicon} /> : null}
    </Head>
  );
}
