/**
 * The typed lookup over a catalogue object (`key: 'Text with {param}'`). Both catalogues use it:
 * the customer catalogue (./customer.ts, all the storefront ships) and the whole catalogue
 * (./index.ts: server, back office, tests). A lookup accepts exactly the keys of its catalogue
 * and demands exactly the `{name}` parameters a text names, e.g.
 * `t('branchCard.openToday', { from: '07:00', to: '18:00' })`.
 */

/** The names inside `{…}` of a literal text type. */
export type ParamNames<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

export type Catalogue = Readonly<Record<string, string>>;

export type ParamsOf<M extends Catalogue, K extends keyof M> = [ParamNames<M[K]>] extends [never] ? [] : [params: Record<ParamNames<M[K]>, string | number>];

export type Lookup<M extends Catalogue> = <K extends keyof M & string>(key: K, ...params: ParamsOf<M, K>) => string;

export function createLookup<M extends Catalogue>(catalogue: M): Lookup<M> {
  return (key, ...[params]) => {
    const text: string | undefined = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
    // Only reachable through a cast: a programming error, not something to show a customer.
    if (text === undefined) throw new Error(`Unbekannter Katalogschlüssel: ${key}`);
    if (!params) return text;
    const values: Record<string, string | number> = params;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

/** German plural choice: the `one` key for exactly 1, else `other`; use as `t(pluralKey(n, one, other), { n })`. */
export function pluralKey<One extends string, Other extends string>(count: number, one: One, other: Other): One | Other {
  return count === 1 ? one : other;
}

/** The keys of a catalogue whose texts take no parameters (for tables of labels). */
export type PlainKeyOf<M extends Catalogue> = { [K in keyof M & string]: [ParamNames<M[K]>] extends [never] ? K : never }[keyof M & string];

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** The merged type of a list of area objects. */
export type Merged<Areas extends readonly Catalogue[]> = UnionToIntersection<Areas[number]>;
