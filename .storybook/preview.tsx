import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../engine/client/theme.ts';
import {
  argTypesOfFields, blockSpecOf, EngineProviders, engineOptionsOf, HarnessBlock,
  type PagebuilderGlobals, type PagebuilderParameters,
} from '../engine/testing/index.ts';
import { siteSetup } from '../common/site-setup.ts';

/** The page's <html lang>, as the server sets it (an effect: it does not change the story's own markup). */
function DocumentLang({ lang, children }: { lang: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

/** Gives every story the engine's request contexts: AppContext and ContentContext seeded from the fixtures. */
const withEngine: Decorator = (Story, { parameters, globals }) => {
  const options = engineOptionsOf(parameters, globals as PagebuilderGlobals);
  return (
    <EngineProviders {...options}>
      <DocumentLang lang={options.lang ?? siteSetup.defaultLanguage}>
        <Story />
      </DocumentLang>
    </EngineProviders>
  );
};

const preview: Preview = {
  decorators: [withEngine],
  // A story renders its block as the engine does (ComponentContext, placeholder, error card); args are its custom fields.
  render: (args, { parameters, id }) => {
    const { spec, id: blockId } = blockSpecOf(parameters, args, id);
    return <HarnessBlock spec={spec} id={blockId} />;
  },
  // Controls for each custom field, from the block's own schema.
  argTypesEnhancers: [
    ({ parameters, argTypes }) => {
      const block = (parameters.pagebuilder as PagebuilderParameters | undefined)?.block;
      if (!block) return argTypes;
      const merged = { ...argTypes };
      for (const [name, fromFields] of Object.entries(argTypesOfFields(block))) merged[name] = { ...fromFields, ...argTypes[name] };
      return merged;
    },
  ],
  globalTypes: {
    lang: {
      description: 'Reader language (the lang cookie)',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'mi', title: 'Māori' }], dynamicTitle: true },
    },
    mode: {
      description: 'Reader or editor (admin) view',
      toolbar: { title: 'Mode', icon: 'edit', items: [{ value: 'reader', title: 'Reader' }, { value: 'admin', title: 'Admin' }], dynamicTitle: true },
    },
  },
  initialGlobals: { lang: siteSetup.defaultLanguage, mode: 'reader' } satisfies PagebuilderGlobals,
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    pagebuilder: {} satisfies PagebuilderParameters,
  },
};

export default preview;
