import type { BlockDefinition } from '../define.ts';
import { AdminErrorCard, AdminPlaceholder, markBlock, nothingReason } from './admin.tsx';

export interface BodyProps {
  def: BlockDefinition;
  id: string;
  props: Record<string, unknown>;
  isAdmin: boolean;
  /** Why it is empty when the block gave no reason (e.g. its content is missing). */
  emptyReason?: string;
  onError?: (error: unknown) => void;
  /**
   * Editors: the block's attributes (admin.tsx blockAttributes), put on its output's outermost element; absent
   * where something else is already the outermost element (an island's wrapper).
   */
  mark?: Record<string, string | undefined>;
  /** Editors: called when the block shows a placeholder or an error card instead of its own output. */
  onStandIn?: () => void;
}

const isThenable = (e: unknown) => typeof (e as { then?: unknown })?.then === 'function';

/**
 * Calls the block's component as a function (its hooks belong to this frame) so the engine sees what it
 * returned: nothing becomes an editor placeholder, a throw becomes nothing for readers and an error card for
 * editors. Suspension (a promise) passes through to the Suspense boundary around the block.
 */
function BlockBody({ def, id, props, isAdmin, emptyReason, onError, mark, onStandIn }: BodyProps) {
  let out: unknown;
  try {
    out = (def.component as (p: unknown) => unknown)(props);
  } catch (error) {
    if (isThenable(error)) throw error;
    onError?.(error);
    if (!isAdmin) return null;
    onStandIn?.();
    return <AdminErrorCard def={def} id={id} message={(error as Error)?.message ?? String(error)} />;
  }
  const reason = nothingReason(out);
  if (reason === false) return isAdmin && mark ? markBlock(out as React.ReactNode, mark) : (out as React.ReactNode);
  if (!isAdmin) return null;
  onStandIn?.();
  return <AdminPlaceholder def={def} id={id} reason={reason ?? emptyReason} />;
}

// By type, then id: no `type#id` string is built per block per render to look one up.
const bodies = new Map<string, Map<string, (p: BodyProps) => React.ReactNode>>();

/**
 * The body component of one block, named `Block(<type>#<id>)`: React's server error callback only gets a
 * component stack, and this name in it tells exactly which block a nested error belongs to (blockOfError).
 * One small function per block id in the stored configs, made once.
 */
export function bodyFor(type: string, id: string): (p: BodyProps) => React.ReactNode {
  let byId = bodies.get(type);
  if (!byId) bodies.set(type, (byId = new Map()));
  let body = byId.get(id);
  if (!body) {
    const name = `Block(${type}#${id})`;
    body = { [name]: (p: BodyProps) => BlockBody(p) }[name];
    (body as { displayName?: string }).displayName = name;
    byId.set(id, body);
  }
  return body;
}

/** `type#id` of the innermost block in a component stack. */
export function blockOfError(componentStack: string | undefined | null): string | undefined {
  return /Block\(([^)]+#[^)]+)\)/.exec(componentStack ?? '')?.[1];
}
