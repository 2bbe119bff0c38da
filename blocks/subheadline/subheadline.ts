/** The subheadline (subheadlines.basic), or the description (description.basic) when configured. */
export function subheadlineText(content: any, useDescription: boolean): string | undefined {
  const value = useDescription ? content?.description?.basic : content?.subheadlines?.basic;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
