import { Head, nothing, useAppContext, useContent } from '../../engine/index.ts';
import { pageMetadata, resolvePageType, socialImageSource, type PageMetadataInput } from '../../common/metadata/index.ts';

/** Head tags only; React 19 hoists them into <head>. Not an island: nothing here runs in the browser. */
export default function PageMetadata() {
  const { pageType: engineType, pageMeta, globalContent, siteProperties, lang, requestUri } = useAppContext();
  const pageType = resolvePageType(engineType, globalContent, requestUri);
  if (!pageType) return nothing('page type unknown: set meta.pageType in the page config');
  const image = socialImageSource(pageType, globalContent, siteProperties);
  const input: PageMetadataInput = { pageType, globalContent, siteProperties, lang, requestUri, pageMeta, image };
  // An image without its own resizer token is signed first (signing-service for og:image).
  return image?.id && !image.auth ? <SignedHeadTags id={image.id} base={input} /> : <HeadTags input={input} />;
}

function SignedHeadTags({ id, base }: { id: string; base: PageMetadataInput }) {
  const signed = useContent<{ hash?: string }>('signing-service', { id });
  return <HeadTags input={{ ...base, signedImageAuth: signed?.hash }} />;
}

function HeadTags({ input }: { input: PageMetadataInput }) {
  const { title, canonical, meta } = pageMetadata(input);
  return (
    <Head>
      <title>{title}</title>
      {meta.map((m) => <meta key={m.property ?? m.name} {...m} />)}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {typeof input.siteProperties?.favicon === 'string' ? <link rel="icon" href={input.siteProperties.favicon} /> : null}
    </Head>
  );
}
