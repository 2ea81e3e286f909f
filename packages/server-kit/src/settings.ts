import { isIP } from "node:net";
import proxyaddr from "proxy-addr";
import { z } from "zod";

/** A process's environment, or the part of it a test gives. */
export type Env = Readonly<Record<string, string | undefined>>;

/** One wrong setting: its variable, and the line that says the rule it breaks and what was given. */
export interface SettingIssue {
  variable: string;
  message: string;
}

/**
 * Every wrong setting of one service, named at once (an operator fixing them one start at a time
 * would need as many starts as mistakes). Its own type, so a service's start tells a wrong setting
 * (its message, exit 1) from a failure (the stack).
 */
export class SettingsError extends Error {
  override name = "SettingsError";
  readonly issues: readonly SettingIssue[];

  constructor(service: string, issues: readonly SettingIssue[]) {
    super(`Invalid environment for ${service}:\n${issues.map((issue) => `  ${issue.message}`).join("\n")}`);
    this.issues = issues;
  }

  /** The wrong variables' names. */
  get variables(): string[] {
    return this.issues.map((issue) => issue.variable);
  }
}

/** Rules whose value a refusal never writes out: the log it goes to is read by more people than the secret is for. */
const secrets = new WeakSet<z.ZodType>();

/** Marks `rule` as a secret's: its refusals say the rule, never the value given. */
export function secret<T extends z.ZodType>(rule: T): T {
  secrets.add(rule);
  return rule;
}

function isSecret(rule: z.ZodType | undefined): boolean {
  // `.optional()` and `.default()` wrap the rule they are called on, so the mark may be inside.
  for (let inner = rule; inner; inner = (inner.def as { innerType?: z.ZodType }).innerType) {
    if (secrets.has(inner)) return true;
  }
  return false;
}

function digits(min: number, max: number, rule: string) {
  // Plain digits: `Number()` would take `1e4`, `0x10` or `" "` as numbers that read as something else.
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule));
}

/** A whole number from `min` to `max`, in `unit` when it counts one (`seconds`, `milliseconds`). */
export function wholeNumber(min: number, max: number, unit?: string) {
  return digits(min, max, `a whole number ${unit ? `of ${unit} ` : ""}from ${min} to ${max}`);
}

