import type { BlockDefinition } from '../define.ts';
import { AdminErrorCard, AdminPlaceholder, nothingReason } from './admin.tsx';

export interface BodyProps {
  def: BlockDefinition;
  id: string;
  props: Record<string, unknown>;
  isAdmin: boolean;
  /** Why it is empty when the block gave no reason (e.g. its content is missing). */
  emptyReason?: string;
  onError?: (error: unknown) => void;
}

const isThenable = (e: unknown) => typeof (e as { then?: unknown })?.then === 'function';

/**
 * Calls the block's component as a function (its hooks belong to this frame) so the engine sees what it
 * returned: nothing becomes an editor placeholder, a throw becomes nothing for readers and an error card for
 * editors. Suspension (a promise) passes through to the Suspense boundary around the block.
 */
export function BlockBody({ def, id, props, isAdmin, emptyReason, onError }: BodyProps) {
  let out: unknown;
  try {
    out = (def.component as (p: unknown) => unknown)(props);
  } catch (error) {
    if (isThenable(error)) throw error;
    onError?.(error);
    return isAdmin ? <AdminErrorCard def={def} id={id} message={(error as Error)?.message ?? String(error)} /> : null;
  }
  const reason = nothingReason(out);
  if (reason === false) return out as React.ReactNode;
  return isAdmin ? <AdminPlaceholder def={def} id={id} reason={reason ?? emptyReason} /> : null;
}
