/** Fixed vocabulary of the sample corpus: sites, sections, tags, places and people (all invented). */
import type { Bi } from './types.ts';

export const MAIN_SITE = 'teaomarama';

export const SUBTYPES = ['public-interest-journalism', 'te-rito', 'local-democracy-reporting', 'open-justice'] as const;
export type Subtype = (typeof SUBTYPES)[number];

export const SITES: Record<string, string> = {
  teaomarama: 'Te Ao Mārama',
  'public-interest-journalism': 'Public Interest Journalism',
  'te-rito': 'Te Rito',
  'local-democracy-reporting': 'Local Democracy Reporting',
  'open-justice': 'Open Justice',
};

export interface SectionDef {
  id: string;
  name: string;
  maori: string;
  about: Bi;
  tags: string[];
}

export const SECTIONS: SectionDef[] = [
  { id: '/news', name: 'News', maori: 'Ngā Kōrero', tags: ['housing', 'health', 'education', 'flooding', 'courts'],
    about: { en: 'The day’s news from around Aotearoa.', mi: 'Ngā kōrero o te rā puta noa i Aotearoa.' } },
  { id: '/politics', name: 'Politics', maori: 'Tōrangapū', tags: ['local-government', 'elections', 'budget', 'treaty-settlements'],
    about: { en: 'Parliament, councils and the decisions that shape our communities.', mi: 'Te Whare Pāremata, ngā kaunihera me ngā whakataunga e pā ana ki ō tātou hapori.' } },
  { id: '/te-ao-maori', name: 'Te Ao Māori', maori: 'Te Ao Māori', tags: ['te-reo-maori', 'matariki', 'kaumatua', 'kura-kaupapa', 'whanau-ora'],
    about: { en: 'Stories from marae, hapū and iwi across the motu.', mi: 'Ngā kōrero mai i ngā marae, hapū me ngā iwi huri noa i te motu.' } },
  { id: '/sport', name: 'Sport', maori: 'Hākinakina', tags: ['rugby', 'netball', 'waka-ama', 'rangatahi'],
    about: { en: 'Results, players and the teams people follow.', mi: 'Ngā hua, ngā kaitākaro me ngā kapa e whāia ana e te iwi.' } },
  { id: '/environment', name: 'Environment', maori: 'Taiao', tags: ['climate-change', 'water', 'wildlife', 'forestry'],
    about: { en: 'Land, water, climate and the living world.', mi: 'Te whenua, te wai, te āhuarangi me te ao tūroa.' } },
  { id: '/business', name: 'Business', maori: 'Pakihi', tags: ['kiwifruit', 'fisheries', 'tourism', 'budget'],
    about: { en: 'Work, money and Māori enterprise.', mi: 'Ngā mahi, te moni me ngā pakihi Māori.' } },
  { id: '/world', name: 'World', maori: 'Te Ao Whānui', tags: ['pacific', 'indigenous-rights', 'climate-change'],
    about: { en: 'News from the Pacific and beyond.', mi: 'Ngā kōrero mai i Te Moana-nui-a-Kiwa me tua atu.' } },
  { id: '/kapa-haka', name: 'Kapa Haka', maori: 'Kapa Haka', tags: ['te-matatini', 'waiata', 'rangatahi'],
    about: { en: 'Performance, composition and the people behind the stage.', mi: 'Ngā whakaaturanga, ngā titonga me te hunga kei muri i te atamira.' } },
];

/** slug -> display text (macrons kept in the text, dropped in the slug). */
export const TAGS: Record<string, string> = {
  watch: 'watch',
  rugby: 'Rugby',
  netball: 'Netball',
  'waka-ama': 'Waka ama',
  matariki: 'Matariki',
  'te-reo-maori': 'Te reo Māori',
  housing: 'Housing',
  health: 'Health',
  education: 'Education',
  'climate-change': 'Climate change',
  water: 'Water',
  'treaty-settlements': 'Treaty settlements',
  'local-government': 'Local government',
  elections: 'Elections',
  budget: 'Budget',
  kiwifruit: 'Kiwifruit',
  fisheries: 'Fisheries',
  forestry: 'Forestry',
  tourism: 'Tourism',
  pacific: 'Pacific',
  'indigenous-rights': 'Indigenous rights',
  courts: 'Courts',
  'kura-kaupapa': 'Kura kaupapa',
  rangatahi: 'Rangatahi',
  'whanau-ora': 'Whānau Ora',
  'te-matatini': 'Te Matatini',
  waiata: 'Waiata',
  kaumatua: 'Kaumātua',
  flooding: 'Flooding',
  wildlife: 'Wildlife',
};

