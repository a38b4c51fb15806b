/** Tags of tests that apply to one viewport only; each project leaves out the other's. */
export const DESKTOP_ONLY = "@desktop-only";
export const MOBILE_ONLY = "@mobile-only";
