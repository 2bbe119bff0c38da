/** Original English phrase bank. Slots: {town} {topic} {river} {city} {team} {roopu} {sport} {n} {name} {role} {day}. */

export const HEADLINES_EN: Record<string, string[]> = {
  '/news': [
    '{town} school opens new wing after {n}-year wait',
    'Flooding closes roads around {town} overnight',
    'Whānau in {town} call for safer crossings near the marae',
    'Health clinic in {town} extends hours for whānau',
    'Volunteers clear {n} tonnes of rubbish from {town} streams',
    'Power back on for {n} homes in {town} after storm',
  ],
  '/politics': [
    '{town} council votes on plan for {topic}',
    'Minister promises review of {topic} funding',
    'Māori electorate candidates debate {topic} in {town}',
    'Select committee hears {n} submissions on {topic}',
    'Cross-party group backs new approach to {topic}',
  ],
  '/te-ao-maori': [
    'Mana whenua open new wharenui at {town}',
    'Te reo Māori classes full as {town} learners return',
    'Rangatahi lead Matariki celebrations in {town}',
    'Mana whenua sign agreement with the Crown over {topic}',
    'Kaumātua share memories of {town} for new archive',
  ],
  '/sport': [
    '{team} claim {sport} final in {town}',
    '{town} hosts national {sport} tournament',
    'Young {sport} players from {town} named in national squad',
    'Late comeback seals win for {team}',
  ],
  '/environment': [
    'Native birds return to {town} wetland',
    'Volunteers plant {n} trees along {river}',
    'Drought warning issued for {town} growers',
    'Water quality in {river} improves, report finds',
  ],
  '/business': [
    'Māori-owned business in {town} doubles its staff',
    'Fuel prices climb again at {town} pumps',
    'Growers near {town} expect a bumper season',
    '{n} new jobs as factory opens in {town}',
  ],
  '/world': [
    'Pacific leaders meet in {city} to discuss {topic}',
    'Indigenous delegates in {city} share lessons on {topic}',
    'Aotearoa delegation lands in {city} for climate talks',
  ],
  '/kapa-haka': [
    '{roopu} take top honours at regional kapa haka',
    '{town} gets ready to host kapa haka festival',
    'Kapa haka tutor of {n} years honoured in {town}',
    'New waiata composed for {roopu} performance',
  ],
};

export const SUBHEADLINES_EN = [
  'What the change means for whānau in {town}.',
  'Residents want clear answers on {topic}.',
  'The next steps are expected within weeks.',
  '{name} explains why it matters.',
  'A long-awaited decision, and what comes after it.',
];

export const DESCRIPTIONS_EN = [
  'A look at {topic} in {town} and what comes next.',
  'People in {town} share their views as the work begins.',
  'Why {topic} is back on the agenda, and who is affected.',
];

export const PARAGRAPHS_EN = [
  '{name}, a {role} from {town}, said the decision had been a long time coming.',
  'People in {town} have been asking for action on {topic} for several years.',
  'A public meeting is planned for next week, where residents can share their views.',
  'Figures released this week show a steady change over the past {n} years.',
  'Whānau who gathered on {day} said they wanted a clear plan and regular updates.',
  'The project is expected to be finished by the end of next year.',
  'Officials say more detail will be made public once funding is confirmed.',
  'For many in {town}, the question of {topic} is about the next generation.',
  'The group has written to the Minister asking to meet before the end of the month.',
  'Local businesses said they would back the plan if it brought more people into the town centre.',
  '{name} said the community had shown what was possible when everyone worked together.',
  'The council will consider the report at its next meeting on {day}.',
];

export const QUOTES_EN = [
  'We have waited a long time for this, and now the real work begins.',
  'Our tamariki deserve to grow up knowing this place is looked after.',
  'Nobody wants a plan that sits on a shelf. We want to see it happen.',
  'When we stand together, people listen.',
];

export const HEADERS_EN = ['What happens next', 'Background', 'In numbers', 'Community voices', 'How we got here', 'Key dates'];

export const LIST_ITEMS_EN = [
  'Public meeting on {day}',
  'Submissions close at the end of the month',
  'Updates will be posted on the council website',
  'A final decision is due before summer',
];

export const SUB_ITEMS_EN = ['Doors open at 6pm', 'Whānau and tamariki welcome', 'Kai provided'];

export const CORRECTION_EN = 'An earlier version of this story gave the wrong date for the meeting.';
export const CLARIFICATION_EN = 'This story has been updated to make clear that funding is not yet confirmed.';

export const TABLE_EN = { header: ['Year', 'Figure', 'Change'], caption: 'Figures supplied by the council.' };

export const READ_MORE_EN = 'Read more: ';

export const FACTBOX_EN = 'Fact box';

export const CAPTIONS_EN = [
  'Whānau gather outside the meeting house in {town}.',
  'The view across {river} on a still morning.',
  'Supporters wait for the results in {town}.',
  'Volunteers at work near {town}.',
];

export const AUTHOR_BIO_EN = [
  'Reports on {beat} from the {town} newsroom and has covered the region for {n} years.',
  'Joined Te Ao Mārama after working in community radio in {town}; writes about {beat}.',
  'Is a bilingual reporter based in {town}, covering {beat} in English and te reo Māori.',
];
