// Rendering blocks outside a page, with the engine's real contexts: for Storybook (.storybook/preview.tsx) and tests.
export { BlockHarness, EngineProviders, HarnessBlock, HarnessReport, appContextOf, renderBlock, renderChecked } from './render-block.tsx';
export type { BlockHarnessProps, BlockSpec, EngineOptions, HarnessReporter, RenderOptions } from './render-block.tsx';
export { FixtureContent, describeMissing } from './fixtures.ts';
export type { ContentFixture } from './fixtures.ts';
export { argTypesOfFields, prepareCustomFields } from './fields.ts';
// What a contentConfig field selects on a site: tests trim their fixtures to it, as the source would.
export { fieldSelection } from '../content/select.ts';
// Story tags the stories test understands: 'admin-placeholder' (admin mode, must show the engine's placeholder) and
// 'lang-neutral' (its stories in each of the site's languages must be identical). Write them as string literals:
// Storybook indexes tags statically, so `tags: [SOME_CONSTANT]` breaks `npm run build-storybook`.
export { blockSpecOf, engineOptionsOf } from './story.ts';
export type { BlockMeta, BlockStory, CustomFieldsOf, PagebuilderGlobals, PagebuilderParameters } from './story.ts';
