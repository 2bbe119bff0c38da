// Page metadata rules (title, description, canonical, robots, social cards) and normalised authors.
export { PAGE_TYPES, SPONSORED_LANDING, resolvePageType, type PageType } from './page-type.ts';
export { localised, metaNames, type MetaNames } from './page-meta.ts';
export { absoluteUrl, canonicalPath, canonicalUrl, onDomain } from './canonical.ts';
export { LISTING_SEPARATOR, SEARCH_TITLE, TITLE_SEPARATOR, pageDescription, pageTitle, socialTitle, subjectName } from './text.ts';
export { NO_AUTH_MESSAGE, resizerBaseOf, socialImageContent, socialImageSource, socialImageUrl, type SocialImageKind, type SocialImageSource } from './social-image.ts';
export { ARTICLE_ROBOTS, SPONSORED_ROBOTS, TWITTER_CARD, pageMetadata, robotsFor, twitterHandle, type MetaTag, type PageMetadata, type PageMetadataInput } from './page-metadata.ts';
export {
  SOCIAL_NETWORKS, creditedAuthors, firstAuthor, normaliseAuthor, socialHref, socialLinks,
  type Author, type AuthorImage, type SocialLink, type SocialNetwork,
} from './author.ts';
export { AuthorPhoto, PAGE_RESIZER_BASE, authorPhotoContent, authorPhotoUrls, type AuthorPhotoProps } from './author-photo.tsx';
export { AuthorSocialLinks } from './author-social.tsx';