export const TOWNS: Bi[] = [
  { en: 'Auckland', mi: 'Tāmaki Makaurau' },
  { en: 'Wellington', mi: 'Te Whanganui-a-Tara' },
  { en: 'Christchurch', mi: 'Ōtautahi' },
  { en: 'Hamilton', mi: 'Kirikiriroa' },
  { en: 'Dunedin', mi: 'Ōtepoti' },
  { en: 'Rotorua', mi: 'Rotorua' },
  { en: 'Tauranga', mi: 'Tauranga' },
  { en: 'Whakatāne', mi: 'Whakatāne' },
  { en: 'Ōpōtiki', mi: 'Ōpōtiki' },
  { en: 'Gisborne', mi: 'Tūranganui-a-Kiwa' },
  { en: 'Hastings', mi: 'Heretaunga' },
  { en: 'Whangārei', mi: 'Whangārei' },
  { en: 'Ngāruawāhia', mi: 'Ngāruawāhia' },
  { en: 'Taupō', mi: 'Taupō' },
  { en: 'Whanganui', mi: 'Whanganui' },
  { en: 'Kaitāia', mi: 'Kaitāia' },
  { en: 'Napier', mi: 'Ahuriri' },
  { en: 'Nelson', mi: 'Whakatū' },
  { en: 'New Plymouth', mi: 'Ngāmotu' },
];

export const TOPICS: Bi[] = [
  { en: 'water', mi: 'te wai' },
  { en: 'housing', mi: 'ngā whare' },
  { en: 'health', mi: 'te hauora' },
  { en: 'education', mi: 'te mātauranga' },
  { en: 'te reo Māori', mi: 'te reo Māori' },
  { en: 'climate change', mi: 'te huringa āhuarangi' },
  { en: 'public transport', mi: 'ngā waka tūmatanui' },
  { en: 'fisheries', mi: 'ngā mahi hī ika' },
  { en: 'land', mi: 'te whenua' },
  { en: 'youth jobs', mi: 'ngā mahi mō te rangatahi' },
];

export const RIVERS: Bi[] = [
  { en: 'the Waikato River', mi: 'te awa o Waikato' },
  { en: 'the Whanganui River', mi: 'te awa o Whanganui' },
  { en: 'the Rangitaiki River', mi: 'te awa o Rangitaiki' },
  { en: 'the Manawatū River', mi: 'te awa o Manawatū' },
  { en: 'the Waimakariri River', mi: 'te awa o Waimakariri' },
];

export const CITIES: Bi[] = [
  { en: 'Sydney', mi: 'Poihākena' },
  { en: 'London', mi: 'Rānana' },
  { en: 'Apia', mi: 'Āpia' },
  { en: 'Suva', mi: 'Suva' },
  { en: 'Honolulu', mi: 'Honolulu' },
  { en: 'Rarotonga', mi: 'Rarotonga' },
];

/** Invented team and group names. */
export const TEAMS = ['Ngā Hōkioi', 'Te Tai Rāwhiti Tītī', 'Waiariki Pīwakawaka', 'Te Ika Whenua Kāhu', 'Ngā Kārearea'];
export const ROOPU = ['Te Rōpū Kōtuku', 'Ngā Wai Kōrero', 'Te Reo Whakahihiri', 'Ngā Purapura Kōwhai'];

export const SPORTS: Bi[] = [
  { en: 'rugby', mi: 'whutupōro' },
  { en: 'netball', mi: 'netipōro' },
  { en: 'hockey', mi: 'hōkī' },
  { en: 'waka ama', mi: 'waka ama' },
];

export const ROLES: Bi[] = [
  { en: 'kaumātua', mi: 'kaumātua' },
  { en: 'community leader', mi: 'kaiārahi hapori' },
  { en: 'teacher', mi: 'kaiako' },
  { en: 'local business owner', mi: 'kaipakihi' },
  { en: 'youth worker', mi: 'kaimahi rangatahi' },
  { en: 'councillor', mi: 'kaikaunihera' },
  { en: 'researcher', mi: 'kairangahau' },
];

export const DAYS: Bi[] = [
  { en: 'Monday', mi: 'Rāhina' },
  { en: 'Tuesday', mi: 'Rātū' },
  { en: 'Wednesday', mi: 'Rāapa' },
  { en: 'Thursday', mi: 'Rāpare' },
  { en: 'Friday', mi: 'Rāmere' },
];

export const FIRST_NAMES = ['Aroha', 'Hēmi', 'Mere', 'Tama', 'Kiri', 'Wiremu', 'Hana', 'Rāwiri', 'Ngaio', 'Pita', 'Moana', 'Tūī'];
export const LAST_NAMES = ['Tāwhiri', 'Paewai', 'Walker', 'Rangi', 'Hōhaia', 'Te Kani', 'Brown', 'Manu', 'Heke', 'Pōtae'];
