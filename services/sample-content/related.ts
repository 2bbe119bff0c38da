/** Related articles of each video (related_content.basic): the newest stories of the video's own section. */
import type { AnsDocument } from './types.ts';

export const RELATED_PER_VIDEO = 3;

const sectionOf = (doc: AnsDocument) => (doc.taxonomy as { primary_section?: { _id?: string } } | undefined)?.primary_section?._id;
const sponsored = (doc: AnsDocument) => Boolean((doc.owner as { sponsored?: boolean } | undefined)?.sponsored);

/** What the video details block reads of a related story; the story itself stays the one source of truth. */
function summary(story: AnsDocument): AnsDocument {
  const { _id, type, headlines, canonical_url, websites, display_date } = story;
  return { _id, type, headlines, canonical_url, websites, display_date };
}

/**
 * Sets related_content.basic on every video but the live stream. Chosen without the random generator, so adding
 * this step leaves every other generated document as it was. Sponsored stories are never offered as related.
 */
export function relateVideos(videos: AnsDocument[], stories: AnsDocument[]): void {
  const newest = [...stories].filter((s) => !sponsored(s)).sort((a, b) => String(b.display_date).localeCompare(String(a.display_date)));
  for (const video of videos) {
    if (video.subtype === 'live') continue;
    const related = newest.filter((s) => sectionOf(s) === sectionOf(video)).slice(0, RELATED_PER_VIDEO);
    video.related_content = { basic: related.map(summary) };
  }
}
