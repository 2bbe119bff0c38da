import { useState } from 'react';
import { usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { searchBoxFields } from './index.ts';
import { SearchForm } from '../../common/search/search-form.tsx';
import { searchUrl } from '../../common/search/search.ts';
import './styles.css';

export default function SearchBox({ customFields }: FeatureProps<FieldValues<typeof searchBoxFields>>) {
  const t = usePhrases();
  const [value, setValue] = useState('');
  const go = (term: string) => {
    const url = searchUrl(term, customFields.customSearchAction);
    if (url) window.location.assign(url);
  };
  return (
    <div className="search-box">
      <SearchForm
        defaultValue={value}
        onChange={setValue}
        onSearch={go}
        collapsible={customFields.collapsible}
        text={{ label: t('label'), placeholder: t('placeholder'), submit: t('submit'), open: t('open') }}
      />
    </div>
  );
}
