// The form field of a contentConfig: which source and its query. Where the field takes one story (the
// `content-api` source), a search of the content (story-search.tsx) picks it by _id, and the chosen story
// is shown (headline, description, date) as the content API returns it; any source's query can also be typed.
import { useEffect, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { api } from './api.ts';
import { useLang, useT } from './i18n.tsx';
import { StorySearch } from './story-search.tsx';
import { FALLBACK_TIME_ZONE } from './fields/site-zone.ts';

interface ContentConfig { contentService: string; contentConfigValues: Record<string, string | number | boolean> }
interface Story { _id?: string; headlines?: { basic?: string }; description?: { basic?: string }; display_date?: string }

const STORY_SOURCE = 'content-api';

export function ContentPickerField(props: FieldProps) {
  const t = useT();
  const id = props.fieldPathId.$id;
  const { site = '', timeZone = FALLBACK_TIME_ZONE } = (props.registry.formContext as { site?: string; timeZone?: string } | undefined) ?? {};
  const formData = props.formData as Partial<ContentConfig> | undefined;
  const value: ContentConfig = { contentService: formData?.contentService ?? '', contentConfigValues: formData?.contentConfigValues ?? {} };
  const sources = ((props.schema.properties?.contentService as { enum?: string[] } | undefined)?.enum) ?? null;
  const title = (props.uiSchema?.['ui:title'] as string | undefined) ?? props.name;
  const change = (next: ContentConfig) => props.onChange(next, props.fieldPathId.path);
  const errors = props.rawErrors ?? [];
  const canPickStory = !sources || sources.includes(STORY_SOURCE);

  return (
    // The field's errors are listed after it by the form (rjsf's error list, id `${id}__error`).
    <fieldset className={`ed-picker ${errors.length ? 'ed-invalid' : ''}`} aria-describedby={errors.length ? `${id}__error` : undefined} aria-invalid={errors.length > 0 || undefined}>
      <legend>{title}{props.required ? ' *' : ''}</legend>
      {props.schema.description && <p className="ed-muted">{props.schema.description}</p>}
      <label className="ed-field">
        <span>{t('contentSource')}</span>
        {sources ? (
          <select id={`${id}-source`} aria-label={t('contentSource')} value={value.contentService} onChange={(e) => change({ contentService: e.target.value, contentConfigValues: {} })}>
            <option value="">{t('chooseSource')}</option>
            {sources.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        ) : (
          <input id={`${id}-source`} value={value.contentService} onChange={(e) => change({ ...value, contentService: e.target.value })} />
        )}
      </label>
      {canPickStory && <StorySearch site={site} timeZone={timeZone} onPick={(story) => change({ contentService: STORY_SOURCE, contentConfigValues: { _id: story._id! } })} />}
      {value.contentService === STORY_SOURCE && <ChosenStory site={site} timeZone={timeZone} query={value.contentConfigValues} />}
      <QueryValues values={value.contentConfigValues} onChange={(values) => change({ ...value, contentConfigValues: values })} />
    </fieldset>
  );
}

function ChosenStory({ site, timeZone, query }: { site: string; timeZone: string; query: Record<string, unknown> }) {
  const t = useT();
  const lang = useLang();
  const [story, setStory] = useState<Story | null | 'missing'>(null);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!query._id && !query.website_url) return setStory(null);
    let live = true;
    api.content<Story>(STORY_SOURCE, query, site).then((s) => live && setStory(s), () => live && setStory('missing'));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query by value
  }, [key, site]);
  if (!story) return null;
  if (story === 'missing') return <p className="ed-error">{t('storyNotFound')}</p>;
  return (
    <figure className="ed-story" aria-label={t('chosenStory')}>
      <strong className="ed-story-headline">{story.headlines?.basic}</strong>
      {story.description?.basic && <p>{story.description.basic}</p>}
      {story.display_date && <small>{new Intl.DateTimeFormat(lang === 'mi' ? 'mi-NZ' : 'en-NZ', { timeZone, dateStyle: 'long' }).format(new Date(story.display_date))}</small>}
    </figure>
  );
}

function QueryValues({ values, onChange }: { values: Record<string, string | number | boolean>; onChange: (values: Record<string, string | number | boolean>) => void }) {
  const t = useT();
  const entries = Object.entries(values);
  const rename = (from: string, to: string) => onChange(Object.fromEntries(entries.map(([k, v]) => [k === from ? to : k, v])));
  return (
    <fieldset className="ed-query">
      <legend>{t('queryValues')}</legend>
      {entries.map(([k, v], i) => (
        <div key={i} className="ed-query-row">
          <input aria-label={t('queryName')} value={k} onChange={(e) => rename(k, e.target.value)} />
          <input aria-label={t('queryValueOf', { name: k })} value={String(v)} onChange={(e) => onChange({ ...values, [k]: e.target.value })} />
          <button type="button" onClick={() => onChange(Object.fromEntries(entries.filter(([key]) => key !== k)))} aria-label={t('removeQueryValue', { name: k })}>✕</button>
        </div>
      ))}
      <button type="button" onClick={() => onChange({ ...values, [nextName(values)]: '' })}>{t('addQueryValue')}</button>
    </fieldset>
  );
}

const nextName = (values: Record<string, unknown>) => {
  for (let n = 1; ; n++) if (!(`name${n}` in values)) return `name${n}`;
};
