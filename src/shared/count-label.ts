/** A count with its noun, singular for exactly one: '1 item', '3 items', '1 day'; `plural` for irregular nouns. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
