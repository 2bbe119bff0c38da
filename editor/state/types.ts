// The shapes the editor works on: stored page configs as the editor API sends them (docs/architecture.md, the
// editor contract), and the block catalogue of GET /api/blocks.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One block of a page tree, as stored. The editor gives every block an id (the preview names blocks by it). */
export interface BlockNode {
  type: string;
  id?: string;
  customFields?: Record<string, unknown>;
  children?: BlockNode[];
}

/** A page or template: the part of a stored config the outline edits (other keys are kept as they are). */
export interface TreeValue {
  layout: string;
  sections: Record<string, BlockNode[]>;
  [key: string]: unknown;
}

export interface RevisionMeta { id: number; parent: number | null; author: string; at: string }
export interface Revision extends RevisionMeta { doc: string; value: unknown }
export interface ConfigIssue { pointer: string; message: string }

export type DocKind = 'site' | 'page' | 'template' | 'resolvers';
export interface DocSummary {
  doc: string;
  kind: DocKind;
  site: string | null;
  name: string;
  uri?: string;
  head: RevisionMeta;
  published: RevisionMeta | null;
}

export type Lang = 'en' | 'mi';
export type Label = Record<Lang, string>;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  'x-label'?: Label | string;
  'x-description'?: Label;
  'x-group'?: string;
  'x-hint'?: string;
  'x-kind'?: string;
  [key: string]: unknown;
}

export interface CatalogueEntry {
  name: string;
  kind: 'feature' | 'chain' | 'layout';
  label: Label;
  description?: string;
  /** The catalogue group the block declares (engine/define.ts); the editor falls back to its kind. */
  group?: string;
  /** SVG markup the block declares as its picture. */
  thumbnail?: string;
  fields: JsonSchema;
  sections?: string[];
  sectionLabels?: Partial<Record<string, Label>>;
}
