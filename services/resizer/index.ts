export { createResizer, type ResizerOptions } from './router.ts';
export { createSigningService, signImageId, verifyImageSignature } from './signing.ts';
export { resizerSecret } from './secret.ts';
