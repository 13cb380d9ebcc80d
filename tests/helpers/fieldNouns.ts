import glossary from '../fixtures/field-nouns.json';
import { gangwayConfig } from '../../src/shared/config/nodeSource';

/** A form field as its i18n keys: the label it is shown under and the message that refuses its value. */
export interface NamedField {
  label: string;
  error: string;
}

interface Concept {
  labels: string[];
  noun: Record<string, string>;
}

const concepts: Concept[] = glossary.concepts;
const languages = gangwayConfig.constants.languages;

function message(lng: string, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      gangwayConfig.locales[lng],
    );
  return typeof found === 'string' ? found : undefined;
}

const names = (lng: string, text: string, noun: string) => text.toLocaleLowerCase(lng).includes(noun.toLocaleLowerCase(lng));

/** The glossary's noun for the label, else the label less a trailing "(MM/YY)" or full-width "（…）". */
function nounOf(lng: string, labelKey: string): string | undefined {
  const concept = concepts.find((c) => c.labels.includes(labelKey));
  if (concept) return concept.noun[lng];
  return message(lng, labelKey)?.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '');
}

/** Each field whose label or error, in some language, lacks the field's noun: `es: card.lastName "Apellido" / "¡Nombre no válido!" lack "apellido"`. */
export function nounMismatches(fields: readonly NamedField[]): string[] {
  const found: string[] = [];
  for (const lng of languages) {
    for (const field of fields) {
      const label = message(lng, field.label);
      const error = message(lng, field.error);
      const noun = nounOf(lng, field.label);
      if (label === undefined || error === undefined || noun === undefined) found.push(`${lng}: ${field.label} / ${field.error} has no label, error or noun`);
      else if (!names(lng, label, noun) || !names(lng, error, noun))
        found.push(`${lng}: ${field.label} ${JSON.stringify(label)} / ${JSON.stringify(error)} lack ${JSON.stringify(noun)}`);
    }
  }
  return found;
}

/** Each glossary label that, in some language, is not named by its concept's noun: one term per concept per language. */
export function conceptMismatches(): string[] {
  return languages.flatMap((lng) =>
    concepts.flatMap((concept) =>
      concept.labels.flatMap((key) => {
        const label = message(lng, key);
        const noun = concept.noun[lng];
        return label !== undefined && noun !== undefined && names(lng, label, noun)
          ? []
          : [`${lng}: ${key} ${JSON.stringify(label)} lacks ${JSON.stringify(noun)}`];
      }),
    ),
  );
}
