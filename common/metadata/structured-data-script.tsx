/**
 * The page's one <script type="application/ld+json">. It is data, never run: a script of that type is not subject
 * to the CSP's script-src, but it carries the response's nonce all the same, so a policy or tool that expects
 * every script element to have one finds it. Its text is escaped (json-ld.ts) so no content can end the element.
 */
import type { NavNode } from '../navigation/menu.ts';
import { MENU_SOURCE } from '../navigation/menu.ts';
import { useContent, useNonce } from '../../engine/index.ts';
import { JSON_LD_TYPE, jsonLdText } from './json-ld.ts';
import { needsSectionTree, sectionTreeQuery, structuredData, type StructuredDataInput } from './structured-data.ts';

type Input = Omit<StructuredDataInput, 'sections'>;

export function StructuredData({ input }: { input: Input }) {
  return needsSectionTree(input.globalContent) ? <WithSectionTree input={input} /> : <JsonLdScript input={input} />;
}

function WithSectionTree({ input }: { input: Input }) {
  const sections = useContent<NavNode>(MENU_SOURCE, sectionTreeQuery());
  return <JsonLdScript input={{ ...input, sections }} />;
}

function JsonLdScript({ input }: { input: StructuredDataInput }) {
  const nonce = useNonce();
  const graph = structuredData(input);
  if (!graph) return null;
  return <script type={JSON_LD_TYPE} nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(graph) }} />;
}
