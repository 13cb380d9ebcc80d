/**
 * The rules of config/payout-forms/ a JSON Schema cannot express: a file's kind comes from where it
 * lies, its country and references resolve, its schema's formats exist and patterns compile, its
 * schema and uiSchema name the same fields, its account summary names required holder fields, and
 * every field that identifies an account or a person is marked sensitive.
 */
import { identifyingFormats } from '../../formats';
import { asArray, asObject, asString, type Catalogue, type CheckContext, type ConfigSet, type Json, type JsonPath, requireRef } from './configJson';
import { walkJson } from './jsonPointer';

export type PayoutFormKind = 'countryForm' | 'formAlias' | 'sharedForm';

const countryFile = /^payout-forms\/([A-Z]{2})\.json$/;
const sharedFile = /^payout-forms\/shared\/[a-z0-9-]+\.json$/;

/**
 * The kind a payout form file is: an alias when it has "use", else a shared form under shared/ and
 * a country form elsewhere. An alias under shared/ is refused (validateConfigFiles).
 */
export function payoutFormKind(path: string, data: unknown): PayoutFormKind {
  if ('use' in asObject(data)) return 'formAlias';
  return path.startsWith('payout-forms/shared/') ? 'sharedForm' : 'countryForm';
}

/** Subschemas of a cross-field rule, where `required` and `properties` name fields of the form. */
const subschemaLists = ['allOf', 'anyOf', 'oneOf'] as const;
const subschemaKeys = ['if', 'then', 'else', 'not'] as const;

export function checkPayoutForms(
  set: ConfigSet,
  context: CheckContext,
  refs: { countryCodes: Catalogue; fiatCodes: Catalogue; sellPayWayCodes: Catalogue },
): void {
  for (const file of set.parsedFiles().filter((f) => f.path.startsWith('payout-forms/'))) {
    const form = asObject(file.data);
    const kind = payoutFormKind(file.path, file.data);
    const isShared = file.path.startsWith('payout-forms/shared/');
    if (isShared && kind === 'formAlias') continue;
    const fileCountry = countryFile.exec(file.path)?.[1];
    if (fileCountry === undefined && !(isShared && sharedFile.test(file.path))) {
      set.report(
        file.path,
        [],
        'not where a payout form can be: a country form or alias is payout-forms/<ISO 3166 alpha-2>.json, a shared form payout-forms/shared/<name>.json',
      );
    }
    if (kind !== 'sharedForm') {
      const country = asString(form.country);
      if (fileCountry !== undefined && country !== undefined && country !== fileCountry) {
        set.report(file.path, ['country'], `"${country}" does not match the file name (expected "${fileCountry}")`);
      } else requireRef(set, file.path, ['country'], country, refs.countryCodes);
    }
    if (kind === 'formAlias') {
      const use = asString(form.use);
      if (use !== undefined && !set.has(`payout-forms/${use}.json`)) {
        set.report(file.path, ['use'], `"${use}" is not a payout form in ${set.fileName('payout-forms')} (no payout-forms/${use}.json)`);
      }
      continue;
    }
    requireRef(set, file.path, ['fiat'], form.fiat, refs.fiatCodes);
    requireRef(set, file.path, ['payWayCode'], form.payWayCode, refs.sellPayWayCodes);
    checkSchemaKeywords(set, file.path, form.schema, context);
    checkFieldNames(set, file.path, asObject(form.schema), asObject(form.uiSchema));
    checkAccountSummary(set, file.path, asObject(form.schema), asObject(form.accountSummary));
    checkSensitiveFields(set, file.path, asObject(form.schema), asObject(form.accountSummary));
  }
}

/**
 * Answers mask a field by its `sensitive` keyword alone, so a field that identifies an account or a
 * person must carry it: the account summary's id fields (what names the account) and every field
 * whose named format is an account, card, key, ID or tax number (formats/index.ts identifyingFormats).
 */
function checkSensitiveFields(set: ConfigSet, file: string, schema: Json, summary: Json): void {
  const properties = asObject(schema.properties);
  const unmarked = (field: string) => field in properties && asObject(properties[field]).sensitive !== true;
  const fix = 'mark it "sensitive": true so every answer shows it masked';
  asArray(summary.accountId).forEach((field) => {
    if (typeof field === 'string' && unmarked(field)) {
      set.report(file, ['schema', 'properties', field], `identifies the account (/accountSummary/accountId): ${fix}`);
    }
  });
  for (const [field, property] of Object.entries(properties)) {
    const format = asString(asObject(property).format);
    if (format !== undefined && identifyingFormats.has(format) && unmarked(field) && !asArray(summary.accountId).includes(field)) {
      set.report(file, ['schema', 'properties', field], `its format "${format}" identifies an account or a person: ${fix}`);
    }
  }
}

/**
 * The summary of a saved account names fields of the form, and the holder's name is always there to
 * show: each of its fields is required outright, not by a cross-field rule that may not apply.
 */
