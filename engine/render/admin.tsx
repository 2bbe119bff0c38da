import { Fragment, cloneElement, isValidElement, type ReactNode } from 'react';
import type { BlockDefinition } from '../define.ts';
import { useAppContext } from '../context.tsx';
import { labelText } from '../site-setup.ts';
import type { ConfigError } from '../config/types.ts';

const box: React.CSSProperties = {
  border: '1px dashed #888', padding: '8px 12px', margin: '4px 0', font: '13px/1.4 system-ui, sans-serif',
  color: '#333', background: '#f6f6f6', borderRadius: 4,
};

/**
 * What marks a block's outermost element in admin mode (the editor contract): its id and type, which the preview's
 * editing aids (engine/client/admin-aids.ts) read, and its label in the page's language for their hover label.
 */
export function blockAttributes(type: string, id: string | undefined, label?: string): Record<string, string | undefined> {
  return { 'data-block-id': id, 'data-block-type': type, 'data-block-label': label };
}

/**
 * A block's output with the block's attributes on its outermost element: on the element itself when the output is
 * one (the editor's page is the reader's, attributes aside), else on a box-less wrapper (`display: contents`) around
 * it (a component, a fragment, text), which keeps the layout but is one element more between a parent and the block.
 */
export function markBlock(out: ReactNode, attributes: Record<string, string | undefined>): ReactNode {
  if (isValidElement(out) && typeof out.type === 'string') return cloneElement(out, attributes);
  return <div {...attributes} style={{ display: 'contents' }}>{out}</div>;
}

/** Shown to editors where a block renders nothing, so an empty slot can still be found and configured. */
export function AdminPlaceholder({ def, id, reason }: { def: BlockDefinition; id: string; reason?: string }) {
  const { defaultLang, lang } = useAppContext();
  // The name in the site's default language, then in each other language, marked as such.
  const others = Object.entries(def.label as Record<string, string>).filter(([lang]) => lang !== defaultLang);
  return (
    <div className="pb-admin-placeholder" {...blockAttributes(def.name, id, labelText(def.label, lang))} style={box}>
      <strong>{labelText(def.label, defaultLang)}</strong>
      {others.map(([lang, text]) => <Fragment key={lang}> <span lang={lang}>({text})</span></Fragment>)}
      {reason ? <span>: {reason}</span> : null}
    </div>
  );
}

/** Shown to editors where a block threw; readers get nothing in its place. */
export function AdminErrorCard({ def, id, message }: { def: BlockDefinition; id: string; message: string }) {
  const { defaultLang, lang } = useAppContext();
  return (
    <div role="alert" className="pb-admin-error" {...blockAttributes(def.name, id, labelText(def.label, lang))} style={{ ...box, borderColor: '#b00020', background: '#fdecee', color: '#b00020' }}>
      <strong>{labelText(def.label, defaultLang)}</strong> ({def.name}#{id}) failed to render: {message}
    </div>
  );
}

/**
 * Shown to editors where the page config is wrong: an invalid block (`type`, `id`) or, without them, errors of
 * the page itself (layout, unknown section). Each error names the config file, the JSON pointer and the reason,
 * as `npm run validate` prints it. Readers get nothing in its place.
 */
export function AdminConfigErrorCard({ errors, type, id }: { errors: ConfigError[]; type?: string; id?: string }) {
  return (
    <div role="alert" className="pb-admin-config-error" data-block-id={id} data-block-type={type} style={{ ...box, borderColor: '#b00020', background: '#fdecee', color: '#b00020' }}>
      <strong>{type ? `Block "${type}" is not shown: its page config is invalid` : 'This page config is invalid'}</strong>
      <ul>
        {errors.map((e, i) => (
          <li key={i}>
            <code>{e.file}</code> <code>{e.pointer || '/'}</code>: {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

const NOTHING = Symbol.for('pagebuilder.nothing');

/** What a block returns to render nothing with a reason editors see (e.g. nothing('toggle off')). */
export function nothing(reason: string) {
  return { $$nothing: NOTHING, reason } as unknown as React.ReactElement;
}

export function nothingReason(out: unknown): string | undefined | false {
  if (out === null || out === undefined || out === false) return undefined;
  if (typeof out === 'object' && (out as { $$nothing?: symbol }).$$nothing === NOTHING) return (out as { reason: string }).reason;
  return false;
}
