/** Weekday and month names by language ("Publication date display": mi uses Māori names). */
import type { Lang } from '../../engine/index.ts';

export interface DateNames {
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  months: readonly string[];
  monthsShort: readonly string[];
}

const EN: DateNames = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const MI_WEEKDAYS = ['Rātapu', 'Rāhina', 'Rātū', 'Rāapa', 'Rāpare', 'Rāmere', 'Rāhoroi'] as const;
const MI_MONTHS = [
  'Kohitātea', 'Huitanguru', 'Poutūterangi', 'Paengawhāwhā', 'Haratua', 'Pipiri',
  'Hōngongoi', 'Here-turi-kōkā', 'Mahuru', 'Whiringa-ā-nuku', 'Whiringa-ā-rangi', 'Hakihea',
] as const;

// Te reo has no settled abbreviations of these names; a clipped "Koh" would read as a different word,
// so %a and %b give the full names in Māori.
const MI: DateNames = { weekdays: MI_WEEKDAYS, weekdaysShort: MI_WEEKDAYS, months: MI_MONTHS, monthsShort: MI_MONTHS };

export function dateNames(lang: Lang): DateNames {
  return lang === 'mi' ? MI : EN;
}
