import type { WeekFigures } from "./shape.ts";
import { weekMessage } from "./message.ts";
import { defineKind } from "../mail/kinds/kind.ts";

/** What a weekly mail carries: the figures as they were gathered when it was queued. */
export interface WeekReportPayload {
  figures: WeekFigures;
}

/**
 * The week in one mail to the company (decision 054): the figures travel in
 * the payload, gathered when it was queued (Monday 7:00, or by hand), so a
 * mail sent again days later still says that week and how the house was
 * then, not a mix of two moments.
 */
export const weekReport = defineKind({
  name: "week-report",
  lane: "notices",
  label: "Wochenbericht",
  toTheCompany: { what: "den Wochenbericht" },
  load: async (_db, mail) =>
    (mail.payload as Partial<WeekReportPayload> | null)?.figures,
  async compose(figures, _mail, { addresses }) {
    // React Email only when a mail is composed: the owner's commands read the kinds' labels.
    const { composeWeek } = await import("./mail.ts");
    return weekMessage(await composeWeek(figures), addresses);
  },
});
