import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * The browser's translator (issue 30): what the app's components use of i18next and react-i18next, in
 * about 2 KB instead of their 15 KB on every page. The server keeps the real i18next (remix-i18next, the
 * API, e-mails) and renders the page with it; the page carries the translations it used
 * (app/lib/i18n-inline.tsx) and this module hydrates from them. In the client build every
 * `import … from "react-i18next"` resolves here (vite/i18n-browser.ts), so components keep importing
 * `useTranslation` and `Trans` as before.
 *
 * What it does as i18next does, as configured here (tests/unit/i18n-browser.test.ts compares the two over
 * every key of every language): "ns:key" and dotted paths; `useTranslation(ns | ns[])` looks keys up in the
 * first namespace; `count` picks the plural form of the language (Intl.PluralRules: key_one, key_few, …,
 * then key); `{{name}}` and `{{a.b}}` interpolation, unescaped, a missing value left as written;
 * `returnObjects`; `defaultValue`; a missing key answers the key. `Trans` with `t`, `i18nKey`, `values` and
 * named `components` (`<mail>…</mail>`). Namespaces the page did not bring load on demand and the components
 * that asked for them render again.
 */

type Tree = { [key: string]: unknown };
export type TOptions = { [key: string]: unknown; ns?: string | readonly string[]; count?: number; returnObjects?: boolean; defaultValue?: unknown };
export type TFunction = ((key: string | readonly string[], options?: TOptions | string) => string) & { ns?: string };
type Loader = (lng: string, ns: string) => Promise<Tree>;

const NS_SEPARATOR = ":";

export class BrowserI18n {
  readonly language: string;
  readonly options: { defaultNS: string };
  private bundles = new Map<string, Tree>();
  private loading = new Map<string, Promise<void>>();
  private listeners = new Set<() => void>();
  private fixed = new Map<string, TFunction>();
  private plurals: Intl.PluralRules;
  /** Changes whenever a namespace arrives (components re-render on it). */
  revision = 0;

  constructor({ lng, resources, defaultNS = "common", load }: { lng: string; resources?: Record<string, Tree>; defaultNS?: string; load?: Loader }) {
    this.language = lng;
    this.options = { defaultNS };
    this.plurals = new Intl.PluralRules(lng);
    this.load = load;
    for (const [ns, tree] of Object.entries(resources ?? {})) this.bundles.set(ns, tree);
  }

  private load?: Loader;

  hasLoadedNamespace(ns: string) {
    return this.bundles.has(ns);
  }

  getResourceBundle(_lng: string, ns: string) {
    return this.bundles.get(ns);
  }

  /** Fetches what is missing of `namespaces`; each one that arrives re-renders the components. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const wanted = (typeof namespaces === "string" ? [namespaces] : namespaces).filter((ns) => !this.bundles.has(ns));
    return Promise.all(
      wanted.map((ns): Promise<void> | undefined => {
        let pending = this.loading.get(ns);
        if (!pending && this.load) {
          pending = this.load(this.language, ns).then(
            (tree) => {
              this.bundles.set(ns, tree);
              this.revision++;
              this.fixed.clear();
              for (const listener of this.listeners) listener();
            },
            () => {
              // Failed for good (fetchNamespace retried): a later call may try again.
              this.loading.delete(ns);
            },
          );
          this.loading.set(ns, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  exists(key: string, options: TOptions = {}) {
    const { ns, path } = this.split(key, options.ns);
    return ns.some((n) => this.lookup(n, path) !== undefined);
  }

  t: TFunction = (key, options) => this.translate(key, typeof options === "string" ? { defaultValue: options } : (options ?? {}));

  /** A `t` bound to a namespace, the same function until a namespace arrives (safe in hooks' dependencies). */
  getFixedT(_lng: string | null, ns?: string | null): TFunction {
    const name = ns ?? this.options.defaultNS;
    let t = this.fixed.get(name);
    if (!t) {
      t = ((key, options) => {
        const opts = typeof options === "string" ? { defaultValue: options } : (options ?? {});
        return this.translate(key, { ...opts, ns: opts.ns ?? name });
      }) as TFunction;
      t.ns = name;
      this.fixed.set(name, t);
    }
    return t;
  }

