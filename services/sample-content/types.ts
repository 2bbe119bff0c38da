/** Shapes produced by the sample content generator (a subset of ANS, loosely typed on purpose). */

export type Lang = 'en' | 'mi';

export interface AnsDocument {
  _id: string;
  type: string;
  [field: string]: unknown;
}

export interface FocalPoint {
  x: number;
  y: number;
}

/** What images.ts needs to draw one original. */
export interface ImageSpec {
  id: string;
  width: number;
  height: number;
  seed: number;
  focal: FocalPoint;
}

export interface NavNode {
  _id: string;
  node_type: 'section' | 'link';
  name?: string;
  display_name?: string;
  url?: string;
  nav_title?: string;
  maori_title?: string;
  children: NavNode[];
}

export interface NavigationEntry {
  site: string;
  hierarchy: string;
  tree: NavNode;
}

export interface SampleContent {
  documents: AnsDocument[];
  navigation: NavigationEntry[];
  images: ImageSpec[];
}

/** A text in both languages. */
export interface Bi {
  en: string;
  mi: string;
}
