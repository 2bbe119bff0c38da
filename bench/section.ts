/** One part of `npm run bench`: prints its own lines and returns the numbers the summary needs. */
export interface BenchSection {
  name: string;
  run(args: string[]): Promise<Record<string, number>>;
}
