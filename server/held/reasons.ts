import type { ContactRow, HeldReason } from "../store/schema.ts";

/** Why an enquiry is held back, each reason with its rule and its words for the owner; none when it is not. */
export function heldReasons(
  row: Pick<ContactRow, "held_reasons">,
): HeldReason[] {
  return row.held_reasons === null
    ? []
    : (JSON.parse(row.held_reasons) as HeldReason[]);
}

/**
 * Why an enquiry is held back (`contact_requests.hold_kind`): the layers
 * suspect it, or it came past the notices' hourly cap, which judges no
 * content and brings its overview forward.
 */
export type HoldKind = "suspected" | "hour-cap";
export const HOUR_CAP: HoldKind = "hour-cap";
