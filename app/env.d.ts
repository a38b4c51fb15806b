/** Set at build time from FORM_DELIVERY (vite.config.ts): how the forms deliver. */
declare const __FORM_DELIVERY__: "simulated" | "api";
