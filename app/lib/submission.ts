/**
 * The rules of both forms, in one module used by the browser (field limits)
 * and the production server (validation of every submission). Messages are
 * German and shown to people, so they say what to change.
 */

/** Upper bounds in characters, generous for real input and cheap to store. */
export const limits = Object.freeze({
  name: 200,
  email: 254,
  company: 200,
  message: 5000,
});

/** A field no person sees or fills; what bots put in it holds their enquiry back (signing up: ignores it). */
export const HONEYPOT_FIELD = "website";
/** The hidden field with the signed time the form was shown (the server fills it in). */
export const FORM_TIME_FIELD = "shown_at";
/** The field with the browser's proof of work (JavaScript path only). */
export const PROOF_FIELD = "altcha";
/** Where the contact form's script asks for its task and a fresh form time. */
export const CHALLENGE_PATH = "/api/contact/challenge";
/**
 * Fields that carry how a form came, not what the visitor wrote: judged by
 * the spam defence, never refused, never stored.
 */
const TRANSPORT_FIELDS: readonly string[] = [
  HONEYPOT_FIELD,
  FORM_TIME_FIELD,
  PROOF_FIELD,
];

export interface ContactSubmission {
  name: string;
  email: string;
  company: string;
  message: string;
}
export interface SignupSubmission {
  email: string;
}
type Field = keyof typeof limits;
/** Field name → what to change there. */
export type FieldErrors = Record<string, string>;

export type Validation<T> =
  | {
      ok: true;
      value: T;
      honeypot: boolean;
      /** The transport fields as they came (strings only). */
      transport: Partial<Record<string, string>>;
    }
  | { ok: false; fields: FieldErrors };

// The browser's own rule for type="email" (WHATWG HTML), so both sides agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// Control characters (C0, DEL, C1) have no place in a form; line breaks and
// tabs do in a message. A one-line field takes no line or paragraph
// separator either, nor a bidirectional override or isolate, which would
// reorder what follows it where the owner reads it (a mail's subject, a list).
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const CONTROL_IN_LINE =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
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
  tooLong: (max: number) => `Bitte kürzen Sie auf höchstens ${max} Zeichen.`,
  unknown: "Dieses Feld ist nicht vorgesehen.",
  body: "Bitte senden Sie die Formularfelder als JSON-Objekt.",
};

/** Checks one text field; `fields` collects the messages. */
function checkText(
  input: Record<string, unknown>,
  field: Field,
  { required, multiline = false }: { required: boolean; multiline?: boolean },
  fields: FieldErrors,
): string {
  const raw = input[field];
  if (raw === undefined || raw === null || raw === "") {
    if (required) fields[field] = messages.missing[field];
    return "";
  }
  if (typeof raw !== "string") {
    fields[field] = messages.type;
    return "";
  }
  // A form posted without JavaScript sends each line break as CRLF; the
  // browser's length limit counted it as one character, and so does this.
  const value = (multiline ? raw.replace(/\r\n?/g, "\n") : raw).trim();
  if (required && value === "") fields[field] = messages.missing[field];
  else if ([...value].length > limits[field])
    fields[field] = messages.tooLong(limits[field]);
  else if ((multiline ? CONTROL : CONTROL_IN_LINE).test(value))
    fields[field] = messages.control;
  else if (field === "email" && !EMAIL.test(value))
    fields[field] = messages.email;
  return value;
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

function validate<T>(
  input: unknown,
  allowed: readonly string[],
  build: (object: Record<string, unknown>, fields: FieldErrors) => T,
): Validation<T> {
  if (!isRecord(input)) return { ok: false, fields: { body: messages.body } };
  const object = input;
  const fields: FieldErrors = {};
  for (const key of Object.keys(object)) {
    if (!TRANSPORT_FIELDS.includes(key) && !allowed.includes(key))
      fields[key] = messages.unknown;
  }
  const value = build(object, fields);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const trap = object[HONEYPOT_FIELD];
  const transport: Partial<Record<string, string>> = {};
  for (const key of TRANSPORT_FIELDS) {
    const given = object[key];
    if (typeof given === "string") transport[key] = given;
  }
  return {
    ok: true,
    value,
    honeypot: typeof trap === "string" ? trap !== "" : trap !== undefined,
    transport,
  };
}

export function validateContact(input: unknown): Validation<ContactSubmission> {
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

export function validateSignup(input: unknown): Validation<SignupSubmission> {
  return validate(input, ["email"], (object, fields) => ({
    email: checkText(object, "email", { required: true }, fields),
  }));
}
