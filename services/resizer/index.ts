export { createResizer, DEFAULT_CACHE_MAX_BYTES, type ResizerOptions } from './router.ts';
export { createSigningService, signImageId, verifyImageSignature } from './signing.ts';
export { checkSecretLength, MIN_SECRET_LENGTH, resizerSecret } from './secret.ts';
export { resizerCacheMaxBytes } from './config.ts';
export { diskOriginals, type OriginalStore } from './originals.ts';
export { databaseOriginals } from './originals-db.ts';
