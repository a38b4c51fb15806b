// @ts-check
/**
 * The rules of both forms, in one module used by the browser (field limits)
 * and the production server (validation of every submission). Plain
 * JavaScript with JSDoc types, so Node runs it as is. Messages are German and
 * shown to people, so they say what to change.
 */

/** Upper bounds in characters, generous for real input and cheap to store. */
export const limits = Object.freeze({
  name: 200,
  email: 254,
  company: 200,
  message: 5000,
});

/** A field no person sees or fills; bots that fill it are quietly ignored. */
export const HONEYPOT_FIELD = "website";

/**
 * @typedef {{ name: string, email: string, company: string, message: string }} ContactSubmission
 * @typedef {{ email: string }} SignupSubmission
 * @typedef {keyof typeof limits} Field
 */

/**
 * @template T
 * @typedef {{ ok: true, value: T, honeypot: boolean } | { ok: false, fields: Record<string, string> }} Validation
 */

// The browser's own rule for type="email" (WHATWG HTML), so both sides agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// Control characters have no place in a form; line breaks and tabs do in a message.
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
/* eslint-enable no-control-regex */

const messages = {
  missing: {
    name: "Bitte geben Sie Ihren Namen an.",
    email: "Bitte geben Sie Ihre E-Mail-Adresse an.",
    message: "Bitte schreiben Sie uns eine Nachricht.",
    company: "",
  },
  type: "Dieses Feld muss Text enthalten.",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
  control: "Dieses Feld enthält unzulässige Steuerzeichen.",
  /** @param {number} max */
  tooLong: (max) => `Bitte kürzen Sie auf höchstens ${max} Zeichen.`,
  unknown: "Dieses Feld ist nicht vorgesehen.",
  body: "Bitte senden Sie die Formularfelder als JSON-Objekt.",
};

/**
 * @param {Record<string, unknown>} input
 * @param {Field} field
 * @param {{ required: boolean, multiline?: boolean }} rule
 * @param {Record<string, string>} fields  collects the messages
 * @returns {string}
 */
function checkText(input, field, { required, multiline = false }, fields) {
  const raw = input[field];
  if (raw === undefined || raw === null || raw === "") {
    if (required) fields[field] = messages.missing[field];
    return "";
  }
  if (typeof raw !== "string") {
    fields[field] = messages.type;
    return "";
  }
  const value = raw.trim();
  if (required && value === "") fields[field] = messages.missing[field];
  else if ([...value].length > limits[field])
    fields[field] = messages.tooLong(limits[field]);
  else if ((multiline ? CONTROL : CONTROL_IN_LINE).test(value))
    fields[field] = messages.control;
  else if (field === "email" && !EMAIL.test(value))
    fields[field] = messages.email;
  return value;
}

/**
 * @template T
 * @param {unknown} input
 * @param {readonly string[]} allowed
 * @param {(object: Record<string, unknown>, fields: Record<string, string>) => T} build
 * @returns {Validation<T>}
 */
function validate(input, allowed, build) {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, fields: { body: messages.body } };
  }
  const object = /** @type {Record<string, unknown>} */ (input);
  /** @type {Record<string, string>} */
  const fields = {};
  for (const key of Object.keys(object)) {
    if (key !== HONEYPOT_FIELD && !allowed.includes(key))
      fields[key] = messages.unknown;
  }
  const value = build(object, fields);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const trap = object[HONEYPOT_FIELD];
  return {
    ok: true,
    value,
    honeypot: typeof trap === "string" ? trap !== "" : trap !== undefined,
  };
}

/**
 * @param {unknown} input
 * @returns {Validation<ContactSubmission>}
 */
export function validateContact(input) {
  return validate(
    input,
    ["name", "email", "company", "message"],
    (object, fields) => ({
      name: checkText(object, "name", { required: true }, fields),
      email: checkText(object, "email", { required: true }, fields),
      company: checkText(object, "company", { required: false }, fields),
      message: checkText(
        object,
        "message",
        { required: true, multiline: true },
        fields,
      ),
    }),
  );
}

/**
 * @param {unknown} input
 * @returns {Validation<SignupSubmission>}
 */
export function validateSignup(input) {
  return validate(input, ["email"], (object, fields) => ({
    email: checkText(object, "email", { required: true }, fields),
  }));
}
