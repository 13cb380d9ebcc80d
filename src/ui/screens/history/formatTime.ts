/** An epoch-ms time in the user's language (dates formatted for the language); empty when absent. */
export function formatTime(epochMs: number | null | undefined, locale: string): string {
  if (epochMs === null || epochMs === undefined) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}
