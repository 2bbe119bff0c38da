// The server's errors for one block, placed for its form: each at the custom field it is about (an error deeper
// in a field, e.g. in a content query, is shown at that field); the rest (its type, id, children) above the form.
import type { ErrorSchema } from '@rjsf/utils';
import type { ConfigIssue } from './state/types.ts';

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

export function placeBlockErrors(errors: ConfigIssue[]): { fields: ErrorSchema; block: string[] } {
  const fields: Record<string, { __errors: string[] }> = {};
  const block: string[] = [];
  for (const e of errors) {
    const m = /^\/customFields(?:\/([^/]+))?/.exec(e.pointer);
    // "missing required field" is reported at the object: it belongs to the field it names.
    const field = m?.[1] ? unescape(m[1]) : m ? /missing required field "([^"]+)"/.exec(e.message)?.[1] : undefined;
    if (field) (fields[field] ??= { __errors: [] }).__errors.push(e.message);
    else block.push(e.pointer ? `${e.pointer}: ${e.message}` : e.message);
  }
  return { fields: fields as ErrorSchema, block };
}