/** A TCP port to listen on; `free` also takes 0, any free port (the service then logs which). */
export function port({ free = false }: { free?: boolean } = {}) {
  return digits(free ? 0 : 1, 65_535, `a port from ${free ? "0 (any free one)" : "1"} to 65535`);
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An interface to listen on: an IP address or a host name (RFC 1123). */
export function host() {
  return z
    .string()
    .trim()
    .refine((value) => isIP(value) !== 0 || HOST_NAME.test(value), "an IP address (0.0.0.0, ::, 127.0.0.1) or a host name");
}

export interface UrlRule {
  /** The schemes it may have, without `://`; http and https unless told. */
  protocols?: readonly string[];
  /** A good value, which the refusal shows. */
  example: string;
  /** Nothing after the host and port: where a path would be dropped or doubled by what joins it to others. */
  origin?: boolean;
  /** Whether it may carry `user:password@` (a database's, a cache's); fetch refuses a URL that does. */
  credentials?: boolean;
}

/** A URL with a host, of one of `protocols`. */
export function url({ protocols = ["http", "https"], example, origin = false, credentials = false }: UrlRule) {
  const schemes = protocols.map((protocol) => `${protocol}://`).join(" or ");
  // "an http://": the letter is read "aitch".
  const kind = `${schemes.startsWith("h") ? "an" : "a"} ${schemes} URL with a host, such as ${example}`;
  const originRule = `an origin (scheme, host and port, no path or credentials) such as ${example}`;
  return z.string().superRefine((value, context) => {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return context.addIssue({ code: "custom", message: kind });
    }
    const named = parsed.username !== "" || parsed.password !== "";
    if (!protocols.includes(parsed.protocol.slice(0, -1)) || parsed.hostname === "") {
      context.addIssue({ code: "custom", message: kind });
    } else if (origin && (parsed.pathname !== "/" || /[?#]/.test(value) || named)) {
      context.addIssue({ code: "custom", message: originRule });
    } else if (named && !credentials) {
      context.addIssue({ code: "custom", message: `${kind}, without credentials (user:password@)` });
    }
  });
}

/**
 * How a value given is shown in its refusal: quoted, cut short, and anything between `//` and the
 * last `@` hidden, as a `user:password@` may be (a password holding a `/` or an `@` included).
 */
function quoted(value: string, length = 80): string {
  const shown = value.replace(/\/\/.*@/s, "//…@");
  return JSON.stringify(shown.length > length ? `${shown.slice(0, length)}…` : shown);
}

/** What a list's refusal carries so that it names its entry instead of repeating the whole value. */
const NAMES_ENTRY = { namesEntry: true };

/**
 * Entries separated by commas (blanks around them ignored), each checked by `entry`; `rule` says
 * what the whole list holds. A refusal quotes the entry that breaks it.
 */
export function list<Out>(entry: z.ZodType<Out, string>, rule: string) {
  return z.string().transform((value, context) => {
    const entries: Out[] = [];
    for (const item of value.split(",").map((part) => part.trim()).filter(Boolean)) {
      const parsed = entry.safeParse(item);
      if (parsed.success) entries.push(parsed.data);
      else {
        const broken = parsed.error.issues[0]?.message ?? "valid";
        context.addIssue({ code: "custom", message: `${rule} (${quoted(item, 60)} is not ${broken})`, params: NAMES_ENTRY });
      }
    }
    return entries;
  });
}

const PROXY = "an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal";

/** `TRUSTED_PROXIES`: the peers whose `X-Forwarded-For` is believed, as `./visitor` reads them. */
export function trustedProxies() {
  const proxy = z.string().refine((entry) => {
    try {
      proxyaddr.compile(entry);
      return true;
    } catch {
      return false;
    }
  }, PROXY);
  return list(proxy, "IP addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated");
}

/**
 * Variables that share a prefix, one per thing of a kind (`SITE_URL_<ID>`, one per registered
 * edition), each checked by `rule`. A variable of the prefix that names no such thing is a typo
 * that would silently leave a default in place, so it is refused.
 */
export interface SettingFamily<Rule extends z.ZodType = z.ZodType> {
  prefix: string;
  /**
   * The family's variables that mean something: their names, or, when the things are only known
   * while the service runs (editions held as content), the form the rest of a name after the
   * prefix takes (`pattern`) and how to say it (`says`: `the edition's id in capitals`).
   */
  known: readonly string[] | { pattern: RegExp; says: string };
  /** What `known` are, for the refusal of another: `registered edition`. */
  of: string;
  rule: Rule;
}

/** Why `name` is no variable of `family`, or undefined when it is one. */
function strangerTo(family: SettingFamily, name: string): string | undefined {
  const { known } = family;
  if (Array.isArray(known)) return known.includes(name) ? undefined : `${name}: names no ${family.of} (${known.join(", ")})`;
  const { pattern, says } = known as { pattern: RegExp; says: string };
  return pattern.test(name.slice(family.prefix.length)) ? undefined : `${name}: names no ${family.of} (${family.prefix} then ${says})`;
}


function issuesOf(variable: string, value: string | undefined, rule: z.ZodType | undefined, issues: readonly z.core.$ZodIssue[]): SettingIssue[] {
  return issues.map((issue) => {
    const entry = issue.code === "custom" && issue.params?.namesEntry === true;
    const shown = value === undefined || entry || isSecret(rule) ? "" : ` (given ${quoted(value)})`;
    return { variable, message: `${variable}: ${issue.message}${shown}` };
  });
}

export interface ReadOptions<Settings> {
  families?: readonly SettingFamily[];
  /** A rule between settings, checked once each is valid on its own. */
  across?: (settings: Settings) => SettingIssue | undefined;
}

/**
 * `schema`'s settings read from `env`, each by its rule, an empty value counting as unset (a
 * deployment's blank `FOO=` means "the default"); then the `families`' variables, then `across`.
 * Throws a `SettingsError` for `service` naming every wrong one, its rule and the value given
 * (a secret's excepted).
 */
export function readSettings<Schema extends z.ZodObject>(
  service: string,
  schema: Schema,
  env: Env,
  { families = [], across }: ReadOptions<z.output<Schema>> = {},
): z.output<Schema> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const present = Object.fromEntries(Object.keys(shape).map((name) => [name, env[name] || undefined]));
  const parsed = schema.safeParse(present);
  const issues: SettingIssue[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const variable = String(issue.path[0] ?? "(settings)");
      issues.push(...issuesOf(variable, present[variable], shape[variable], [issue]));
    }
  }
  for (const family of families) {
    for (const [name, value] of Object.entries(env)) {
      if (!name.startsWith(family.prefix) || !value) continue;
      const stranger = strangerTo(family, name);
      if (stranger) {
        issues.push({ variable: name, message: stranger });
        continue;
      }
      const checked = family.rule.safeParse(value);
      if (!checked.success) issues.push(...issuesOf(name, value, family.rule, checked.error.issues));
    }
  }
  const between = parsed.success && issues.length === 0 ? across?.(parsed.data) : undefined;
  if (between) issues.push(between);
  if (!parsed.success || issues.length > 0) throw new SettingsError(service, issues);
  return parsed.data;
}

export interface StartOptions {
  /** How the log names the service (`content-api`, `edition`). */
  name: string;
  log?: Pick<Console, "error">;
  exit?: (code: number) => void;
}

/**
 * A service's settings, read before it does anything else: when one is wrong, the service stops
 * there, the refusal on stderr and exit 1, so a supervisor sees a failed start instead of a server
 * that fails requests later. Any other error is thrown on.
 */
export function settingsAtStart<T>(read: () => T, { name, log = console, exit = (code) => process.exit(code) }: StartOptions): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    log.error(`${name}: ${error.message}\n${name}: not started; the README's Environment table lists every setting and its rule`);
    exit(1);
    throw error;
  }
}
