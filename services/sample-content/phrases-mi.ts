/** Original te reo Māori phrase bank (same slots as phrases-en.ts; slot values are the Māori forms). */

export const HEADLINES_MI: Record<string, string[]> = {
  '/news': [
    'Kua tūwhera te wāhanga hou o te kura i {town}',
    'Kua katia ngā rori huri noa i {town} i te waipuke',
    'Ka tono ngā whānau o {town} kia noho tuwhera tonu te whare hauora',
    'Kua whakaroaina ngā hāora o te whare hauora i {town}',
    'E {n} ngā tana para kua tangohia mai i ngā manga o {town}',
    'Kua hoki mai te hiko ki ngā kāinga {n} i {town}',
  ],
  '/politics': [
    'Ka pōti te kaunihera o {town} i te mahere mō {topic}',
    'Ka arotake te Minita i te pūtea mō {topic}',
    'Ka tautohe ngā kaitono o ngā tūru Māori mō {topic}',
    'E {n} ngā tāpaetanga i tae atu ki te komiti mō {topic}',
    'Ka tautoko ngā rōpū tōrangapū i tētahi huarahi hou mō {topic}',
  ],
  '/te-ao-maori': [
    'Kua whakatūwheratia e te mana whenua tētahi wharenui hou i {town}',
    'Kua kī ngā karaehe reo Māori i {town}',
    'Ko ngā rangatahi kei mua i ngā whakanuitanga o Matariki i {town}',
    'Kua hainatia e te mana whenua he whakaaetanga me te Karauna mō {topic}',
    'Ka tiakina ngā kōrero a ngā kaumātua o {town}',
  ],
  '/sport': [
    'Ko {team} te toa o te whiringa toa {sport} i {town}',
    'Ko {town} te kāinga o te whakataetae {sport} ā-motu',
    'Kua tohua ngā kaitākaro {sport} taiohi o {town} mō te kapa ā-motu',
    'He wikitōria mīharo mā {team}',
  ],
  '/environment': [
    'Kua hoki mai ngā manu taketake ki te repo o {town}',
    'E {n} ngā rākau ka whakatōkia ki te taha o {river}',
    'He whakatūpato mō te tauraki ki ngā kaiahuwhenua o {town}',
    'Kua pai ake te kounga o te wai o {river}',
  ],
  '/business': [
    'Kua rearua ngā kaimahi o tētahi pakihi Māori i {town}',
    'Kei te piki anō te utu o te hinu i {town}',
    'E matapae ana ngā kaiahuwhenua o {town} i tētahi kaupeka hua nui',
    'E {n} ngā mahi hou ka puta i te wheketere hou i {town}',
  ],
  '/world': [
    'Ka hui ngā kaiārahi o Te Moana-nui-a-Kiwa ki {city} mō {topic}',
    'Ka tohatoha ngā māngai taketake i {city} i ngā akoranga mō {topic}',
    'Kua tae te rōpū o Aotearoa ki {city} mō ngā kōrero āhuarangi',
  ],
  '/kapa-haka': [
    'Ko {roopu} te toa o te whakataetae kapa haka ā-rohe',
    'E whakarite ana a {town} ki te manaaki i te hui ahurei kapa haka',
    'Ka whakanuia tētahi kaiako kapa haka i {town}',
    'He waiata hou mō te whakaaturanga a {roopu}',
  ],
};

export const SUBHEADLINES_MI = [
  'He aha te tikanga o tēnei mō ngā whānau o {town}.',
  'E hiahia ana te hapori ki ngā whakautu mō {topic}.',
  'Ka puta ngā mahi e whai ake nei i roto i ētahi wiki.',
  'Ka whakamārama a {name} i te take.',
  'He whakataunga kua roa e tatari ana, me ōna hua.',
];

