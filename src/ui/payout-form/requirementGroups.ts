import type { AccountSchema, CrossFieldRule, Subschema } from '../../shared/generated/payout-form.schema';
import type { Translate } from '../../shared/rules/rule-result';
import { alwaysRequired } from './renderSchema';

/**
 * Fields of which at least one alternative must be filled in ("bank code and swift code cannot both
 * be empty"): each alternative is the fields it needs together. None of them is required alone, and
 * none is optional either.
 */
export type RequirementGroup = string[][];

/** The fields a subschema requires when it says only that ({"required": [...]}), else undefined. */
function onlyRequired(schema: Subschema | undefined): string[] | undefined {
  if (schema === undefined || Object.keys(schema).some((key) => key !== 'required')) return undefined;
  const required = schema.required;
  return Array.isArray(required) && required.every((field) => typeof field === 'string') ? required : undefined;
}

/** An anyOf whose every branch only requires fields: its alternatives. */
function requiredAlternatives(anyOf: unknown): RequirementGroup | undefined {
  if (!Array.isArray(anyOf)) return undefined;
  const alternatives = anyOf.map((branch: Subschema) => onlyRequired(branch));
  return alternatives.every((fields) => fields !== undefined) ? alternatives : undefined;
}

/**
 * A rule's group: its anyOf of required fields, or "if none of these, then that" (if: not anyOf,
 * then: required), which is the same as "one of these or that".
 */
function groupOf(rule: CrossFieldRule): RequirementGroup | undefined {
  const direct = rule.if === undefined ? requiredAlternatives(rule.anyOf) : undefined;
  if (direct) return direct;
  const none = rule.if !== undefined && Object.keys(rule.if).length === 1 ? (rule.if.not as Subschema | undefined) : undefined;
  const negated = none !== undefined && Object.keys(none).length === 1 ? requiredAlternatives(none.anyOf) : undefined;
  const then = onlyRequired(rule.then);
  if (negated === undefined || then === undefined || rule.anyOf !== undefined) return undefined;
  const alternatives = [...negated, then];
  return alternatives.filter((fields, i) => alternatives.findIndex((other) => other.join() === fields.join()) === i);
}

/** The form's requirement groups, from its cross-field rules (product §5: "X and Y cannot both be empty"). */
export function requirementGroups(schema: AccountSchema): RequirementGroup[] {
  return (schema.allOf ?? []).flatMap((rule) => {
    const group = groupOf(rule);
    return group ? [group] : [];
  });
}

/** What the renderer shows for the groups: the hint under each field of a group, and those fields, which are not marked optional. */
export interface GroupHints {
  hints: Record<string, string>;
  fields: ReadonlySet<string>;
}

/**
 * "At least one of these is required: Bank code or Swift code." under each field of a group, the
 * labels joined as the language joins a list. A field a form always requires is left out: its label
 * already says so.
 */
export function groupHints(schema: AccountSchema, labelOf: (field: string) => string, t: Translate, language: string): GroupHints {
  const always = new Set(alwaysRequired(schema));
  const either = new Intl.ListFormat(language, { type: 'disjunction' });
  const both = new Intl.ListFormat(language, { type: 'conjunction' });
  const hints: Record<string, string> = {};
  for (const group of requirementGroups(schema)) {
    const text = t('payout.hint.requiredGroup', { alternatives: either.format(group.map((fields) => both.format(fields.map(labelOf)))) });
    for (const field of new Set(group.flat())) {
      if (always.has(field)) continue;
      hints[field] = hints[field] === undefined ? text : `${hints[field]} ${text}`;
    }
  }
  return { hints, fields: new Set(Object.keys(hints)) };
}
