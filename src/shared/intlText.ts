/**
 * Text Intl writes (numbers, lists, separators), handed from the server's render of the landing
 * page to the browser's hydration of it. A page's first use of Intl loads ICU's data: 140–280 ms
 * with the CPU slowed 4× like a mid-range phone's (measured in Chromium: a first NumberFormat or
 * ListFormat; the next ones cost under 20 ms), and it fell on the hydration, the last step before
 * Continue and the amount field answer. The hydration shows only what the server wrote, so the
 * server records the texts its render asked Intl for (recordIntlTexts), the page carries them (the
 * landing state) and the browser takes them as known (knowIntlTexts): the hydration asks Intl
 * nothing, and Intl is first asked once the page answers (warmIntl, when the browser is idle).
 */

/** The texts a render in progress asks for (a render runs synchronously): set by recordIntlTexts only. */
let recording: Map<string, string> | undefined;
/** The texts the server wrote for this page. */
const known = new Map<string, string>();
/** At most this many are taken from a page: a landing page writes a few dozen. */
const knownLimit = 500;

/**
 * The text Intl writes for what `parts` name: the one the server wrote when it is known, else
 * `write()`'s. `parts` name everything the text depends on (what is formatted, how, in which
 * language); they make one key, joined by a character no language tag or amount holds.
 */
export function intlText(parts: readonly (string | number)[], write: () => string): string {
  const key = parts.join('\u001f');
  const given = known.get(key);
  if (given !== undefined) return given;
  const text = write();
  recording?.set(key, text);
  return text;
}

/** Runs `render` and answers with what it returned and every Intl text it asked for, by key. */
export function recordIntlTexts<T>(render: () => T): { result: T; texts: Record<string, string> } {
  const texts = new Map<string, string>();
  recording = texts;
  try {
    return { result: render(), texts: Object.fromEntries(texts) };
  } finally {
    recording = undefined;
  }
}

/** Takes the texts the server wrote for this page (recordIntlTexts) as Intl's answers. */
export function knowIntlTexts(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) {
    if (known.size >= knownLimit) return;
    if (typeof text === 'string') known.set(key, text);
  }
}

/** A list in the language (Intl.ListFormat): "card, local and KYC". */
export function formatList(language: string, type: Intl.ListFormatType, items: string[]): string {
  return intlText(['list', language, type, ...items], () => new Intl.ListFormat(language, { type }).format(items));
}

/**
 * Loads ICU's data for the language once the browser is idle, so the first text Intl writes after
 * the hydration (a new quote's figures) does not wait for it.
 */
export function warmIntl(language: string): void {
  const warm = () => {
    try {
      new Intl.NumberFormat(language).format(1.5);
    } catch {
      // A language Intl cannot read: the formatting code falls back on its own when asked.
    }
  };
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}
