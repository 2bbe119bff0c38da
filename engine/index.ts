// The engine's public API for blocks and sources. Blocks import from here and nowhere else in engine/.
export { defineFeature, defineChain, defineLayout } from './define.ts';
export type { FeatureProps, ChainProps, LayoutProps, Label, Lang, Phrases, Hydrate, BlockDefinition, SiteTypes } from './define.ts';
export type { SiteSetup } from './site-setup.ts';
export { languageOfPath, languagePath } from './site-setup.ts';
export { field, fields } from './fields.ts';
export type { Static as FieldValues } from '@sinclair/typebox';
export type { ContentConfig, Selection } from './fields.ts';
export { useAppContext, useComponentContext, useContent, useContentLoader, useFieldContent, useNonce, useOutputType, usePhrases, useRequestCookie } from './context.tsx';
export type { AppContextValue, ComponentContextValue } from './context.tsx';
export type { PolicyOrigins } from './server/csp.ts';
export { nothing } from './render/admin.tsx';
export { defineSource, ContentError } from './source.ts';
export type { SourceDefinition, SourceContext } from './source.ts';
export { Helmet as Head } from 'react-helmet-async';
export { defineEndpoint } from './endpoint.ts';
export type { EndpointDefinition, EndpointContext, EndpointResponse, EndpointSite } from './endpoint.ts';
