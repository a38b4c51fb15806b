import type { Store } from "../../server/store/index.ts";

/**
 * An enquiry from `name` stored as the spam defence holds one back whose
 * form time was missing (one reason); its id. For the tests of what happens
 * to held enquiries once they are stored: the overview, its links, the week.
 */
export const holdEnquiry = (store: Pick<Store, "submissions">, name: string) =>
  store.submissions.addContact(
    {
      name,
      email: `${name.toLowerCase()}@example.org`,
      company: "",
      message: `Anfrage von ${name}`,
    },
    {
      verdict: {
        hold: {
          kind: "suspected",
          reasons: [{ rule: "form-time", text: "Zeitstempel fehlt" }],
        },
      },
    },
  );