  /** The namespaces and the path of a key, as i18next reads them ("ns:a.b"; a sentence is a key as it is). */
  private split(key: string, ns: TOptions["ns"]) {
    const list = ns ?? this.options.defaultNS;
    const namespaces = typeof list === "string" ? [list] : [...list];
    if (!key.includes(NS_SEPARATOR) || looksLikeSentence(key)) return { ns: namespaces, path: key };
    const [first, ...rest] = key.split(NS_SEPARATOR);
    return { ns: [first!], path: rest.join(".") };
  }

  private lookup(ns: string, path: string): unknown {
    const tree = this.bundles.get(ns);
    if (!tree) return undefined;
    if (path in tree) return tree[path];
    let node: unknown = tree;
    for (const part of path.split(".")) {
      if (node === null || typeof node !== "object") return undefined;
      node = (node as Tree)[part];
    }
    return node;
  }

  private translate(keys: string | readonly string[], options: TOptions): string {
    const list = typeof keys === "string" ? [keys] : keys;
    const plural = typeof options.count === "number" ? `_${this.plurals.select(options.count)}` : null;
    let last = "";
    for (const key of list) {
      const { ns, path } = this.split(key, options.ns);
      last = path;
      for (const n of ns) {
        const found = (plural ? this.lookup(n, path + plural) : undefined) ?? this.lookup(n, path);
        if (found === undefined || found === null) continue;
        if (typeof found === "string") return interpolate(found, options);
        return options.returnObjects ? (interpolateTree(found, options) as string) : `key '${path} (${this.language})' returned an object instead of string.`;
      }
    }
    if (options.defaultValue !== undefined)
      return typeof options.defaultValue === "string" ? interpolate(options.defaultValue, options) : (options.defaultValue as string);
    return last;
  }
}

/** i18next's "natural language" test: a key with a space, comma, ?, ! or ; (before its first dot) is not split. */
const SENTENCE = /[ ,?!;]/;
function looksLikeSentence(key: string) {
  if (!SENTENCE.test(key)) return false;
  const dot = key.indexOf(".");
  return !(dot > 0 && !SENTENCE.test(key.slice(0, dot)));
}

function interpolate(text: string, data: TOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    let value: unknown = data;
    const trimmed = name.trim();
    if (trimmed in data) value = data[trimmed];
    else
      for (const part of trimmed.split(".")) {
        value = value !== null && typeof value === "object" ? (value as Tree)[part] : undefined;
      }
    return value === undefined ? match : value === null ? "" : String(value);
  });
}

function interpolateTree(node: unknown, data: TOptions): unknown {
  if (typeof node === "string") return interpolate(node, data);
  if (Array.isArray(node)) return node.map((n) => interpolateTree(n, data));
  if (node !== null && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateTree(v, data)]));
  return node;
}

const I18nContext = createContext<BrowserI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** react-i18next's hook: `{ t, i18n, ready }` (and the same as an array), `t` fixed to the first namespace. */
export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside I18nextProvider");
  const namespaces = ns === undefined ? [i18n.options.defaultNS] : typeof ns === "string" ? [ns] : ns;
  const key = namespaces.join(" ");
  const revision = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.revision,
    () => i18n.revision,
  );
  const ready = namespaces.every((n) => i18n.hasLoadedNamespace(n));
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(key.split(" "));
  }, [i18n, key, ready]);
  return useMemo(() => {
    const t = i18n.getFixedT(null, key.split(" ")[0]);
    return Object.assign([t, i18n, ready] as const, { t, i18n, ready });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` when a namespace arrives (revision)
  }, [i18n, key, ready, revision]);
}

/**
 * react-i18next's `<Trans>` for what the app uses: the translation with `values`, its `<name>…</name>`
 * and `<name/>` tags replaced by `components[name]` (given the text inside as children).
 */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
  ns,
}: {
  t?: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
  ns?: string;
}) {
  const context = useContext(I18nContext);
  const translate = t ?? context?.t;
  const text = translate ? translate(i18nKey, { ...values, ...(ns ? { ns } : {}) }) : i18nKey;
  return <Fragment>{renderTags(text, components)}</Fragment>;
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

function renderTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const name = m[1] ?? m[2]!;
    const element = components[name];
    const inner = m[3] === undefined ? undefined : renderTags(m[3], components);
    if (element && isValidElement(element)) out.push(cloneElement(element, { key: out.length }, ...(inner ?? [])));
    else out.push(m[0]);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** For code written for react-i18next's setup (`i18next.use(initReactI18next)`): nothing to do here. */
export const initReactI18next = { type: "3rdParty", init() {} } as const;
