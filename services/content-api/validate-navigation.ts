/** Checks a navigation tree before it is stored: shape, node types, links complete, bounded size. */
import { badRequest, type NavigationNode } from './types.ts';
import { checkStorableText } from './validate.ts';

export const HIERARCHY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const MAX_DEPTH = 8;
const MAX_NODES = 2000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function validateNavigation(input: unknown): NavigationNode {
  let nodes = 0;
  const visit = (value: unknown, path: string, depth: number): void => {
    if (!isObject(value)) throw badRequest(`${path} must be a navigation node object`, path);
    if (++nodes > MAX_NODES) throw badRequest(`navigation has more than ${MAX_NODES} nodes`, path);
    if (depth > MAX_DEPTH) throw badRequest(`navigation is nested deeper than ${MAX_DEPTH} levels`, path);
    for (const key of ['_id', 'name', 'display_name', 'url']) {
      if (value[key] !== undefined && typeof value[key] !== 'string') throw badRequest(`${path}.${key} must be a string`, `${path}.${key}`);
    }
    const type = value.node_type;
    if (type !== undefined && type !== 'section' && type !== 'link') {
      throw badRequest(`${path}.node_type must be "section" or "link", got ${JSON.stringify(type)}`, `${path}.node_type`);
    }
    if (type === 'link') {
      if (!value.url) throw badRequest(`${path}: a link node needs url`, `${path}.url`);
      if (!value.display_name) throw badRequest(`${path}: a link node needs display_name`, `${path}.display_name`);
    } else if (type === 'section' && !value._id) {
      throw badRequest(`${path}: a section node needs _id (its section path, e.g. "/news")`, `${path}._id`);
    }
    if (value.children === undefined) return;
    if (!Array.isArray(value.children)) throw badRequest(`${path}.children must be an array`, `${path}.children`);
    value.children.forEach((child, i) => visit(child, `${path}.children[${i}]`, depth + 1));
  };
  visit(input, '(root)', 0);
  checkStorableText(input, '(root)');
  return input as NavigationNode;
}

/** Depth-first search for the node with this _id. */
export function findNode(node: NavigationNode, id: string): NavigationNode | undefined {
  if (node._id === id) return node;
  for (const child of node.children ?? []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}