function checkAccountSummary(set: ConfigSet, file: string, schema: Json, summary: Json): void {
  const fields = new Set(Object.keys(asObject(schema.properties)));
  const required = new Set(asArray(schema.required));
  for (const key of ['holderName', 'accountId'] as const) {
    asArray(summary[key]).forEach((name, i) => {
      if (typeof name !== 'string') return;
      if (!fields.has(name)) set.report(file, ['accountSummary', key, i], `"${name}" is not a field of /schema/properties`);
      else if (key === 'holderName' && !required.has(name))
        set.report(file, ['accountSummary', key, i], `"${name}" is not in /schema/required: a saved account must always have a holder name to show`);
    });
  }
}

/** Every named format exists and every pattern compiles, wherever they sit in the form's schema. */
function checkSchemaKeywords(set: ConfigSet, file: string, schema: unknown, context: CheckContext): void {
  walkJson(schema, (value, path, key) => {
    if (path[path.length - 2] === 'properties') return;
    if (key === 'format' && typeof value === 'string' && !context.knownFormats.has(value)) {
      set.report(file, ['schema', ...path], `"${value}" is not a named format (known: ${[...context.knownFormats].sort().join(', ')})`);
    }
    if (key === 'pattern' && typeof value === 'string') {
      try {
        new RegExp(value, 'u');
      } catch (error) {
        set.report(file, ['schema', ...path], `regex does not compile: ${(error as Error).message}`);
      }
    }
  });
}

/**
 * The schema's properties are the form's fields: everything else that names a field (required,
 * a cross-field rule, joinedFormat, the uiSchema and its ui:order) names one of them, and every
 * field has its uiSchema entry, its place in ui:order and a label for each enum value.
 */
function checkFieldNames(set: ConfigSet, file: string, schema: Json, uiSchema: Json): void {
  const properties = asObject(schema.properties);
  const fields = new Set(Object.keys(properties));
  const notAField = (name: string) => `"${name}" is not a field of /schema/properties`;
  const requireField = (path: JsonPath, name: unknown) => {
    if (typeof name === 'string' && !fields.has(name)) set.report(file, path, notAField(name));
  };

  asArray(schema.required).forEach((name, i) => requireField(['schema', 'required', i], name));
  asArray(asObject(schema.joinedFormat).fields).forEach((name, i) => requireField(['schema', 'joinedFormat', 'fields', i], name));
  for (const [field, property] of Object.entries(properties)) {
    const tokenize = asObject(asObject(property).tokenize);
    for (const key of ['expiryField', 'holderField'] as const) requireField(['schema', 'properties', field, 'tokenize', key], tokenize[key]);
  }
  const visitRule = (rule: unknown, path: JsonPath) => {
    const node = asObject(rule);
    asArray(node.required).forEach((name, i) => requireField([...path, 'required', i], name));
    for (const name of Object.keys(asObject(node.properties))) requireField([...path, 'properties', name], name);
    for (const key of subschemaLists) asArray(node[key]).forEach((sub, i) => visitRule(sub, [...path, key, i]));
    for (const key of subschemaKeys) if (key in node) visitRule(node[key], [...path, key]);
  };
  asArray(schema.allOf).forEach((rule, i) => visitRule(rule, ['schema', 'allOf', i]));

  if (!('ui:order' in uiSchema) && Object.keys(uiSchema).length === 0) return;
  const order = asArray(uiSchema['ui:order']);
  order.forEach((name, i) => requireField(['uiSchema', 'ui:order', i], name));
  for (const name of Object.keys(uiSchema)) {
    if (!name.startsWith('ui:')) requireField(['uiSchema', name], name);
  }
  for (const field of fields) {
    if (!(field in uiSchema)) set.report(file, ['schema', 'properties', field], `field has no uiSchema entry (/uiSchema/${field})`);
    if (Array.isArray(uiSchema['ui:order']) && !order.includes(field))
      set.report(file, ['uiSchema', 'ui:order'], `"${field}" is missing (ui:order lists every field)`);
    const values = asArray(asObject(properties[field]).enum);
    const options = asObject(asObject(uiSchema[field])['ui:options']);
    if (values.length === 0 || !(field in uiSchema)) continue;
    const enumKeys = asObject(options.enumKeys);
    const unlabelled = values.filter((value) => typeof value === 'string' && !(value in enumKeys));
    if (unlabelled.length > 0)
      set.report(file, ['uiSchema', field, 'ui:options'], `enumKeys has no label for ${unlabelled.map((v) => JSON.stringify(v)).join(', ')}`);
    for (const value of Object.keys(enumKeys)) {
      if (!values.includes(value))
        set.report(file, ['uiSchema', field, 'ui:options', 'enumKeys', value], `"${value}" is not one of the enum values of /schema/properties/${field}`);
    }
  }
}
