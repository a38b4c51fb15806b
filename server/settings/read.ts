import * as v from "valibot";
import { SETTINGS, type SettingName } from "./declaration.ts";

/**
 * A setting that cannot be used: the start stops with this message (German,
 * for the owner; `expected` completes "NAME muss … sein").
 */
export class SettingError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`${name} muss ${expected} sein, nicht "${withoutSecrets(value)}".`);
    this.name = "SettingError";
  }
}

/**
 * The text with every password of a URL in it masked (`smtp://user:***@host`,
 * `?password=***`), also in a URL too mistyped to parse: a log line or an
 * error message never shows one.
 */
export function withoutSecrets(text: string): string {
  return (
    text
      // [scheme:/ or scheme://] user ":secret@" up to the word's last "@"
      .replace(
        /((?:\b[a-z][\w+.-]*:\/+)?[^\s:/@]*:)(?!\/)[^\s]*@(?=[^\s@]*(?:\s|$))/gi,
        "$1***@",
      )
      .replace(/([?&;]pass(?:word)?=)[^\s&;]*/gi, "$1***")
  );
}

type Declared = typeof SETTINGS;
/** A setting's value as its schema makes it. */
type ValueOf<N extends SettingName> =
  Declared[N]["schema"] extends v.GenericSchema<string, infer T> ? T : never;
/** Its value, or its fallback where it has one, else undefined. */
type Read<N extends SettingName> = Declared[N] extends { fallback: unknown }
  ? ValueOf<N>
  : ValueOf<N> | undefined;

/**
 * One setting from `env`, checked by its declaration: unset (or set but
 * empty, where that means "the default") its fallback; a value its schema
 * refuses stops with a SettingError naming it.
 */
export function readSetting<N extends SettingName>(
  env: NodeJS.ProcessEnv,
  name: N,
): Read<N> {
  const declared = SETTINGS[name];
  const raw = env[name];
  const text = raw?.trim();
  const fallback = "fallback" in declared ? declared.fallback : undefined;
  if (
    text === undefined ||
    (text === "" && !("emptyIsError" in declared && declared.emptyIsError))
  )
    return fallback as Read<N>;
  const result = v.safeParse(
    declared.schema as v.GenericSchema<string, unknown>,
    text,
  );
  if (!result.success)
    throw new SettingError(name, text, result.issues[0].message);
  return result.output as Read<N>;
}
