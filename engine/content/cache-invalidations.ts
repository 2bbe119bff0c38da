/**
 * Recent invalidations, so a load that began before an invalidation of one of its tags does not store its
 * (possibly outdated) value as current. Bounded: past `maxTags` it forgets the tags and treats every load begun
 * before that moment as touched, which costs at most one extra reload.
 */
export class InvalidationLog {
  private epoch = 0;
  private floor = 0;
  private readonly byTag = new Map<string, number>();

  constructor(private readonly maxTags = 10_000) {}

  /** A mark to pass to touched() once the load ends. */
  begin(): number {
    return this.epoch;
  }

  /** idle: no load is running, so nothing begun earlier can be touched and the log may start afresh. */
  record(tags: readonly string[], idle: boolean): void {
    if (idle) this.byTag.clear();
    this.epoch++;
    for (const tag of tags) this.byTag.set(tag, this.epoch);
    if (this.byTag.size > this.maxTags) {
      this.byTag.clear();
      this.floor = this.epoch;
    }
  }

  /** Whether a load begun at `mark` whose value carries `tags` was overtaken by an invalidation. */
  touched(mark: number, tags: readonly string[]): boolean {
    if (this.floor > mark) return true;
    return tags.some((tag) => (this.byTag.get(tag) ?? 0) > mark);
  }
}