export const DESCRIPTIONS_MI = [
  'He tirohanga ki {topic} i {town}, me ngā mahi e whai ake nei.',
  'Ka tuku whakaaro te hunga o {town} i te tīmatanga o te mahi.',
  'He aha i hoki mai ai te kaupapa o {topic}, ā, ko wai ka pāngia?',
];

export const PARAGRAPHS_MI = [
  'I kōrero a {name}, he {role} nō {town}, ki ā mātou kairīpoata i te ata nei.',
  'Kua roa te hapori o {town} e tono ana kia mahia he mahi mō {topic}.',
  'Ka tū he hui tūmatanui ā tērā wiki, e taea ai e te hapori te whakapuaki i ō rātou whakaaro.',
  'E ai ki ngā tatauranga i puta i tēnei wiki, kua rerekē haere te āhua i ngā tau {n} kua hipa.',
  'I te {day}, i hui ngā whānau, ā, i kī rātou e hiahia ana rātou ki tētahi mahere mārama.',
  'Ko te tūmanako ka oti te kaupapa nei ā te mutunga o tērā tau.',
  'E ai ki ngā āpiha, ka whakapuakina ētahi atu kōrero ina whakaūngia te pūtea.',
  'Ki te nuinga o te hunga o {town}, he take nui {topic} mō ngā uri whakaheke.',
  'Kua tuhi reta te rōpū ki te Minita, e tono ana kia hui rātou i mua i te mutunga o te marama.',
  'E ai ki ngā pakihi o te rohe, ka tautoko rātou i te mahere mēnā ka kukume mai i te tini ki te pokapū o te tāone.',
  'E ai ki a {name}, kua kitea te kaha o te hapori ina mahi tahi te katoa.',
  'Ka whiriwhirihia te rīpoata e te kaunihera i tōna hui e whai ake nei, ā te {day}.',
];

export const QUOTES_MI = [
  'Kua roa mātou e tatari ana, ā, ināianei ka tīmata te mahi tūturu.',
  'Me tipu ake ā tātou tamariki i te mōhio kei te tiakina tēnei wāhi.',
  'Kāore mātou e hiahia ki tētahi mahere ka noho noa iho ki te pouaka. Me kite mātou i te mahi.',
  'Ki te tū kotahi tātou, ka whakarongo mai te ao.',
];

export const HEADERS_MI = ['Ngā mahi e whai ake nei', 'Te horopaki', 'Ngā tatauranga', 'Ngā reo o te hapori', 'Te ara i whāia', 'Ngā rā matua'];

export const LIST_ITEMS_MI = [
  'Hui tūmatanui ā te {day}',
  'Ka kati ngā tāpaetanga ā te mutunga o te marama',
  'Ka whakahōungia ngā kōrero ki te paetukutuku o te kaunihera',
  'Ka puta te whakataunga whakamutunga i mua i te raumati',
];

export const SUB_ITEMS_MI = ['Ka tūwhera ngā kūaha ā te 6 i te ahiahi', 'Nau mai ngā whānau me ngā tamariki', 'Ka whakaratohia he kai'];

export const CORRECTION_MI = 'I hē te rā o te hui i tētahi putanga o mua o tēnei kōrero.';
export const CLARIFICATION_MI = 'Kua whakahōungia tēnei kōrero kia mārama ai kāore anō kia whakaūngia te pūtea.';

export const TABLE_MI = { header: ['Tau', 'Tatauranga', 'Panonitanga'], caption: 'Nā te kaunihera ngā tatauranga.' };

export const READ_MORE_MI = 'Pānuitia atu: ';

export const FACTBOX_MI = 'Ngā meka matua';

export const CAPTIONS_MI = [
  'Ka huihui ngā whānau ki waho i te whare tupuna i {town}.',
  'Te tirohanga ki {river} i tētahi ata mārie.',
  'E tatari ana ngā kaitautoko ki ngā hua i {town}.',
  'Ko ngā kaiāwhina e mahi ana i te taha o {town}.',
];
