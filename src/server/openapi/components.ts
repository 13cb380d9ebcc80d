import type { ApiSchema } from '../plugins/schemas';

/** A JSON Schema, or any object of the OpenAPI document, as plain data. */
export type Json = Record<string, unknown>;

const componentsPrefix = '#/components/schemas/';

/** "sandbox.schema.json" and "testCard" → "SandboxTestCard": the name of a definition without a title. */
function untitledName(id: string, def: string): string {
  const file = id.slice(id.lastIndexOf('/') + 1).replace(/\.schema\.json$/, '');
  return `${file}-${def}`
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

export interface Components {
  /** Every definition of the schemas by its name in the document, its refs pointing inside the document. */
  schemas: Record<string, Json>;
  /** A copy of `node` (a route's schema, a content map) with every ref pointing inside the document. */
  local(node: unknown): Json;
  /** The definition an absolute ref of the schemas names (apiRef), its refs pointing inside the document. */
  resolve(ref: string): Json;
}

/**
 * The definitions ($defs) of the API schemas and the config schemas they use, as the document's
 * components: each named by its title, as json-schema-to-typescript names the generated types, so
 * an integrator's generated client says MerchantOrder where the server says MerchantOrder. Every
 * ref becomes `#/components/schemas/<name>`; a ref to anything else throws, so no document ever
 * points outside itself.
 */
export function schemaComponents(schemas: ApiSchema[]): Components {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const definitions = schemas.flatMap((schema) =>
    Object.entries((schema.$defs ?? {}) as Record<string, Json>).map(([def, definition]) => ({
      ref: `${schema.$id}#/$defs/${def}`,
      def,
      id: schema.$id,
      definition,
    })),
  );
  for (const { ref, def, id, definition } of definitions) {
    const name = typeof definition.title === 'string' ? definition.title : untitledName(id, def);
    if (taken.has(name)) throw new Error(`${ref}: another definition is already named ${name}`);
    taken.add(name);
    names.set(ref, name);
  }

  const nameOf = (ref: string): string => {
    const name = names.get(ref);
    if (name === undefined) throw new Error(`${ref}: no definition of the API schemas has this ref`);
    return name;
  };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? `${componentsPrefix}${nameOf(value)}` : rewrite(value)]),
    );
  };
  const local = (node: unknown): Json => rewrite(node) as Json;
  const componentSchemas = Object.fromEntries(definitions.map(({ ref, definition }) => [nameOf(ref), local(definition)]));
  return {
    schemas: componentSchemas,
    local,
    resolve: (ref) => componentSchemas[nameOf(ref)] ?? {},
  };
}

/** The components `roots` use, directly or through other components: a document carries no schema nothing uses. */
export function usedComponents(roots: unknown, schemas: Record<string, Json>): Record<string, Json> {
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key !== '$ref' || typeof value !== 'string') visit(value);
        else if (value.startsWith(componentsPrefix)) {
          const name = value.slice(componentsPrefix.length);
          if (used.has(name)) continue;
          used.add(name);
          visit(schemas[name]);
        }
      }
    }
  };
  visit(roots);
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .map((name) => [name, schemas[name] ?? {}]),
  );
}
