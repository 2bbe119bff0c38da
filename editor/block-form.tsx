// The selected block's custom fields as a form generated from its JSON Schema (@rjsf/core): labels in the UI's
// language from `x-label`, fields ordered by `x-group`, `x-hint: textarea` as a text area, the content picker for
// contentConfig fields; the server's errors at their fields.
import { useEffect, useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import { englishStringTranslator, TranslatableString, type RJSFSchema } from '@rjsf/utils';
import { labelIn, useLang, useT, type PhraseKey } from './i18n.tsx';
import { serverValidator } from './form-validator.ts';
import { placeBlockErrors } from './form-errors.ts';
import { schemaMessage } from './schema-messages.ts';
import { formChange, uiSchemaOf } from './form-ui.ts';
import { ContentPickerField } from './content-picker.tsx';
import { DateTimeWidget } from './fields/date-time-widget.tsx';
import { RichTextWidget } from './fields/rich-text-widget.tsx';
import { useSiteTimeZone } from './fields/site-zone.ts';
import type { BlockNode, CatalogueEntry, ConfigIssue, JsonSchema } from './state/types.ts';

interface Props {
  node: BlockNode;
  entry: CatalogueEntry | undefined;
  site: string;
  errors: ConfigIssue[];
  /** The block's new fields, and the name of the field that changed (one undo step per field being typed in). */
  onChange: (fields: Record<string, unknown>, field: string) => void;
}

/** rjsf's own words the editor's forms can show, from the phrase book. */
const RJSF_WORDS: Partial<Record<TranslatableString, PhraseKey>> = {
  [TranslatableString.YesLabel]: 'yes',
  [TranslatableString.NoLabel]: 'no',
  [TranslatableString.AddItemButton]: 'addItem',
  [TranslatableString.AddButton]: 'add',
  [TranslatableString.RemoveButton]: 'remove',
  [TranslatableString.MoveUpButton]: 'moveUp',
  [TranslatableString.MoveDownButton]: 'moveDown',
  [TranslatableString.NewStringDefault]: 'newValue',
  [TranslatableString.EmptyArray]: 'emptyArray',
};

/** The widgets of the field kinds rjsf has none for (engine/fields.ts `x-kind`). */
const WIDGETS = { dateTime: DateTimeWidget, richText: RichTextWidget };

export function BlockForm({ node, entry, site, errors, onChange }: Props) {
  const t = useT();
  const lang = useLang();
  const schema = (entry?.fields ?? { type: 'object', properties: {} }) as JsonSchema;
  const uiSchema = useMemo(() => uiSchemaOf(schema, lang), [schema, lang]);
  const placed = useMemo(() => {
    const { fields, block } = placeBlockErrors(errors);
    const say = (m: string) => schemaMessage(m, lang);
    const sayFields = Object.fromEntries(Object.entries(fields as Record<string, { __errors: string[] }>).map(([k, v]) => [k, { __errors: v.__errors.map(say) }]));
    return { fields: sayFields as typeof fields, block: block.map(say) };
  }, [errors, lang]);
  // rjsf reports a change when it fills in defaults on mount; only what the editor does counts as an edit.
  const touched = useRef(false);
  const fields = node.customFields ?? {};
  const timeZone = useSiteTimeZone(site);
  const form = useRef<HTMLDivElement>(null);
  const idPrefix = `field-${node.id}`;
  useInvalidMarks(form, idPrefix, Object.keys(schema.properties ?? {}), placed.fields as Record<string, { __errors?: string[] }>);
  const translate = (s: TranslatableString, params?: string[]) => (RJSF_WORDS[s] ? t(RJSF_WORDS[s]!) : englishStringTranslator(s, params));

  return (
    <div
      ref={form}
      className="ed-form"
      onInputCapture={() => (touched.current = true)}
      onChangeCapture={() => (touched.current = true)}
      onClickCapture={() => (touched.current = true)}
      onKeyDownCapture={() => (touched.current = true)}
    >
      <h3 className="ed-pane-title">{labelIn(lang, entry?.label, node.type)} <span className="ed-muted">({node.id})</span></h3>
      {!entry && <p role="alert" className="ed-error">{t('unknownBlockType', { type: node.type })}</p>}
      {entry?.description && <p className="ed-muted">{entry.description}</p>}
      {placed.block.length > 0 && (
        <ul className="ed-error" role="alert">{placed.block.map((m, i) => <li key={i}>{m}</li>)}</ul>
      )}
      {entry && !Object.keys(schema.properties ?? {}).length && <p className="ed-muted">{t('noFields')}</p>}
      {entry && Object.keys(schema.properties ?? {}).length > 0 && (
        <Form
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={fields}
          validator={serverValidator}
          extraErrors={placed.fields}
          showErrorList={false}
          noHtml5Validate
          idPrefix={idPrefix}
          formContext={{ site, timeZone }}
          widgets={WIDGETS}
          fields={{ contentPicker: ContentPickerField }}
          translateString={translate}
          onChange={(e) => {
            if (!touched.current) return;
            const change = formChange(fields, (e.formData ?? {}) as Record<string, unknown>, schema);
            if (change) onChange(change.fields, change.changed);
          }}
        />
      )}
    </div>
  );
}

/**
 * aria-invalid on each field's control while the server reports an error at it, so a screen reader says so where
 * the editor is. rjsf's widgets (text, number, text area, select, checkbox) take no such prop each, so it is set on
 * the control by its id (rjsf's `<prefix>_<name>`); React does not own the attribute and leaves it be.
 */
function useInvalidMarks(form: React.RefObject<HTMLDivElement | null>, prefix: string, names: string[], errors: Record<string, { __errors?: string[] }>) {
  useEffect(() => {
    for (const name of names) {
      const control = form.current?.querySelector(`[id="${CSS.escape(`${prefix}_${name}`)}"]`);
      if (!control) continue;
      if (errors[name]?.__errors?.length) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  });
}
