/**
 * Story bodies (ANS content_elements) for stories and tests, shaped like services/sample-content/body.ts.
 * Images point at the site's static fallback picture, so Storybook shows them without the resizer.
 */
import type { AnsElement } from './rules.ts';

const IMG = '/static/brand/fallback.svg';
const t = (content: string, _id?: string): AnsElement => ({ _id, type: 'text', content });
const image = (o: Partial<AnsElement>): AnsElement => ({
  type: 'image', url: IMG, width: 1200, height: 630, credits: { by: [{ type: 'author', name: 'Hēmi Walker' }] }, ...o,
});

export function bodyEn(): AnsElement[] {
  return [
    t('The new wharenui at Ōhinemutu opened its doors at dawn on Saturday, with <strong>hundreds</strong> gathering for the karakia.', 'p1'),
    t('Kaumātua said the house had been <em>three generations</em> in the making. Read the <a href="https://example.com/history" target="_blank">trust\'s history</a>.', 'p2'),
    image({ _id: 'img1', alt_text: 'Carved maihi of the new wharenui at dawn', caption: 'The maihi were carved over four years.', subtitle: 'Opening day', alignment: 'right' }),
    t('The build was funded by the iwi trust and a community appeal that raised more than $400,000.', 'p3'),
    { _id: 'h1', type: 'header', level: 2, content: 'A house for the next generation' },
    t('Rangatahi led the waiata that closed the ceremony, and a hāngī fed more than 600 people.', 'p4'),
    { _id: 'q1', type: 'quote', subtype: 'pullquote', content_elements: [t('This house belongs to our mokopuna.')], citation: { type: 'text', content: 'Mere Tūhoe' } },
    { _id: 'l1', type: 'list', list_type: 'unordered', items: [t('Open to the public on weekends'), { _id: 'l2', type: 'list', list_type: 'ordered', items: [t('Saturday 10am'), t('Sunday 2pm')] }, t('Guided tours for schools')] },
    { _id: 'tb1', type: 'table', caption: 'Appeal donations by year', header: [t('Year'), t('Donations')], rows: [[t('2023'), t('$180,000')], [t('2024'), t('$220,000')]] },
    { _id: 'c1', type: 'correction', correction_type: 'correction', text: 'An earlier version of this story gave the wrong opening date.' },
    { _id: 'i1', type: 'interstitial_link', url: '/2026/05/01/carvers-at-work/', content: 'Read more: the carvers at work' },
    t('The trust says it will publish a full history of the build later this year.', 'p5'),
    t('Whānau can book the wharenui for hui from next month.', 'p6'),
    { _id: 'cr1', type: 'copyright', content: '© 2026 Te Ao Mārama' },
  ];
}

export function bodyMi(): AnsElement[] {
  return [
    t('I huakina ngā tatau o te wharenui hou i Ōhinemutu i te ata hāpara o te Rāhoroi, ā, <strong>he rau</strong> i tae mai ki te karakia.', 'p1'),
    t('E ai ki ngā kaumātua, <em>e toru ngā reanga</em> e hangaia ana tēnei whare.', 'p2'),
    image({ _id: 'img1', alt_text: 'Ngā maihi whakairo o te wharenui hou i te ata', caption: 'E whā tau te roa e whakairohia ana ngā maihi.', alignment: 'left' }),
    t('Nā te poari o te iwi me tētahi pīra ā-hapori te whare i utu.', 'p3'),
    { _id: 'h1', type: 'header', level: 2, content: 'He whare mō ngā reanga e heke mai ana' },
    t('Nā ngā rangatahi i arataki te waiata whakamutunga, ā, neke atu i te 600 i whāngaihia ki te hāngī.', 'p4'),
    { _id: 'c1', type: 'correction', correction_type: 'clarification', text: 'I whakahoutia tēnei kōrero kia mārama ai te rā whakatuwhera.' },
    t('Ka taea e ngā whānau te tono i te wharenui mō ngā hui ā tērā marama.', 'p5'),
    t('Ka whakaputaina e te poari te hītori katoa ā muri ake nei.', 'p6'),
  ];
}

/** Page content (global content) of a story page. */
export function storyOf(lang: 'en' | 'mi', content_elements = lang === 'mi' ? bodyMi() : bodyEn()) {
  return { _id: 'STORY1', type: 'story', language: lang, location: 'Rotorua', headlines: { basic: lang === 'mi' ? 'Kua tuwhera te wharenui hou' : 'New wharenui opens its doors' }, content_elements };
}
